package dev.fairshare.slurm.sshare;

/**
 * One printed column of {@code sshare}: which column and the printf width it is printed with ({@code len} of
 * {@code print_field_t}; negative: left-aligned), its default width unless {@code -o} gave one.
 *
 * @param column the column
 * @param width the signed width, never 0
 */
public record SshareField(SshareColumn column, int width) {

  /** The column at its default width. */
  public static SshareField of(SshareColumn column) {
    return new SshareField(column, column.width());
  }
}
