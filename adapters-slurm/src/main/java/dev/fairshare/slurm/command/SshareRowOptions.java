package dev.fairshare.slurm.command;

import dev.fairshare.command.MisuseException;
import dev.fairshare.slurm.sshare.SlurmCharList;
import dev.fairshare.slurm.sshare.SlurmVersion;
import dev.fairshare.slurm.sshare.SshareRows;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * The rows {@code fairshare sshare}'s {@code -a}, {@code -u}, {@code -A} and {@code -U} select, read as
 * {@code main} of Slurm's {@code src/sshare/sshare.c} reads them: every {@code -u} adds its names to one list
 * ({@code -u -1} is {@code -a}); the last of {@code -a} and {@code -u} decides whether the list counts or every
 * user's rows are shown; with neither (or only empty lists) sshare shows the rows of the user who runs it.
 */
final class SshareRowOptions {
  private SshareRowOptions() {}

  /**
   * The rows of a parsed command line.
   *
   * @param parsed the command line, whose {@code -a} and {@code -u} are taken in their order
   * @param accountLists the values of {@code -A}, {@code null} if none
   * @param usersOnly {@code -U}
   * @param caller the user sshare runs as; empty for the user running this command
   * @param version the release, whose list helpers split {@code -A} and {@code -u} ({@link SlurmCharList})
   */
  static SshareRows rows(ParseResult parsed, List<String> accountLists, boolean usersOnly, String caller,
      SlurmVersion version) {
    UsersRequested requested = usersRequested(parsed, version);
    boolean all = requested.all();
    Set<String> users = new LinkedHashSet<>();
    for (String name : requested.names()) {
      users.add(checked(name));
    }
    if (!all && users.isEmpty()) {
      users.add(caller.isEmpty() ? System.getProperty("user.name", "") : caller);
    }
    Set<String> accounts = null;
    if (accountLists != null) {
      List<String> listed = new ArrayList<>();
      for (String list : accountLists) {
        try {
          SlurmCharList.add(listed, list, version);
        } catch (SlurmCharList.UnreadableListException e) {
          throw listMisuse("-A", list, e);
        }
      }
      accounts = new LinkedHashSet<>(listed);
      if (accounts.isEmpty()) {
        accounts.add("");
      }
    }
    return new SshareRows(all ? null : users, accounts, usersOnly);
  }

  /**
   * What {@code -a} and {@code -u} ask for, in command-line order: every name of every {@code -u}, and whether
   * the last of {@code -a} and {@code -u} (or {@code -u -1}) asks for every user.
   */
  record UsersRequested(boolean all, List<String> names) {}

  /**
   * Walks {@code -a} and {@code -u} in the order given, as {@code main} of {@code src/sshare/sshare.c}: the names of
   * every {@code -u} in one list, each once in any case, the first spelling kept.
   */
  static UsersRequested usersRequested(ParseResult parsed, SlurmVersion version) {
    boolean all = false;
    List<String> names = new ArrayList<>();
    OptionSpec u = parsed.matchedOption("--users");
    Iterator<String> values = u == null ? List.<String>of().iterator() : u.stringValues().iterator();
    for (ArgSpec arg : parsed.matchedArgs()) {
      if (!(arg instanceof OptionSpec option)) {
        continue;
      }
      if (option.longestName().equals("--all")) {
        all = true;
      } else if (option.longestName().equals("--users")) {
        String value = values.next();
        if (value.equals("-1")) {
          all = true;
          continue;
        }
        all = false;
        try {
          SlurmCharList.addUsers(names, value, version);
        } catch (SlurmCharList.UnreadableListException e) {
          throw listMisuse("-u", value, e);
        }
      }
    }
    return new UsersRequested(all, List.copyOf(names));
  }

  /** A list option's value that the release's list helper reads otherwise than fairshare can follow. */
  static MisuseException listMisuse(String option, String value, IllegalArgumentException e) {
    String hint = e instanceof SlurmCharList.UnreadableListException unreadable ? unreadable.hint()
        : "give the names one by one";
    return new MisuseException("fairshare: " + option + " " + value + ": " + e.getMessage() + "\n    hint: " + hint);
  }

  /** A user's name; sshare takes one that starts with a digit for a uid of the machine it runs on. */
  private static String checked(String name) {
    if (name.charAt(0) >= '0' && name.charAt(0) <= '9') {
      throw new MisuseException("fairshare: -u " + name + ": sshare reads a name that starts with a digit as a "
          + "uid and turns it into a name on the machine it runs on, which fairshare cannot do\n"
          + "    hint: give the user's name");
    }
    return name;
  }
}
