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
 * @param format the fields of {@code -o} ({@link SshareFieldList}), {@code null} for the default set
 * @param partitions {@code -m}: the default set has Partition after User
 */
public record SshareOptions(boolean longFormat, Parsable parsable, boolean noHeader, boolean fairTree,
    SlurmVersion version, int dampeningFactor, java.util.List<SshareField> format, boolean partitions) {

  /** The options of the default set, without {@code -o} or {@code -m}. */
  public SshareOptions(boolean longFormat, Parsable parsable, boolean noHeader, boolean fairTree,
      SlurmVersion version, int dampeningFactor) {
    this(longFormat, parsable, noHeader, fairTree, version, dampeningFactor, null, false);
  }

  /**
   * The fields printed: those of {@code -o}, else the default set of this mode and release with Partition after
   * User under {@code -m} ({@code process.c}), each at its width.
   */
  public java.util.List<SshareField> printed() {
    if (format != null) {
      return format;
    }
    java.util.List<SshareField> fields = new java.util.ArrayList<>();
    for (SshareColumn c : columns()) {
      fields.add(SshareField.of(c));
      if (c == SshareColumn.USER && partitions) {
        fields.add(SshareField.of(SshareColumn.PARTITION));
      }
    }
    return fields;
  }

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
