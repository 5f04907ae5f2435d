package dev.fairshare.slurm.sshare;

/** The integer cells of sshare output: RawShares ({@code uint32}) and RawUsage ({@code uint64}). */
final class SshareNumbers {
  private SshareNumbers() {}

  /** The value of an unsigned decimal cell, or -1 when it is not one. */
  static double unsigned(String text) {
    if (text == null || !text.matches("\\d{1,20}")) {
      return -1;
    }
    return Double.parseDouble(text);
  }
}
