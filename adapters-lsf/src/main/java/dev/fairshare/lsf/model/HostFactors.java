package dev.fairshare.lsf.model;

import dev.fairshare.format.ProblemCollector;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * The CPU factor of every host and host model of a cluster: {@code lsf.shared}'s HostModel CPUFACTOR, through
 * each host's model in {@code lsf.cluster.<name>} (docs/algorithms/lsf.md §8.3: normalized CPU time is raw CPU time
 * times the execution host's factor over the factor of the default host spec).
 *
 * <p>A host spec ({@code DEFAULT_HOST_SPEC}) names a model or a host; as the open mbatchd
 * ({@code mbd.init.c}: {@code getModelFactor}, then {@code getHostFactor}) a model name is tried first.
 * Without DEFAULT_HOST_SPEC, LSF uses the fastest batch host of the cluster (IBM, "Normalized CPU time").
 */
public record HostFactors(LsfShared shared, LsfCluster cluster) {

  /** Whether both files were read and give at least one host a factor. */
  public boolean known() {
    return cluster.hosts().keySet().stream().anyMatch(h -> ofHost(h).isPresent());
  }

  /** The CPU factor of a host through its model, if both are known. */
  public OptionalDouble ofHost(String host) {
    LsfCluster.HostModel m = cluster.hosts().get(host);
    Double f = m == null ? null : shared.cpuFactors().get(m.model());
    return f == null ? OptionalDouble.empty() : OptionalDouble.of(f);
  }

  /** The CPU factor of a host spec: a model's, else a host's. */
  public OptionalDouble ofSpec(String spec) {
    Double f = shared.cpuFactors().get(spec);
    return f != null ? OptionalDouble.of(f) : ofHost(spec);
  }

  /** The largest CPU factor of the cluster's hosts (LSF's default host spec), if any is known. */
  public OptionalDouble fastest() {
    return cluster.hosts().keySet().stream().map(this::ofHost).filter(OptionalDouble::isPresent)
        .mapToDouble(OptionalDouble::getAsDouble).max();
  }

  /** Reports a host whose model is neither {@code !} (detected by LIM) nor a model of lsf.shared. */
  public void check(ProblemCollector problems) {
    if (shared.cpuFactors().isEmpty()) {
      return;
    }
    for (Map.Entry<String, LsfCluster.HostModel> e : cluster.hosts().entrySet()) {
      String model = e.getValue().model();
      if (!model.equals("!") && !shared.cpuFactors().containsKey(model)) {
        problems.error(e.getValue().location(), "lsf.cluster.unknown-model", "host '" + e.getKey()
            + "' has model '" + model + "', which lsf.shared does not define",
            "add the model to lsf.shared's HostModel section, or use one of " + shared.cpuFactors().keySet());
      }
    }
  }
}
