package dev.fairshare.algorithms.slurm;

import java.util.Arrays;
import java.util.Objects;

/**
 * Slurm's multifactor job priority: the weighted sum of a job's factors, clamped to [1, 2^32−1] and
 * truncated to an integer (docs/algorithms/slurm.md §7; {@code priority_multifactor.c}: {@code _get_priority_internal},
 * {@code set_priority_factors}, {@code _get_tres_prio_weighted}).
 *
 * <pre>{@code
 * P = Wage·age + Wassoc·assoc + Wfs·fs + Wjs·js + Wpart·part + Wqos·qos + Σ Wtres_i·tres_i
 *     + (site − NICE_OFFSET) − (nice − NICE_OFFSET)
 * }</pre>
 *
 * A factor enters only when its weight is non-zero (Slurm leaves it at 0 otherwise, so even a NaN factor
 * adds nothing); the TRES terms only when TRES weights are configured. The sum is {@code double}, in this
 * order. Below 1 it becomes 1 (0 is reserved for held jobs); above 4294967295, or NaN, it becomes
 * 4294967295 (C's conversions are undefined from 2^64 on; this clamps them too); then it is truncated.
 * The caller computes the partition and QOS factors (0 when their raw priority is 0, §7); the fair-share
 * factor is an algorithm's {@code FACTOR} of the job's association.
 */
public final class JobPriority {
  /** Slurm's {@code NICE_OFFSET}: site factor and nice are stored offset by it. */
  public static final long NICE_OFFSET = 0x80000000L;
  /** The largest priority, 2^32 − 1. */
  public static final long MAX = 0xffffffffL;

  private JobPriority() {}

  /**
   * The {@code PriorityWeight*} settings.
   *
   * @param age PriorityWeightAge, 0..2^32−1 (Slurm's default 0, as for all of them)
   * @param assoc PriorityWeightAssoc
   * @param fairshare PriorityWeightFairshare
   * @param jobSize PriorityWeightJobSize
   * @param partition PriorityWeightPartition
   * @param qos PriorityWeightQOS
   * @param tres PriorityWeightTRES per TRES, in the controller's TRES order (negative allowed); empty when
   *     not configured
   */
  public record Weights(long age, long assoc, long fairshare, long jobSize, long partition, long qos,
      double[] tres) {
    public Weights {
      for (long w : new long[] {age, assoc, fairshare, jobSize, partition, qos}) {
        if (w < 0 || w > MAX) {
          throw new IllegalArgumentException("a PriorityWeight must be 0.." + MAX + ": " + w);
        }
      }
      tres = tres == null ? new double[0] : tres.clone();
    }

    /** Weights without TRES weights. */
    public static Weights of(long age, long assoc, long fairshare, long jobSize, long partition, long qos) {
      return new Weights(age, assoc, fairshare, jobSize, partition, qos, new double[0]);
    }

    @Override
    public double[] tres() {
      return tres.clone();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Weights w && age == w.age && assoc == w.assoc && fairshare == w.fairshare
          && jobSize == w.jobSize && partition == w.partition && qos == w.qos && Arrays.equals(tres, w.tres);
    }

    @Override
    public int hashCode() {
      return Objects.hash(age, assoc, fairshare, jobSize, partition, qos, Arrays.hashCode(tres));
    }

    @Override
    public String toString() {
      return "Weights[age=" + age + ", assoc=" + assoc + ", fairshare=" + fairshare + ", jobSize=" + jobSize
          + ", partition=" + partition + ", qos=" + qos + ", tres=" + Arrays.toString(tres) + "]";
    }
  }

  /**
   * One job's factors, as {@code set_priority_factors} leaves them before weighting.
   *
   * @param age the age factor, 0..1
   * @param assoc the association priority factor
   * @param fairshare the fair-share factor
   * @param jobSize the job size factor, 0..1
   * @param partition the partition factor
   * @param qos the QOS factor
   * @param tres the TRES factors, one per TRES weight (may be empty)
   * @param site the stored site factor, {@code NICE_OFFSET} + the admin's value (NICE_OFFSET when unset)
   * @param nice the stored nice, {@code NICE_OFFSET} + the user's nice (NICE_OFFSET when unset)
   */
  public record Factors(double age, double assoc, double fairshare, double jobSize, double partition,
      double qos, double[] tres, long site, long nice) {
    public Factors {
      tres = tres == null ? new double[0] : tres.clone();
      if (site < 0 || site > MAX || nice < 0 || nice > MAX) {
        throw new IllegalArgumentException("site and nice are uint32 values offset by NICE_OFFSET");
      }
    }

    /** Factors with no TRES factors, site factor 0 and nice 0. */
    public static Factors of(double age, double assoc, double fairshare, double jobSize, double partition,
        double qos) {
      return new Factors(age, assoc, fairshare, jobSize, partition, qos, new double[0], NICE_OFFSET,
          NICE_OFFSET);
    }

    /** These factors with a site factor and a nice value, given as the admin and user set them. */
    public Factors withSiteAndNice(long siteFactor, long niceValue) {
      return new Factors(age, assoc, fairshare, jobSize, partition, qos, tres, siteFactor + NICE_OFFSET,
          niceValue + NICE_OFFSET);
    }

    @Override
    public double[] tres() {
      return tres.clone();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Factors f && Double.compare(age, f.age) == 0 && Double.compare(assoc, f.assoc) == 0
          && Double.compare(fairshare, f.fairshare) == 0 && Double.compare(jobSize, f.jobSize) == 0
          && Double.compare(partition, f.partition) == 0 && Double.compare(qos, f.qos) == 0
          && Arrays.equals(tres, f.tres) && site == f.site && nice == f.nice;
    }

    @Override
    public int hashCode() {
      return Objects.hash(age, assoc, fairshare, jobSize, partition, qos, Arrays.hashCode(tres), site, nice);
    }

    @Override
    public String toString() {
      return "Factors[age=" + age + ", assoc=" + assoc + ", fairshare=" + fairshare + ", jobSize=" + jobSize
          + ", partition=" + partition + ", qos=" + qos + ", tres=" + Arrays.toString(tres) + ", site=" + site
          + ", nice=" + nice + "]";
    }
  }

