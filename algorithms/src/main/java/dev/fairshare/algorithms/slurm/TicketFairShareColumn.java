package dev.fairshare.algorithms.slurm;

/**
 * The FairShare that {@code sshare} printed in the ticket mode (docs/algorithms/slurm.md §8.5): not the tickets
 * but {@code priority_g_calc_fs_factor((long double) usage_efctv, (long double) shares_norm)}, computed by the
 * client from the two doubles the controller sent ({@code src/sshare/process.c} at {@code slurm-2-5-7-1} and
 * {@code slurm-14-11-11-1}), that is the plugin's {@code priority_p_calc_fs_factor}: 0 for a {@code usage_efctv}
 * within 0.00001 of NO_VAL ({@code fuzzy_equal}); then {@code S / max(E, 0.01·S)} in x87 {@code long double},
 * rounded to a double, when S > 0, else 0. 2.5's plugin ({@code priority_multifactor2.c}) tests
 * {@code shares_norm > 0.0}, so a NaN S gives 0; 2.6's to 14.11's ({@code priority_multifactor.c}) test
 * {@code shares_norm <= 0}, so a NaN S gives NaN.
 */
public final class TicketFairShareColumn {
  private static final double NO_VAL = 4294967294.0;

  private TicketFairShareColumn() {}

  /** The FairShare cell's value for a row's EffectvUsage and NormShares under a release's plugin. */
  public static double of(TicketVersion version, double usageEfctv, double sharesNorm) {
    double d = usageEfctv - NO_VAL;
    if (d > -0.00001 && d < 0.00001) {
      return 0.0;
    }
    if (Double.isNaN(sharesNorm)) {
      return version == TicketVersion.V2_5 ? 0.0 : Double.NaN;
    }
    if (!(sharesNorm > 0.0)) {
      return 0.0;
    }
    if (Double.isNaN(usageEfctv)) {
      return Double.NaN;
    }
    X87 x = new X87().set(usageEfctv);
    return TicketUsage.fsFactor(x, x.mant, x.exp, sharesNorm);
  }
}
