package dev.fairshare.slurm.sshare;

/**
 * A column of {@code sshare}: its header and its width (negative: left-aligned), from the {@code fields}
 * table of {@code src/sshare/process.c} (docs/algorithms/slurm.md §8.2).
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
  TRES_RUN_MINS("TRESRunMins", 30);

  private final String header;
  private final int width;

  SshareColumn(String header, int width) {
    this.header = header;
    this.width = width;
  }

  /** The header text. */
  public String header() {
    return header;
  }

  /** The printf width: negative for left-aligned. */
  public int width() {
    return width;
  }

  /** The column of a header text, or {@code null}. */
  public static SshareColumn ofHeader(String text) {
    for (SshareColumn c : values()) {
      if (c.header.equals(text)) {
        return c;
      }
    }
    return null;
  }
}