  /** The priority of a job whose priority an admin did not set. */
  public static long priority(Weights w, Factors f) {
    double[] tresWeights = w.tres;
    double tres = 0.0;
    if (tresWeights.length > 0) {
      if (f.tres.length != tresWeights.length) {
        throw new IllegalArgumentException(
            "TRES factors (" + f.tres.length + ") do not match TRES weights (" + tresWeights.length + ")");
      }
      for (int i = 0; i < tresWeights.length; i++) {
        tres += f.tres[i] * tresWeights[i];
      }
    }
    double p = weighted(w.age, f.age)
        + weighted(w.assoc, f.assoc)
        + weighted(w.fairshare, f.fairshare)
        + weighted(w.jobSize, f.jobSize)
        + weighted(w.partition, f.partition)
        + weighted(w.qos, f.qos)
        + tres
        + (double) (f.site - NICE_OFFSET)
        - (double) (f.nice - NICE_OFFSET);
    if (p < 1) {
      p = 1;
    }
    if (!(p <= MAX)) {
      return MAX;
    }
    return (long) p;
  }

  /**
   * The priority of a job: an admin-set priority above 0 is kept as it is, as Slurm does
   * ({@code direct_set_prio}); otherwise {@link #priority(Weights, Factors)}.
   */
  public static long priority(Weights w, Factors f, long adminSetPriority) {
    return adminSetPriority > 0 ? adminSetPriority : priority(w, f);
  }

  private static double weighted(long weight, double factor) {
    return weight == 0 ? 0.0 : factor * (double) weight;
  }

  /**
   * A job's weighted factors as {@code sprio} receives them from the controller (each factor times its
   * weight, 0 where the weight is 0) and the priority {@code sprio} shows, which it sums itself
   * ({@code src/sprio/print.c}: {@code get_priority_from_factors}: age, assoc, fair-share, job size,
   * partition and QOS, then site minus nice, then the non-zero TRES terms; below 1 it is 1) and prints
   * truncated.
   *
   * @param age the weighted age factor
   * @param assoc the weighted association factor
   * @param fairshare the weighted fair-share factor
   * @param jobSize the weighted job size factor
   * @param partition the weighted partition factor
   * @param qos the weighted QOS factor
   * @param tres the weighted TRES factors
   * @param site the site factor as the admin set it (without NICE_OFFSET)
   * @param nice the nice value as the user set it (without NICE_OFFSET)
   * @param priority the priority sprio prints
   */
  public record Terms(double age, double assoc, double fairshare, double jobSize, double partition, double qos,
      double[] tres, long site, long nice, long priority) {
    public Terms {
      tres = tres.clone();
    }

    @Override
    public double[] tres() {
      return tres.clone();
    }
  }

  /** The terms {@code sprio -l} shows for a job whose priority an admin did not set. */
  public static Terms terms(Weights w, Factors f) {
    double[] tres = new double[w.tres.length];
    for (int i = 0; i < tres.length; i++) {
      tres[i] = f.tres.length == tres.length ? f.tres[i] * w.tres[i] : 0;
    }
    double age = weighted(w.age, f.age);
    double assoc = weighted(w.assoc, f.assoc);
    double fs = weighted(w.fairshare, f.fairshare);
    double js = weighted(w.jobSize, f.jobSize);
    double part = weighted(w.partition, f.partition);
    double qos = weighted(w.qos, f.qos);
    double p = age + assoc + fs + js + part + qos + (double) (f.site - NICE_OFFSET)
        - (double) (f.nice - NICE_OFFSET);
    for (double t : tres) {
      if (t != 0) {
        p += t;
      }
    }
    if (p < 1) {
      p = 1;
    }
    return new Terms(age, assoc, fs, js, part, qos, tres, f.site - NICE_OFFSET, f.nice - NICE_OFFSET, (long) p);
  }
}
