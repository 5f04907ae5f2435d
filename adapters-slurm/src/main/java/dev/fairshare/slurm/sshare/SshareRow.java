package dev.fairshare.slurm.sshare;

/**
 * One row of {@code sshare} output as read back.
 *
 * @param line the 1-based line number
 * @param depth the indentation of the Account cell (0 for the root row)
 * @param account the Account cell without its indentation (a user row's account)
 * @param user the User cell, or {@code null} for an account row
 * @param rawShares the RawShares cell ({@code ""} for the root, {@code parent}, or a number)
 * @param rawUsage the RawUsage cell
 * @param grpTresMins the GrpTRESMins cell, or {@code null} if the output has no such column
 * @param tresRunMins the TRESRunMins cell, or {@code null} if the output has no such column
 * @param truncated whether an aligned Account or User cell was cut to its width (ended in {@code +}); the
 *     names then hold the part that was printed, without the {@code +}
 */
public record SshareRow(int line, int depth, String account, String user, String rawShares, String rawUsage,
    String grpTresMins, String tresRunMins, boolean truncated) {

  /** Whether this is a user row. */
  public boolean isUser() {
    return user != null;
  }
}
