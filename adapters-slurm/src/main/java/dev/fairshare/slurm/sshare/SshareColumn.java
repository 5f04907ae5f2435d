package dev.fairshare.slurm.sshare;

/**
 * A column of {@code sshare}: its header and its width (negative: left-aligned), from the {@code fields}
 * table of {@code src/sshare/process.c} (docs/algorithms/slurm.md §8.2); the {@code OLD_} ones are the columns of
 * the releases of the ticket mode, 2.5 to 14.11, whose headers had spaces ({@code process.c} at
 * {@code slurm-2-5-7-1} and {@code slurm-14-11-11-1}; §8.5).
 */
public enum SshareColumn {
  ACCOUNT("Account", -20),
  USER("User", 10),
  RAW_SHARES("RawShares", 10),
  NORM_SHARES("NormShares", 11),
  RAW_USAGE("RawUsage", 11),
  NORM_USAGE("NormUsage", 11),
  EFFECTV_USAGE("EffectvUsage", 13),
  FAIR_SHARE("FairShare", 10),
  LEVEL_FS("LevelFS", 10),
  GRP_TRES_MINS("GrpTRESMins", 30),
  TRES_RUN_MINS("TRESRunMins", 30),
  OLD_RAW_SHARES("Raw Shares", 10, true),
  OLD_NORM_SHARES("Norm Shares", 11, true),
  OLD_RAW_USAGE("Raw Usage", 11, true),
  OLD_NORM_USAGE("Norm Usage", 11, true),
  OLD_EFFECTV_USAGE("Effectv Usage", 13, true),
  OLD_GRP_CPU_MINS("GrpCPUMins", 11, true),
  OLD_CPU_RUN_MINS("CPURunMins", 15, true);

  private final String header;
  private final int width;
  private final boolean old;

  SshareColumn(String header, int width) {
    this(header, width, false);
  }

  SshareColumn(String header, int width, boolean old) {
    this.header = header;
    this.width = width;
    this.old = old;
  }

  /** The header text. */
  public String header() {
    return header;
  }

  /** The printf width: negative for left-aligned. */
  public int width() {
    return width;
  }

  /** The column of a header text of today's sshare (the one read back), or {@code null}. */
  public static SshareColumn ofHeader(String text) {
    for (SshareColumn c : values()) {
      if (!c.old && c.header.equals(text)) {
        return c;
      }
    }
    return null;
  }
}
