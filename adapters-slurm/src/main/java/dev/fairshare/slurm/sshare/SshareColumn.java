package dev.fairshare.slurm.sshare;

/**
 * A column of {@code sshare}: its header and its default width (negative: left-aligned), from the {@code fields}
 * table of {@code src/sshare/process.c} (docs/algorithms/slurm.md §8.2); the {@code OLD_} ones are the columns of
 * the releases of the ticket mode, 2.5 to 14.11, whose headers had spaces ({@code process.c} at
 * {@code slurm-2-5-7-1} and {@code slurm-14-11-11-1}; §8.5). Cluster, GrpTRESRaw, ID and Partition are printed
 * only when {@code -o} or {@code -m} asks for them, and are not read back from sshare output.
 */
public enum SshareColumn {
  ACCOUNT("Account", -20),
  CLUSTER("Cluster", 10, true),
  GRP_TRES_RAW("GrpTRESRaw", 30, true),
  ID("ID", 6, true),
  PARTITION("Partition", 12, true),
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
  private final boolean notReadBack;

  SshareColumn(String header, int width) {
    this(header, width, false);
  }

  SshareColumn(String header, int width, boolean notReadBack) {
    this.header = header;
    this.width = width;
    this.notReadBack = notReadBack;
  }

  /** The header text. */
  public String header() {
    return header;
  }

  /** The default printf width: negative for left-aligned. */
  public int width() {
    return width;
  }

  /** The column of a header text of today's sshare (the one read back), or {@code null}. */
  public static SshareColumn ofHeader(String text) {
    for (SshareColumn c : values()) {
      if (!c.notReadBack && c.header.equals(text)) {
        return c;
      }
    }
    return null;
  }
}
