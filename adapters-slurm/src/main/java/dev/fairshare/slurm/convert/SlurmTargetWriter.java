package dev.fairshare.slurm.convert;

import dev.fairshare.conversion.ConvertedTree;
import dev.fairshare.conversion.OutputFile;
import dev.fairshare.conversion.TargetFiles;
import dev.fairshare.conversion.TargetFormat;
import dev.fairshare.conversion.TargetOptions;
import dev.fairshare.conversion.TargetTree;
import dev.fairshare.conversion.TargetWriter;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.io.TextOut;
import dev.fairshare.slurm.dump.DumpAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The Slurm files of a conversion: {@code <cluster>.cfg} for {@code sacctmgr load} (written by the
 * {@code slurm.sacctmgr-dump} format), {@code sacctmgr.sh}, the same tree as {@code sacctmgr} commands for a
 * live cluster, {@code slurm.conf.fairshare}, the priority lines to put in {@code slurm.conf}, and, when the
 * source had usage, {@code usage.tsv} (fairshare.tsv with each user's raw usage, as sshare's RawUsage).
 */
final class SlurmTargetWriter implements TargetWriter {
  private static final TargetFormat DUMP = new TargetFormat("slurm.sacctmgr-dump", "the sacctmgr dump file");
  private static final TargetFormat USAGE = new TargetFormat("fairshare.tsv", "the usage");

  @Override
  public List<TargetFormat> formats() {
    return List.of(DUMP, USAGE);
  }

  /** The {@code cluster} of the options (the command's {@code --cluster}). */
  @Override
  public Set<String> reads() {
    return Set.of(TargetOptions.CLUSTER);
  }

  @Override
  public List<OutputFile> write(ConvertedTree result, FormatRegistry formats, TargetOptions options) {
    Map<String, String> rootAttributes = Map.of(DumpAttributes.CLUSTER, options.cluster());
    WorkTree.Frozen tree = TargetTree.relabel(result.tree(), "root",
        (converted, i) -> i == 0 ? rootAttributes : Map.of());
    List<OutputFile> files = new ArrayList<>();
    files.add(TargetFiles.write(formats, DUMP, options.cluster() + ".cfg", TreeDocument.of(tree.tree(), null)));
    files.add(new OutputFile("sacctmgr.sh", TextOut.content(out -> SacctmgrScript.write(tree.tree(),
        options.cluster(), out)), null, false));
    files.add(OutputFile.text("slurm.conf.fairshare", "# fair-share lines for slurm.conf, from fairshare convert\n"
        + "PriorityType=priority/multifactor\n"
        + "# Fair Tree is the default: leave NO_FAIR_TREE and DEPTH_OBLIVIOUS out of PriorityFlags\n"
        + result.decay().text() + "\n", "slurm.conf"));
    if (result.hasUsage()) {
      files.add(TargetFiles.usage(formats, USAGE, "usage.tsv", TreeDocument.of(tree.tree(), tree.usage())));
    }
    return files;
  }
}
