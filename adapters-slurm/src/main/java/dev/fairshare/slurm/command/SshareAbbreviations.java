package dev.fairshare.slurm.command;

import dev.fairshare.command.BadInputException;
import dev.fairshare.format.LineSource;
import dev.fairshare.slurm.conf.SlurmConfReader;
import dev.fairshare.slurm.conf.SlurmPriorityConfig;
import dev.fairshare.slurm.sshare.SlurmVersion;
import java.nio.file.Path;
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
 * command's names becomes the sshare option it abbreviates in the table of the release the command reproduces
 * ({@link TicketRelease}: {@code --slurm-version}'s, else the {@code --slurm-conf} file's, 2.5 or 14.11 in the
 * ticket mode and 25.11 outside it, the file read here and handed to the command; 25.11's where the file cannot be
 * read, whose problems the command then reports), and an ambiguous one is glibc's message and sshare's exit 1.
 * An option's value (the word
 * after {@code -A}, {@code --slurm-conf}...) is never read as an option, as getopt does not; nor is anything after
 * {@code --}, or after an option neither sshare nor this command knows (getopt stops there, picocli reports it).
 * fairshare's own options ({@code --slurm-conf}, {@code --ledger}...) are taken by their full names only, and so is
 * {@code --usage}, which is here the usage input and in sshare its help.
 */
public final class SshareAbbreviations implements CommandLine.IParameterPreprocessor {

  @Override
  public boolean preprocess(Stack<String> args, CommandSpec spec, ArgSpec argSpec, Map<String, Object> info) {
    List<String> words = new ArrayList<>();
    while (!args.isEmpty()) {
      words.add(args.pop());
    }
    ReadConf read = readConf(words);
    SlurmVersion table = release(words, read);
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
          own = abbreviated(spec, word, typed, table);
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
    if (spec.userObject() instanceof SshareCommand command && read != null) {
      command.readConf = read;
    }
    return false;
  }

  /** The option of this command that {@code typed} abbreviates in sshare's table, else {@code null}. */
  private static OptionSpec abbreviated(CommandSpec spec, String word, String typed, SlurmVersion table) {
    SshareLongOptions.Resolution resolution = SshareLongOptions.resolve(typed, table);
    if (!resolution.possibilities().isEmpty()) {
      String message = "fairshare: option '" + word + "' is ambiguous; possibilities: " + resolution.listed()
          + "\nTry \"fairshare sshare --help\" for more information";
      throw new CommandLine.ParameterException(spec.commandLine(), message, new BadInputException(message));
    }
    if (resolution.none() || resolution.option().name().equals("usage")) {
      return null;
    }
    return spec.optionsMap().get("--" + resolution.option().name());
  }

  /**
   * The slurm.conf of {@code --slurm-conf} as read here, for the command to use instead of reading it again.
   *
   * @param path the file, as the command line names it
   * @param conf what it holds
   */
  record ReadConf(Path path, SlurmPriorityConfig conf) {}

  /**
   * The release whose table is read: {@code --slurm-version}'s (25.11's if it names none), else the one the
   * slurm.conf selects ({@link TicketRelease#resolve}), else 25.11.
   */
  private static SlurmVersion release(List<String> words, ReadConf read) {
    String given = value(words, "--slurm-version");
    if (given != null) {
      try {
        return SlurmVersion.parse(given);
      } catch (IllegalArgumentException e) {
        return SlurmVersion.V25_11;
      }
    }
    return read == null ? SlurmVersion.V25_11 : TicketRelease.resolve(read.conf(), null, null);
  }

  /** The slurm.conf {@code --slurm-conf} names, read, or {@code null} where none is named or it cannot be read. */
  private static ReadConf readConf(List<String> words) {
    String named = value(words, "--slurm-conf");
    if (named == null) {
      return null;
    }
    try {
      Path path = Path.of(named);
      return new ReadConf(path, SlurmConfReader.read(LineSource.read(path)));
    } catch (RuntimeException e) {
      return null; // the command reads it again and reports why it cannot be read
    }
  }

  /** The value of the option {@code name} ({@code NAME VALUE} or {@code NAME=VALUE}) before any {@code --}. */
  private static String value(List<String> words, String name) {
    for (int i = 0; i < words.size() && !words.get(i).equals("--"); i++) {
      String word = words.get(i);
      if (word.equals(name) && i + 1 < words.size()) {
        return words.get(i + 1);
      }
      if (word.startsWith(name + "=")) {
        return word.substring(name.length() + 1);
      }
    }
    return null;
  }
}
