package dev.fairshare.lsf;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.NamedFormat;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.lsf.model.LsfCluster;

/**
 * {@code lsf.lsf-cluster}: the {@code Host} section of {@code lsf.cluster.<name>} as settings (no tree): an
 * {@link LsfCluster}, each host's model. Read only: the migration
 * writes no lsf.cluster file.
 */
public final class LsfClusterFormat extends NamedFormat {
  /** The registered name. */
  public static final String NAME = "lsf.lsf-cluster";

  /** The format. */
  public LsfClusterFormat() {
    super(NAME, "LSF lsf.cluster.<name> Host section: each host's model", false);
  }

  @Override
  public MatchStrength probe(String head) {
    return head.matches("(?ism).*^\\s*begin\\s+host\\s*$.*^\\s*hostname\\s+model\\b.*") ? MatchStrength.FULL
        : ShareSections.probe(head, "clusteradmins", MatchStrength.SOLID);
  }

  @Override
  public TreeDocument read(LineSource source) {
    String name = source.name().replaceAll(".*lsf\\.cluster\\.", "");
    return ShareSections.settingsOnly(source, (file, problems) -> LsfCluster.read(name, file, problems));
  }
}
