package dev.fairshare.conversion;

import java.util.Objects;

/**
 * What a conversion target can express, in the neutral model's terms: the source rules consult it to decide
 * what a construct of theirs becomes, and the conversion's own rules (parent shares, share values) follow it.
 *
 * @param title the scheduler's name as the report writes it ({@code Slurm}, {@code PBS})
 * @param parentShares whether a node can take its parent's share (Slurm's {@code FairShare=parent})
 * @param zeroShares whether a node can have 0 shares (LSF's cannot)
 * @param collectiveGroups whether a group can be one account shared by its members (LSF's groups named
 *     without {@code @}); a group whose users all take the parent's share becomes one
 * @param catchAll the target's account for every user it is not told of, or {@code null} when it has none
 * @param unnamedUsers what happens on the target to a user it is not told of, for the report (Slurm:
 *     {@code users without an association cannot submit})
 */
public record TargetTraits(String title, boolean parentShares, boolean zeroShares, boolean collectiveGroups,
    CatchAll catchAll, String unnamedUsers) {

  public TargetTraits {
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(unnamedUsers, "unnamedUsers");
  }

  /** Whether the target has a catch-all account. */
  public boolean hasCatchAll() {
    return catchAll != null;
  }
}
