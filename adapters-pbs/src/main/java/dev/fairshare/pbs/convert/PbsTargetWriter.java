package dev.fairshare.pbs.convert;

import dev.fairshare.conversion.ConvertedTree;
import dev.fairshare.conversion.OutputFile;
import dev.fairshare.conversion.TargetFiles;
import dev.fairshare.conversion.TargetFormat;
import dev.fairshare.conversion.TargetOptions;
import dev.fairshare.conversion.TargetTree;
import dev.fairshare.conversion.TargetWriter;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.pbs.PbsAttributes;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The PBS files of a conversion: {@code resource_group} (written by the {@code pbs.resource-group} format,
 * with {@link StableIds stable ids}), {@code sched_config.fairshare}, the fair-share keys to put in
 * {@code sched_config} (docs/algorithms/pbs.md §9), and, when the source had usage, {@code usage} (the binary
 * {@code sched_priv/usage}, by the {@code pbs.usage} format).
 */
final class PbsTargetWriter implements TargetWriter {
  private static final TargetFormat RESOURCE_GROUP = new TargetFormat("pbs.resource-group", "resource_group");
  private static final TargetFormat USAGE = new TargetFormat("pbs.usage", "the usage file");

  @Override
  public List<TargetFormat> formats() {
    return List.of(RESOURCE_GROUP, USAGE);
  }

  @Override
  public List<OutputFile> write(ConvertedTree result, FormatRegistry formats, TargetOptions options) {
    int[] ids = stableIds(result.tree().tree());
    WorkTree.Frozen tree = TargetTree.relabel(result.tree(), "root", (converted, i) -> i == 0 ? Map.of()
        : Map.of(PbsAttributes.CRESGROUP, Integer.toString(ids[i])));
    List<OutputFile> files = new ArrayList<>();
    files.add(TargetFiles.write(formats, RESOURCE_GROUP, "resource_group", TreeDocument.of(tree.tree(), null)));
    files.add(OutputFile.text("sched_config.fairshare", schedConfig(result), "pbs.sched-config"));
    if (result.hasUsage()) {
      files.add(TargetFiles.usage(formats, USAGE, "usage", TreeDocument.of(tree.tree(), tree.usage())));
    }
    return files;
  }

  /**
   * Each node's {@link StableIds stable id}, by tree index: the names taken in their order (nodes of one
   * name share its id), each given the id of its CRC-32, or the next free one.
   */
  private static int[] stableIds(ShareTree tree) {
    int[] byName = NameOrder.sorted(tree);
    int distinct = 0;
    for (int k = 0; k < byName.length; k++) {
      if (k == 0 || !tree.name(byName[k]).equals(tree.name(byName[k - 1]))) {
        distinct++;
      }
    }
    StableIds stable = new StableIds(Set.of(), distinct);
    int[] ids = new int[tree.size()];
    for (int k = 0; k < byName.length; k++) {
      boolean same = k > 0 && tree.name(byName[k]).equals(tree.name(byName[k - 1]));
      ids[byName[k]] = same ? ids[byName[k - 1]] : stable.idFor(tree.name(byName[k]));
    }
    return ids;
  }

  private static String schedConfig(ConvertedTree result) {
    PbsDecay decay = (PbsDecay) result.decay();
    long s = decay.decayTimeSeconds();
    StringBuilder out = new StringBuilder("# fair-share keys for sched_config, from fairshare convert\n");
    out.append("fair_share: true ALL\n");
    out.append("fairshare_entity: euser\n");
    out.append("fairshare_usage_res: cput\n");
    out.append(String.format(Locale.ROOT, "fairshare_decay_time: %02d:%02d:%02d%n", s / 3600, s % 3600 / 60,
        s % 60));
    out.append("fairshare_decay_factor: ").append(decay.factor()).append('\n');
    out.append("unknown_shares: ").append(result.targetSettings().getOrDefault(PbsCatchAll.UNKNOWN_SHARES, "0"))
        .append('\n');
    return out.toString();
  }
}
