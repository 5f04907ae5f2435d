package dev.fairshare.slurm.sshare;

/**
 * The {@code sshare -a} flags and client settings that shape its output (docs/algorithms/slurm.md §8).
 *
 * @param longFormat {@code -l}
 * @param parsable {@code -p}, {@code -P} or neither
 * @param noHeader {@code -n}
 * @param fairTree whether the client's PriorityFlags select Fair Tree (it picks the column set)
 * @param version the Slurm release (one before 15.08 prints the ticket mode's columns, §8.5)
 * @param dampeningFactor the client's FairShareDampeningFactor (used by classic sshare before 25.11)
 */
public record SshareOptions(boolean longFormat, Parsable parsable, boolean noHeader, boolean fairTree,
    SlurmVersion version, int dampeningFactor) {

  /** The default column set of this mode and release ({@code process.c}). */
  public java.util.List<SshareColumn> columns() {
    if (version.beforeTicketRemoval()) {
      return longFormat ? java.util.List.of(SshareColumn.ACCOUNT, SshareColumn.USER, SshareColumn.OLD_RAW_SHARES,
          SshareColumn.OLD_NORM_SHARES, SshareColumn.OLD_RAW_USAGE, SshareColumn.OLD_NORM_USAGE,
          SshareColumn.OLD_EFFECTV_USAGE, SshareColumn.FAIR_SHARE, SshareColumn.OLD_GRP_CPU_MINS,
          SshareColumn.OLD_CPU_RUN_MINS)
          : java.util.List.of(SshareColumn.ACCOUNT, SshareColumn.USER, SshareColumn.OLD_RAW_SHARES,
              SshareColumn.OLD_NORM_SHARES, SshareColumn.OLD_RAW_USAGE, SshareColumn.OLD_EFFECTV_USAGE,
              SshareColumn.FAIR_SHARE);
    }
    if (!longFormat) {
      return java.util.List.of(SshareColumn.ACCOUNT, SshareColumn.USER, SshareColumn.RAW_SHARES,
          SshareColumn.NORM_SHARES, SshareColumn.RAW_USAGE, SshareColumn.EFFECTV_USAGE,
          SshareColumn.FAIR_SHARE);
    }
    if (fairTree) {
      return java.util.List.of(SshareColumn.ACCOUNT, SshareColumn.USER, SshareColumn.RAW_SHARES,
          SshareColumn.NORM_SHARES, SshareColumn.RAW_USAGE, SshareColumn.NORM_USAGE,
          SshareColumn.EFFECTV_USAGE, SshareColumn.FAIR_SHARE, SshareColumn.LEVEL_FS,
          SshareColumn.GRP_TRES_MINS, SshareColumn.TRES_RUN_MINS);
    }
    return java.util.List.of(SshareColumn.ACCOUNT, SshareColumn.USER, SshareColumn.RAW_SHARES,
        SshareColumn.NORM_SHARES, SshareColumn.RAW_USAGE, SshareColumn.NORM_USAGE,
        SshareColumn.EFFECTV_USAGE, SshareColumn.FAIR_SHARE, SshareColumn.GRP_TRES_MINS,
        SshareColumn.TRES_RUN_MINS);
  }
}
