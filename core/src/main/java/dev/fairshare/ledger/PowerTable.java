package dev.fairshare.ledger;

import java.util.Arrays;

/**
 * The powers {@code base^e} of one base for the exponents {@code e = offset + step·m}, {@code 0 <= m < limit},
 * each computed once with {@link Math#pow} and then looked up; any other exponent is computed each time. The
 * values are Math.pow's own, bit for bit: a snapshot valuing millions of charges (docs/ledger.md, "Reading as
 * of an instant") pays once for each cycle boundary and piece length instead of once per charge.
 *
 * <p>Not thread-safe: one per reading.
 */
final class PowerTable {
  private static final int FIRST = 1024;

  private final double base;
  private final long offset;
  private final long step;
  private final int limit;
  private double[] values = new double[0];

  /** A table of {@code base^(offset + step·m)} for {@code 0 <= m < limit}; {@code step >= 1}. */
  PowerTable(double base, long offset, long step, int limit) {
    this.base = base;
    this.offset = offset;
    this.step = step;
    this.limit = limit;
  }

  /** {@code Math.pow(base, e)}. */
  double pow(long e) {
    long d = e - offset;
    if (d < 0) {
      return Math.pow(base, e);
    }
    long m = step == 1 ? d : d / step;
    if (m >= limit || m * step != d) {
      return Math.pow(base, e);
    }
    int i = (int) m;
    if (i >= values.length) {
      grow(i);
    }
    double v = values[i];
    if (Double.isNaN(v)) {
      v = Math.pow(base, e);
      values[i] = v;
    }
    return v;
  }

  private void grow(int index) {
    int old = values.length;
    int n = (int) Math.min(limit, Math.max(index + 1L, Math.max(FIRST, 2L * old)));
    values = Arrays.copyOf(values, n);
    Arrays.fill(values, old, n, Double.NaN);
  }
}
