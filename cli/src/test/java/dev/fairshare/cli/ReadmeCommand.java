package dev.fairshare.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One {@code ./fairshare} line of a README, run in process as if typed at the repository root: its words
 * split on spaces (the READMEs quote nothing), paths under {@code examples/} made absolute, paths under
 * {@code /tmp/} moved into a test's own folder; the transcript gives the paths back as written.
 */
final class ReadmeCommand {
  static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Pattern EXAMPLE_PATH = Pattern.compile("(^|[:=])examples/");
  private static final String PREFIX = "./fairshare ";

  private final Path tmp;

  /** Commands whose {@code /tmp/} paths go under {@code tmp}. */
  ReadmeCommand(Path tmp) {
    this.tmp = tmp;
  }

  /** Whether {@code line} is a {@code ./fairshare} command. */
  static boolean isFairshare(String line) {
    return line.startsWith(PREFIX);
  }

  /** Runs {@code line}; the result's output and error have the paths as the README writes them. */
  CommandRun run(String line) {
    List<String> args = new ArrayList<>();
    for (String word : line.substring(PREFIX.length()).split(" +")) {
      if (word.startsWith("/tmp/")) {
        args.add(tmp.resolve(word.substring(5)).toString());
      } else {
        args.add(EXAMPLE_PATH.matcher(word)
            .replaceAll(m -> Matcher.quoteReplacement(m.group(1) + ROOT + "/examples/")));
      }
    }
    CommandRun run = CommandRun.of(args.toArray(String[]::new));
    return new CommandRun(run.exitCode(), asWritten(run.out()), asWritten(run.err()));
  }

  private String asWritten(String text) {
    return text.replace(ROOT + "/", "").replace(tmp + "/", "/tmp/");
  }
}
