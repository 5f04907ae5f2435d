package dev.fairshare.cli.lsf;

import dev.fairshare.command.InstantText;
import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The options {@code fairshare bqueues} and {@code fairshare bhpart} share: the LSF configuration directory,
 * the {@code lsb.acct} usage, the instant it is decayed to, and the output format (a picocli mixin).
 */
final class LsfViewOptions {
  @Option(names = "--lsf-conf", required = true, paramLabel = "DIR",
      description = "Directory with lsb.users, lsb.queues, lsb.params, lsb.hosts.")
  Path confDir;

  @Option(names = "--usage", paramLabel = "FILE", description = "lsb.acct file with the JOB_FINISH records.")
  Path usage;

  @Option(names = "--at", paramLabel = "TIME", converter = InstantText.class,
      description = "Instant usage is decayed to: ISO-8601 or epoch seconds (default: now).")
  String at;

  @Option(names = "--format", defaultValue = "native", paramLabel = "FORMAT",
      description = "Output: native (as the LSF command prints) or json (default: ${DEFAULT-VALUE}).")
  String format;

  /** Refuses a --format other than native and json (misuse, exit 2). */
  void checkFormat(CommandLine commandLine) {
    if (!format.equals("native") && !format.equals("json")) {
      throw new CommandLine.ParameterException(commandLine, "--format must be native or json, not '" + format + "'");
    }
  }

  /** Whether JSON was asked for. */
  boolean json() {
    return format.equals("json");
  }

  /**
   * Reads the configuration directory, which must hold {@code required}, and the usage; bad input throws as
   * {@link LsfInputs#load} does.
   */
  LsfInputs load(String required) {
    return LsfInputs.load(confDir, required, usage, at);
  }
}
