package dev.fairshare.benchmarks;

import java.time.Duration;
import java.util.List;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The command line of {@link MachineLock}: the process it holds JMH's lock for ({@code --owner PID}; its
 * own parent when not given), the longest it may hold it ({@code --max-hold}, e.g. {@code 90s}, {@code 60m},
 * {@code 2h}; {@link #DEFAULT_MAX_HOLD} when not given), or a command to run while holding it (everything
 * after {@code --}, which is then the owner). docs/performance.md, "The machine-wide lock", says how the
 * default was chosen.
 *
 * @param owner the owner's process id, empty for the parent (or the command, when there is one)
 * @param maxHold the longest the lock is held, however long the owner lives
 * @param command the command to run holding the lock, empty to hold it for {@code owner}
 */
record MachineLockOptions(OptionalLong owner, Duration maxHold, List<String> command) {

  /** The default maximum hold: about twice the longest gate run measured or estimated on 2 busy cores. */
  static final Duration DEFAULT_MAX_HOLD = Duration.ofMinutes(60);

  static final String USAGE = "usage: MachineLock [--owner PID] [--max-hold DURATION] [-- COMMAND [ARG...]]"
      + " (DURATION: a number and ms, s, m or h; default " + DEFAULT_MAX_HOLD.toMinutes() + "m)";

  private static final Pattern DURATION = Pattern.compile("(\\d+)(ms|s|m|h)");

  /** Reads the arguments; an {@link IllegalArgumentException} says what is wrong with them. */
  static MachineLockOptions parse(String... args) {
    OptionalLong owner = OptionalLong.empty();
    Duration maxHold = DEFAULT_MAX_HOLD;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--owner" -> owner = OptionalLong.of(processId(value(args, ++i, "--owner")));
        case "--max-hold" -> maxHold = duration(value(args, ++i, "--max-hold"));
        case "--" -> {
          List<String> command = List.of(args).subList(i + 1, args.length);
          if (command.isEmpty()) {
            throw new IllegalArgumentException("no command after --");
          }
          if (owner.isPresent()) {
            throw new IllegalArgumentException("--owner and a command exclude each other (the command is the owner)");
          }
          return new MachineLockOptions(owner, maxHold, command);
        }
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    return new MachineLockOptions(owner, maxHold, List.of());
  }

  private static String value(String[] args, int i, String option) {
    if (i >= args.length) {
      throw new IllegalArgumentException(option + " needs a value");
    }
    return args[i];
  }

  private static long processId(String text) {
    try {
      long pid = Long.parseLong(text);
      if (pid > 0) {
        return pid;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException("--owner takes a process id, not " + text);
  }

  /** A duration written as a number and a unit: {@code 500ms}, {@code 90s}, {@code 60m}, {@code 2h}. */
  static Duration duration(String text) {
    Matcher m = DURATION.matcher(text);
    if (!m.matches()) {
      throw new IllegalArgumentException("--max-hold takes a number and ms, s, m or h, not " + text);
    }
    long n = Long.parseLong(m.group(1));
    return switch (m.group(2)) {
      case "ms" -> Duration.ofMillis(n);
      case "s" -> Duration.ofSeconds(n);
      case "m" -> Duration.ofMinutes(n);
      default -> Duration.ofHours(n);
    };
  }
}
