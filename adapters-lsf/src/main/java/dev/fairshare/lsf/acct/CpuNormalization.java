package dev.fairshare.lsf.acct;

import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.lsf.model.HostFactors;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * How the CPU seconds of a job count in fair share: LSF normalizes them, raw CPU seconds times the CPU
 * factor of the execution host (the {@code hostFactor} of the accounting record) over the CPU factor of the
 * default host spec (docs/algorithms/lsf.md §2.2, §8.3); or they count raw ({@code off}).
 *
 * <p>Modes ({@code fairshare.usage.lsf.cpu-normalization}, {@code --cpu-normalization}): {@code auto}
 * normalizes when the factors are known (lsf.shared and lsf.cluster.&lt;name&gt; were read) and counts raw CPU
 * otherwise; {@code on} always normalizes, relative to the fastest host factor of the records when the
 * cluster's factors are unknown; {@code off} never. Whenever the divisor or the choice had to be guessed,
 * {@link #note} says so (the warning {@code lsf.cpu.normalization-guessed}). The open LSF-compatible
 * mbatchd charges raw CPU seconds ({@code mbd.job.c}: the rusage deltas of sbatchd); in a cluster of one
 * host model both agree, since the factor divides itself out.
 *
 * @param normalize whether CPU is scaled
 * @param defaultFactor the CPU factor of the default host spec (the divisor); 1 when not normalizing
 * @param note what was guessed, if anything
 */
public record CpuNormalization(boolean normalize, double defaultFactor, Optional<Problem> note) {

  /** Raw CPU seconds, nothing guessed. */
  public static CpuNormalization off() {
    return new CpuNormalization(false, 1, Optional.empty());
  }

  /** The CPU seconds a job's raw seconds count for, given the record's host factor. */
  public double apply(double rawCpuSeconds, double hostFactor) {
    if (!normalize || !(hostFactor > 0)) {
      return rawCpuSeconds;
    }
    return rawCpuSeconds * hostFactor / defaultFactor;
  }

  /**
   * Decides the normalization of a scope.
   *
   * @param mode {@code auto}, {@code on} or {@code off}
   * @param factors the cluster's host factors
   * @param hostSpec the DEFAULT_HOST_SPEC in force (the queue's, else lsb.params'), or null
   * @param fastestRecorded the largest host factor among the accounting records used, or NaN if none
   * @param where the configuration directory, for the note
   */
  public static CpuNormalization decide(String mode, HostFactors factors, String hostSpec,
      double fastestRecorded, String where) {
    switch (mode) {
      case "off":
        return off();
      case "on":
      case "auto":
        break;
      default:
        throw new IllegalArgumentException("cpu normalization must be auto, on or off: '" + mode + "'");
    }
    SourceLocation at = SourceLocation.of(where);
    if (factors.known()) {
      if (hostSpec != null && !hostSpec.isBlank()) {
        OptionalDouble spec = factors.ofSpec(hostSpec.strip());
        if (spec.isPresent()) {
          return new CpuNormalization(true, spec.getAsDouble(), Optional.empty());
        }
        double fastest = factors.fastest().getAsDouble();
        return new CpuNormalization(true, fastest, Optional.of(Problem.warning(at, "lsf.cpu.normalization-guessed",
            "DEFAULT_HOST_SPEC '" + hostSpec.strip() + "' names no host model or host; CPU time is normalized "
                + "to the fastest host (CPU factor " + text(fastest) + ")",
            "name a MODELNAME of lsf.shared or a HOSTNAME of lsf.cluster in DEFAULT_HOST_SPEC")));
      }
      return new CpuNormalization(true, factors.fastest().getAsDouble(), Optional.empty());
    }
    if (mode.equals("auto")) {
      return new CpuNormalization(false, 1, Optional.of(Problem.warning(at, "lsf.cpu.normalization-guessed",
          "no lsf.shared or lsf.cluster.<name> with the hosts' models: CPU_TIME is raw CPU seconds, not "
              + "normalized by host CPU factor", "put lsf.shared and lsf.cluster.<name> beside the lsb files, "
              + "or choose with --cpu-normalization=on|off")));
    }
    double divisor = fastestRecorded > 0 ? fastestRecorded : 1;
    return new CpuNormalization(true, divisor, Optional.of(Problem.warning(at, "lsf.cpu.normalization-guessed",
        "no lsf.shared or lsf.cluster.<name> with the hosts' models: CPU time is normalized to the fastest "
            + "host factor of the records (" + text(divisor) + "), LSF's default host spec as far as they tell",
        "put lsf.shared and lsf.cluster.<name> beside the lsb files for the cluster's own factors")));
  }

  private static String text(double v) {
    return v == Math.rint(v) ? String.format(Locale.ROOT, "%.0f", v) : Double.toString(v);
  }
}
