package dev.fairshare.lsf;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.lsf.model.LsfCluster;
import dev.fairshare.lsf.syntax.LsfConfigFile;

/**
 * {@code lsf.lsf-cluster}: the {@code Host} section of {@code lsf.cluster.<name>} as settings (no tree): an
 * {@link LsfCluster}, each host's model. Read only: the migration
 * writes no lsf.cluster file.
 */
public final class LsfClusterFormat implements ConfigFormat {
  /** The registered name. */
  public static final String NAME = "lsf.lsf-cluster";

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String description() {
    return "LSF lsf.cluster.<name> Host section: each host's model";
  }

  @Override
  public MatchStrength probe(String head) {
    return head.matches("(?ism).*^\\s*begin\\s+host\\s*$.*^\\s*hostname\\s+model\\b.*") ? MatchStrength.FULL
        : ShareSections.probe(head, "clusteradmins", MatchStrength.SOLID);
  }

  @Override
  public TreeDocument read(LineSource source) {
    ProblemCollector problems = new ProblemCollector();
    String name = source.name().replaceAll(".*lsf\\.cluster\\.", "");
    LsfCluster cluster = LsfCluster.read(name, LsfConfigFile.parse(source, problems), problems);
    problems.throwIfErrors();
    return new TreeDocument(null, null, Settings.of(cluster), problems.warnings());
  }
}
