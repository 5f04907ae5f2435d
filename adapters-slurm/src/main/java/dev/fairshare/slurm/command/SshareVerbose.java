package dev.fairshare.slurm.command;

import dev.fairshare.slurm.sshare.SlurmCharList;
import dev.fairshare.slurm.sshare.SlurmVersion;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.ParseResult;

/**
 * What {@code sshare -v} adds on standard error ({@code main} of {@code src/sshare/sshare.c}, docs/algorithms/slurm.md
 * §8.6): {@code Users requested:} with {@code all}, the names of {@code -u} (each once, compared without case, the
 * first spelling kept) or the user running it, then {@code Accounts requested:} with the accounts of {@code -A} as
 * {@code slurm_addto_char_list} keeps them (lower-cased, a repeated one at its last place) or {@code all}; each name
 * on a line of its own after a tab and {@code ": "}.
 */
final class SshareVerbose {
  private SshareVerbose() {}

  /**
   * The lines of a parsed command line.
   *
   * @param caller the user sshare runs as; empty for the user running this command
   */
  static String lines(ParseResult parsed, List<String> accountLists, String caller, SlurmVersion version) {
    SshareRowOptions.UsersRequested requested = SshareRowOptions.usersRequested(parsed, version);
    boolean all = requested.all();
    List<String> users = requested.names();
    StringBuilder out = new StringBuilder("Users requested:\n");
    if (all) {
      out.append("\t: all\n");
    } else if (!users.isEmpty()) {
      users.forEach(name -> out.append("\t: ").append(name).append('\n'));
    } else {
      out.append("\t: ").append(caller.isEmpty() ? System.getProperty("user.name", "") : caller).append('\n');
    }
    List<String> accounts = new ArrayList<>();
    for (String list : accountLists == null ? List.<String>of() : accountLists) {
      SlurmCharList.add(accounts, list, version);
    }
    out.append("Accounts requested:\n");
    if (accounts.isEmpty()) {
      out.append("\t: all\n");
    } else {
      accounts.forEach(name -> out.append("\t: ").append(name).append('\n'));
    }
    return out.toString();
  }
}
