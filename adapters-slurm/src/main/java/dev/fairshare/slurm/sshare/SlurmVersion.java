package dev.fairshare.slurm.sshare;

/**
 * The Slurm release whose {@code sshare} output is reproduced, reduced to what changes the output
 * (docs/algorithms/slurm.md §4.5, §8.5, §12): before 25.11 sshare computes FairShare itself for every row in classic
 * and depth-oblivious mode ({@code 2^(-E/S/d)}, root 0.5); from 25.11 it prints the stored factor of user
 * rows only. The releases of the ticket mode (2.5, 2.6, 14.03, 14.11) print the older column set of §8.5.
 *
 * @param major the year part ({@code 22} of 22.05; {@code 2} of 2.5)
 * @param minor the month part ({@code 5} of 22.05)
 */
public record SlurmVersion(int major, int minor) {
  /** Slurm 2.5, whose ticket mode is {@code PriorityType=priority/multifactor2}. */
  public static final SlurmVersion V2_5 = new SlurmVersion(2, 5);
  /** Slurm 2.6, the first release with {@code PriorityFlags=TICKET_BASED}. */
  public static final SlurmVersion V2_6 = new SlurmVersion(2, 6);
  /** Slurm 14.03. */
  public static final SlurmVersion V14_03 = new SlurmVersion(14, 3);
  /** Slurm 14.11, the last release with {@code TICKET_BASED}. */
  public static final SlurmVersion V14_11 = new SlurmVersion(14, 11);
  /** Slurm 22.05, as packaged by Debian 12. */
  public static final SlurmVersion V22_05 = new SlurmVersion(22, 5);
  /** Slurm 25.11, the first release with the stored-factor sshare. */
  public static final SlurmVersion V25_11 = new SlurmVersion(25, 11);

  /**
   * Parses {@code YY.MM} or one of the early releases {@code 2.5} and {@code 2.6} (a patch level such as
   * {@code 22.05.8} is accepted and ignored).
   */
  public static SlurmVersion parse(String text) {
    String[] parts = text.strip().split("\\.");
    if (parts.length < 2 || !parts[0].matches("\\d{1,2}") || !parts[1].matches("\\d{1,2}")) {
      throw new IllegalArgumentException("a Slurm version reads YY.MM, such as 22.05 or 25.11 (or 2.5, 2.6): "
          + text);
    }
    return new SlurmVersion(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
  }

  /** Whether this release came before {@code other} (major, then minor). */
  public boolean isBefore(SlurmVersion other) {
    return major < other.major || (major == other.major && minor < other.minor);
  }

  /** Whether sshare computes FairShare for every row itself (classic mode), as before 25.11. */
  public boolean clientSideFairShare() {
    return isBefore(V25_11);
  }

  /** Whether this release is before 15.08, when the ticket mode was removed (and sshare's columns renamed). */
  public boolean beforeTicketRemoval() {
    return major < 15;
  }

  /** Whether sshare's {@code -o}, {@code -e} and {@code -m} exist: from 15.08. */
  public boolean hasFormatOptions() {
    return !beforeTicketRemoval();
  }

  /** Whether {@code slurm_addto_char_list} trims each item of white space (from 25.05, {@code _add_to_list}). */
  public boolean trimsListItems() {
    return !isBefore(new SlurmVersion(25, 5));
  }

  /**
   * The {@code fairshare.algorithms.slurm.ticket.version} of this release's ticket mode: {@code 2.5};
   * {@code 2.6} for 2.6 and 14.03 (the same code); {@code 14.11}; {@code null} for any other release.
   */
  public String ticketVersion() {
    if (equals(V2_5)) {
      return "2.5";
    }
    if (equals(V2_6) || equals(V14_03)) {
      return "2.6";
    }
    return equals(V14_11) ? "14.11" : null;
  }

  @Override
  public String toString() {
    return major < 10 ? major + "." + minor : String.format("%02d.%02d", major, minor);
  }
}
