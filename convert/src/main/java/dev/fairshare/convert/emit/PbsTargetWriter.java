package dev.fairshare.convert.emit;

import dev.fairshare.convert.Converter;
import dev.fairshare.convert.DecaySpec;
import dev.fairshare.convert.SourceAttributes;
import dev.fairshare.convert.WorkNode;
import dev.fairshare.convert.WorkTree;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.TreeDocument;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The PBS files of a conversion: {@code resource_group} (written by the {@code pbs.resource-group} format,
 * with {@link StableIds stable ids}), {@code sched_config.fairshare}, the fair-share keys to put in
 * {@code sched_config} (docs/algorithms/pbs.md §9), and, when the source had usage, {@code usage} (the binary
 * {@code sched_priv/usage}, by the {@code pbs.usage} format).
 */
public final class PbsTargetWriter {
  private PbsTargetWriter() {}

  /** The files. */
  public static List<OutputFile> write(Converter.Result result, FormatRegistry formats) {
    Map<String, WorkNode> byName = new TreeMap<>();
    WorkTree.Frozen labelled = TargetTree.relabel(result.tree(), "root", (n, isRoot) -> {
      n.attributes().clear();
      if (!isRoot) {
        byName.put(n.name(), n);
      }
    });
    StableIds ids = new StableIds(Set.of());
    Map<String, String> idOf = new TreeMap<>();
    byName.keySet().forEach(name -> idOf.put(name, Integer.toString(ids.idFor(name))));
    WorkTree.Frozen tree = TargetTree.relabel(labelled, "root", (n, isRoot) -> {
      if (!isRoot) {
        n.attributes().put(SourceAttributes.PBS_ID, idOf.get(n.name()));
      }
    });
    List<OutputFile> files = new ArrayList<>();
    files.add(Writers.write(formats, "pbs.resource-group", "resource_group", TreeDocument.of(tree.tree(), null),
        "resource_group"));
    files.add(OutputFile.text("sched_config.fairshare", schedConfig(result)));
    if (result.hasUsage()) {
      files.add(Writers.write(formats, "pbs.usage", "usage", TreeDocument.of(tree.tree(), tree.usage()),
          "the usage file"));
    }
    return files;
  }

  private static String schedConfig(Converter.Result result) {
    DecaySpec.PbsStep decay = (DecaySpec.PbsStep) result.decay();
    long s = decay.decayTimeSeconds();
    StringBuilder out = new StringBuilder("# fair-share keys for sched_config, from fairshare convert\n");
    out.append("fair_share: true ALL\n");
    out.append("fairshare_entity: euser\n");
    out.append("fairshare_usage_res: cput\n");
    out.append(String.format(Locale.ROOT, "fairshare_decay_time: %02d:%02d:%02d%n", s / 3600, s % 3600 / 60,
        s % 60));
    out.append("fairshare_decay_factor: ").append(decay.factor()).append('\n');
    out.append("unknown_shares: ").append(result.targetSettings().getOrDefault("unknown_shares", "0")).append('\n');
    return out.toString();
  }
}
