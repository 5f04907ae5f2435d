package dev.fairshare.slurm.dump;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.NamedFormat;
import dev.fairshare.format.ProbeHead;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.ShareTree;

/**
 * {@code slurm.sacctmgr-dump}: the flat file of {@code sacctmgr dump} / {@code sacctmgr load}
 * (docs/algorithms/slurm.md §9), read into a share tree and written back. See {@link SacctmgrDumpReader} for what is
 * read and the problems reported, {@link SacctmgrDumpWriter} for what is written, and the module README for
 * the normalizations of a round trip.
 */
public final class SacctmgrDumpFormat extends NamedFormat {
  /** The registered name. */
  public static final String NAME = "slurm.sacctmgr-dump";

  /** The format. */
  public SacctmgrDumpFormat() {
    super(NAME, "Slurm sacctmgr dump/load flat file (Cluster, Parent, Account, User lines)", true);
  }

  @Override
  public MatchStrength probe(String head) {
    if (head.startsWith("# To edit this file start with a cluster line")) {
      return MatchStrength.FULL;
    }
    String line = ProbeHead.firstLine(head, "#");
    if (line == null) {
      return MatchStrength.NO_MATCH;
    }
    String lower = line.strip().toLowerCase(java.util.Locale.ROOT);
    return lower.startsWith("cluster - ") || lower.startsWith("qos - ") || lower.startsWith("machine - ")
        ? MatchStrength.SOLID : MatchStrength.NO_MATCH;
  }

  @Override
  public TreeDocument read(LineSource source) {
    return SacctmgrDumpReader.read(source);
  }

  /** Reads a file a line at a time, never whole (docs/scale.md). */
  @Override
  public TreeDocument read(java.nio.file.Path path) {
    return SacctmgrDumpReader.read(path);
  }

  @Override
  public String write(TreeDocument document) {
    return SacctmgrDumpWriter.write(document.requireTree("a sacctmgr dump"));
  }

  @Override
  public dev.fairshare.io.FileContent content(TreeDocument document) {
    ShareTree tree = document.requireTree("a sacctmgr dump");
    return dev.fairshare.io.TextOut.content(out -> SacctmgrDumpWriter.write(tree, out));
  }
}
