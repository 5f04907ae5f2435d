package dev.fairshare.lsf.command;

import dev.fairshare.command.InstantText;
import dev.fairshare.command.MisuseException;
import dev.fairshare.command.OptionValues;
import java.nio.file.Path;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * The options {@code fairshare bqueues} and {@code fairshare bhpart} share: the LSF configuration directory,
 * the {@code lsb.acct} usage and {@code lsb.events} replay, the instant usage is decayed to, how it decays
 * and is normalized, and the output format (a picocli mixin).
 */
final class LsfViewOptions {
  @Option(names = "--lsf-conf", required = true, paramLabel = "DIR",
      description = "Directory with lsb.users, lsb.queues, lsb.params, lsb.hosts (and lsf.shared, "
          + "lsf.cluster.<name> for host CPU factors, here or in LSF_CONFDIR above it).")
  Path confDir;

  @Option(names = "--usage", paramLabel = "FILE",
      description = "lsb.acct file with the JOB_FINISH records (default: none; the finished jobs of --events, "
          + "else no usage).")
  Path usage;

  @Option(names = "--events", paramLabel = "FILE",
      description = "lsb.events to replay: the jobs running at --at (STARTED, RUN_TIME) and mbatchd's start "
          + "(the last MBD_START), which decay ticks count from; finished jobs too when --usage is not given "
          + "(default: none; no running jobs, and ticks count from --tick-origin or the first job start).")
  Path events;

  @Option(names = "--at", paramLabel = "TIME", converter = InstantText.class,
      description = "Instant usage is decayed to: ISO-8601 or epoch seconds (default: now).")
  String at;

  @Option(names = "--decay-tick", paramLabel = "DURATION", converter = OptionValues.Duration.class,
      description = "mbatchd's decay tick (e.g. 900s, 15m); 0 decays continuously "
          + "(default: 900 seconds, as fairshare.usage.lsf.tick sets it).")
  String decayTick;

  @Option(names = "--tick-origin", paramLabel = "TIME", converter = InstantText.class,
      description = "When mbatchd started (ISO-8601 or epoch seconds), which ticks count from; default: the "
          + "last MBD_START of --events at or before --at.")
  String tickOrigin;

  @Option(names = "--cpu-normalization", paramLabel = "auto|on|off",
      description = "Normalize CPU time by host CPU factor: on, off, or auto (on when lsf.shared and "
          + "lsf.cluster.<name> give the factors; default: auto, as fairshare.usage.lsf.cpu-normalization "
          + "sets it).")
  String cpuNormalization;

  @Option(names = "--format", defaultValue = "native", paramLabel = "FORMAT",
      description = "Output: native (as the LSF command prints) or json (default: ${DEFAULT-VALUE}).")
  String format;

  /**
   * Refuses a --format other than native and json, a --cpu-normalization other than its three, the decay's
   * --decay-tick and --tick-origin and the jobs' --cpu-normalization without jobs to decay (no --usage, no
   * --events), which nothing would use, and then, with {@code --format json}, the options of the native output
   * that {@code nativeOnly} names (its columns and levels: the JSON has every field of every account).
   */
  void check(CommandLine commandLine, String... nativeOnly) {
    check(commandLine);
    if (json()) {
      for (String option : nativeOnly) {
        if (commandLine.getParseResult().hasMatchedOption(option)) {
          throw new MisuseException("fairshare: " + option + " shapes the native output, and --format json "
              + "prints every field of every account\n    hint: give --format native, or leave out " + option);
        }
      }
    }
  }

  /** The checks of {@link #check(CommandLine, String...)} but the native output's. */
  private void check(CommandLine commandLine) {
    if (!format.equals("native") && !format.equals("json")) {
      throw new CommandLine.ParameterException(commandLine,
          "--format must be native or json, not '" + format + "'");
    }
    if (cpuNormalization != null && !cpuNormalization.matches("auto|on|off")) {
      throw new CommandLine.ParameterException(commandLine, "--cpu-normalization must be auto, on or off");
    }
    if (usage == null && events == null) {
      for (String option : new String[] {"--decay-tick", "--tick-origin"}) {
        if (option.equals("--decay-tick") ? decayTick != null : tickOrigin != null) {
          throw new MisuseException("fairshare: " + option + " decays the jobs of --usage or --events, and "
              + "neither is given\n    hint: give --usage lsb.acct or --events lsb.events, or leave out " + option);
        }
      }
      for (String option : new String[] {"--cpu-normalization", "--ncpu-enforce"}) {
        if (commandLine.getParseResult().hasMatchedOption(option)) {
          throw new MisuseException("fairshare: " + option + " weighs the jobs of --usage or --events, and "
              + "neither is given\n    hint: give --usage lsb.acct or --events lsb.events, or leave out " + option);
        }
      }
    }
  }

  /** Whether JSON was asked for. */
  boolean json() {
    return format.equals("json");
  }
}
