package dev.fairshare.slurm.command;

import dev.fairshare.command.BadInputException;
import dev.fairshare.command.MisuseException;
import dev.fairshare.slurm.sshare.SlurmVersion;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Stack;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code fairshare sshare}'s abbreviated long options, read as sshare's {@code getopt_long} reads them
 * ({@link SshareLongOptions}) before picocli parses the command line: a long option that is not one of this
 * command's names becomes the sshare option it abbreviates in the table of {@code --slurm-version}'s release
 * (25.11's without it), and an ambiguous one is glibc's message and sshare's exit 1. An option's value (the word
 * after {@code -A}, {@code --slurm-conf}...) is never read as an option, as getopt does not; nor is anything after
 * {@code --}, or after an option neither sshare nor this command knows (getopt stops there, picocli reports it).
 * fairshare's own options ({@code --slurm-conf}, {@code --ledger}...) are taken by their full names only, and so is
 * {@code --usage}, which is here the usage input and in sshare its help.
 */
public final class SshareAbbreviations implements CommandLine.IParameterPreprocessor {

  /** An abbreviation read, as typed (without {@code --}) and the name it was read as. */
  record Abbreviation(String typed, String name) {}

  @Override
  public boolean preprocess(Stack<String> args, CommandSpec spec, ArgSpec argSpec, Map<String, Object> info) {
    List<String> words = new ArrayList<>();
    while (!args.isEmpty()) {
      words.add(args.pop());
    }
    SlurmVersion table = release(words);
    List<Abbreviation> read = new ArrayList<>();
    scan:
    for (int i = 0; i < words.size(); i++) {
      String word = words.get(i);
      if (word.equals("--")) {
        break;
      }
      if (word.startsWith("--")) {
        int eq = word.indexOf('=');
        String typed = word.substring(2, eq < 0 ? word.length() : eq);
        OptionSpec own = spec.optionsMap().get("--" + typed);
        if (own == null) {
          own = abbreviated(spec, word, typed, table, read);
          if (own == null) {
            break; // getopt stops at an option it does not know; picocli reports it
          }
          words.set(i, own.longestName() + (eq < 0 ? "" : word.substring(eq)));
        }
        if (eq < 0 && own.arity().min() > 0) {
          i++;
        }
      } else if (word.startsWith("-") && word.length() > 1) {
        for (int k = 1; k < word.length(); k++) {
          OptionSpec option = spec.optionsMap().get("-" + word.charAt(k));
          if (option == null) {
            break scan;
          }
          if (option.arity().min() > 0) {
            i += k == word.length() - 1 ? 1 : 0;
            break;
          }
        }
      }
    }
    for (int i = words.size() - 1; i >= 0; i--) {
      args.push(words.get(i));
    }
    if (spec.userObject() instanceof SshareCommand command) {
      command.abbreviations = List.copyOf(read);
      command.abbreviationRelease = table;
    }
    return false;
  }

  /** The option of this command that {@code typed} abbreviates in sshare's table, else {@code null}. */
  private static OptionSpec abbreviated(CommandSpec spec, String word, String typed, SlurmVersion table,
      List<Abbreviation> read) {
    SshareLongOptions.Resolution resolution = SshareLongOptions.resolve(typed, table);
    if (!resolution.possibilities().isEmpty()) {
      String message = "fairshare: option '" + word + "' is ambiguous; possibilities: " + resolution.listed()
          + "\nTry \"fairshare sshare --help\" for more information";
      throw new CommandLine.ParameterException(spec.commandLine(), message, new BadInputException(message));
    }
    if (resolution.none() || resolution.option().name().equals("usage")) {
      return null;
    }
    OptionSpec option = spec.optionsMap().get("--" + resolution.option().name());
    if (option != null) {
      read.add(new Abbreviation(typed, resolution.option().name()));
    }
    return option;
  }

  /** The release whose table is read: {@code --slurm-version}'s, else 25.11. */
  private static SlurmVersion release(List<String> words) {
    for (int i = 0; i < words.size() && !words.get(i).equals("--"); i++) {
      String word = words.get(i);
      String value = word.equals("--slurm-version") && i + 1 < words.size() ? words.get(i + 1)
          : word.startsWith("--slurm-version=") ? word.substring("--slurm-version=".length()) : null;
      if (value != null) {
        try {
          return SlurmVersion.parse(value);
        } catch (IllegalArgumentException e) {
          return SlurmVersion.V25_11;
        }
      }
    }
    return SlurmVersion.V25_11;
  }

  /**
   * Refuses an abbreviation read with the table of 25.11 that sshare of {@code version}, the release a ticket-mode
   * slurm.conf selects, reads otherwise.
   */
  static void check(List<Abbreviation> read, SlurmVersion table, SlurmVersion version) {
    if (read == null || table.equals(version)) {
      return;
    }
    for (Abbreviation abbreviation : read) {
      SshareLongOptions.Resolution there = SshareLongOptions.resolve(abbreviation.typed(), version);
      if (there.option() != null && there.option().name().equals(abbreviation.name())) {
        continue;
      }
      String reading = there.none() ? "has no long option that starts with it"
          : there.option() == null ? "finds it ambiguous (" + there.listed() + ")"
          : "reads it as --" + there.option().name();
      throw new MisuseException("fairshare: --" + abbreviation.typed() + ": sshare of Slurm " + version + " "
          + reading + ", and --" + abbreviation.typed() + " was read with the long options of " + table + " (--"
          + abbreviation.name() + ")\n    hint: name the release with --slurm-version, or give the option's full name");
    }
  }
}
