package dev.fairshare.slurm.command;

import dev.fairshare.slurm.sshare.SlurmVersion;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code long_options[]} of sshare's {@code main} ({@code src/sshare/sshare.c}) in each release, and how
 * glibc's {@code getopt_long} ({@code process_long_option}) reads a long option against them: an exact name wins;
 * otherwise the names that start with what is typed (case counts), the first of them unless a later one differs
 * from it in {@code has_arg} or {@code val}, when the option is ambiguous and the possibilities are the first and
 * each that differs from it, in the table's order.
 */
final class SshareLongOptions {
  /** One entry of {@code long_options[]}: its name, {@code has_arg} (0, 1, 2 for optional) and {@code val}. */
  record LongOption(String name, int hasArg, String val) {}

  /**
   * What getopt makes of a long option typed without its {@code --} and {@code =value}: the option it is, or
   * the possibilities of an ambiguous one, or neither when no name starts with it.
   */
  record Resolution(LongOption option, List<String> possibilities) {
    /** Whether no name starts with what was typed. */
    boolean none() {
      return option == null && possibilities.isEmpty();
    }

    /** The possibilities as glibc lists them: {@code '--a' '--b'}. */
    String listed() {
      StringBuilder out = new StringBuilder();
      for (String name : possibilities) {
        out.append(out.length() == 0 ? "" : " ").append("'--").append(name).append('\'');
      }
      return out.toString();
    }
  }

  private static final List<LongOption> TO_14_03 = List.of(new LongOption("accounts", 1, "A"),
      new LongOption("all", 0, "a"), new LongOption("long", 0, "l"), new LongOption("cluster", 1, "M"),
      new LongOption("clusters", 1, "M"), new LongOption("noheader", 0, "h"), new LongOption("parsable", 0, "p"),
      new LongOption("parsable2", 0, "P"), new LongOption("users", 1, "u"), new LongOption("verbose", 0, "v"),
      new LongOption("version", 0, "V"), new LongOption("help", 0, "OPT_LONG_HELP"),
      new LongOption("usage", 0, "OPT_LONG_USAGE"));

  private static final List<LongOption> V14_11 = List.of(new LongOption("accounts", 1, "A"),
      new LongOption("all", 0, "a"), new LongOption("long", 0, "l"), new LongOption("cluster", 1, "M"),
      new LongOption("clusters", 1, "M"), new LongOption("noheader", 0, "h"), new LongOption("parsable", 0, "p"),
      new LongOption("parsable2", 0, "P"), new LongOption("users", 1, "u"), new LongOption("Users", 0, "U"),
      new LongOption("verbose", 0, "v"), new LongOption("version", 0, "V"),
      new LongOption("help", 0, "OPT_LONG_HELP"), new LongOption("usage", 0, "OPT_LONG_USAGE"));

  private static final List<LongOption> FROM_15_08 = List.of(new LongOption("accounts", 1, "A"),
      new LongOption("all", 0, "a"), new LongOption("helpformat", 0, "e"), new LongOption("long", 0, "l"),
      new LongOption("partition", 0, "m"), new LongOption("cluster", 1, "M"), new LongOption("clusters", 1, "M"),
      new LongOption("noheader", 0, "n"), new LongOption("format", 1, "o"), new LongOption("parsable", 0, "p"),
      new LongOption("parsable2", 0, "P"), new LongOption("users", 1, "u"), new LongOption("Users", 0, "U"),
      new LongOption("verbose", 0, "v"), new LongOption("version", 0, "V"),
      new LongOption("help", 0, "OPT_LONG_HELP"), new LongOption("usage", 0, "OPT_LONG_USAGE"));

  private static final List<LongOption> FROM_23_11;

  static {
    List<LongOption> table = new ArrayList<>();
    table.add(new LongOption("autocomplete", 1, "OPT_LONG_AUTOCOMP"));
    table.addAll(FROM_15_08);
    table.add(new LongOption("json", 2, "OPT_LONG_JSON"));
    table.add(new LongOption("yaml", 2, "OPT_LONG_YAML"));
    FROM_23_11 = List.copyOf(table);
  }

  private SshareLongOptions() {}

  /**
   * The table of a release: 2.5 to 14.03's; 14.11's adds {@code Users}; 15.08's adds {@code helpformat},
   * {@code partition} and {@code format} and gives {@code noheader} to {@code -n}; 23.11's starts with
   * {@code autocomplete} and ends with {@code json} and {@code yaml}.
   */
  static List<LongOption> of(SlurmVersion version) {
    if (version.beforeTicketRemoval()) {
      return version.isBefore(SlurmVersion.V14_11) ? TO_14_03 : V14_11;
    }
    return version.isBefore(new SlurmVersion(23, 11)) ? FROM_15_08 : FROM_23_11;
  }

  /** What getopt makes of {@code typed} (a long option without {@code --} and {@code =value}) in a release. */
  static Resolution resolve(String typed, SlurmVersion version) {
    List<LongOption> table = of(version);
    for (LongOption option : table) {
      if (option.name().equals(typed)) {
        return new Resolution(option, List.of());
      }
    }
    LongOption found = null;
    List<String> possibilities = new ArrayList<>();
    for (LongOption option : table) {
      if (!option.name().startsWith(typed)) {
        continue;
      }
      if (found == null) {
        found = option;
      } else if (found.hasArg() != option.hasArg() || !found.val().equals(option.val())) {
        if (possibilities.isEmpty()) {
          possibilities.add(found.name());
        }
        possibilities.add(option.name());
      }
    }
    return possibilities.isEmpty() ? new Resolution(found, List.of())
        : new Resolution(null, List.copyOf(possibilities));
  }
}
