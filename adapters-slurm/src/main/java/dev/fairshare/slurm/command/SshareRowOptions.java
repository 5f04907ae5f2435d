package dev.fairshare.slurm.command;

import dev.fairshare.command.MisuseException;
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
   */
  static SshareRows rows(ParseResult parsed, List<String> accountLists, boolean usersOnly, String caller) {
    UsersRequested requested = usersRequested(parsed);
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
      accounts = new LinkedHashSet<>();
      for (String list : accountLists) {
        accounts.addAll(SshareRows.names(list));
      }
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

  /** Walks {@code -a} and {@code -u} in the order given, as {@code main} of {@code src/sshare/sshare.c}. */
  static UsersRequested usersRequested(ParseResult parsed) {
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
        names.addAll(SshareRows.names(value));
      }
    }
    return new UsersRequested(all, List.copyOf(names));
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
