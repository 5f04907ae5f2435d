package dev.fairshare.slurm.sshare;

/**
 * The Slurm release whose {@code sshare} output is reproduced, reduced to what changes the output
 * (docs/algorithms/slurm.md §4.5, §12): before 25.11 sshare computes FairShare itself for every row in classic
 * and depth-oblivious mode ({@code 2^(-E/S/d)}, root 0.5); from 25.11 it prints the stored factor of user
 * rows only.
 *
 * @param major the year part ({@code 22} of 22.05)
 * @param minor the month part ({@code 5} of 22.05)
 */
public record SlurmVersion(int major, int minor) {
  /** Slurm 22.05, as packaged by Debian 12. */
  public static final SlurmVersion V22_05 = new SlurmVersion(22, 5);
  /** Slurm 25.11, the first release with the stored-factor sshare. */
  public static final SlurmVersion V25_11 = new SlurmVersion(25, 11);

  /** Parses {@code YY.MM} (a patch level such as {@code 22.05.8} is accepted and ignored). */
  public static SlurmVersion parse(String text) {
    String[] parts = text.strip().split("\\.");
    if (parts.length < 2 || !parts[0].matches("\\d{2}") || !parts[1].matches("\\d{1,2}")) {
      throw new IllegalArgumentException("a Slurm version reads YY.MM, such as 22.05 or 25.11: " + text);
    }
    return new SlurmVersion(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
  }

  /** Whether sshare computes FairShare for every row itself (classic mode), as before 25.11. */
  public boolean clientSideFairShare() {
    return major < 25 || (major == 25 && minor < 11);
  }

  @Override
  public String toString() {
    return String.format("%02d.%02d", major, minor);
  }
}
