package dev.fairshare.ledger;

import java.util.Objects;

/**
 * One run of one job, charged to an identity: {@code amount} units consumed evenly over
 * {@code [start, end]} (epoch seconds).
 *
 * <p>The job key names the run uniquely in the whole ledger (ingesters prefix it with their family and
 * cluster, for example {@code slurm/tux/1234@1700000000}): a store keeps one charge per key, so reading the
 * same record twice adds nothing, and a later record of the same run that reaches further (a running job
 * that has since ended) replaces the earlier one. The amount is what the family charges: Slurm's billing
 * TRES × seconds, PBS's {@code fairshare_usage_res}, LSF's CPU seconds, flux's weighted node seconds.
 *
 * @param identity who is charged
 * @param source where the record came from (format and file, for audits)
 * @param jobKey the run's key, unique in the ledger
 * @param amount the usage, finite and >= 0
 * @param start the run's start, epoch seconds
 * @param end the end of what is charged (the run's end, or the instant a running job was read at), >= start
 */
public record Charge(UsageIdentity identity, String source, String jobKey, double amount, long start, long end) {

  public Charge {
    Objects.requireNonNull(identity, "identity");
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(jobKey, "jobKey");
    if (jobKey.isEmpty()) {
      throw new IllegalArgumentException("a charge needs a job key");
    }
    if (!(amount >= 0) || Double.isInfinite(amount)) {
      throw new IllegalArgumentException("amount must be a finite number >= 0: " + amount);
    }
    if (end < start) {
      throw new IllegalArgumentException("end " + end + " is before start " + start);
    }
  }

  /** The seconds charged: {@code end − start}. */
  public long seconds() {
    return end - start;
  }

  /** Whether this charge reaches further than another of the same run and so replaces it. */
  public boolean supersedes(Charge other) {
    return end > other.end;
  }
}
