package dev.fairshare.lsf;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.lsf.model.LsfCluster;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code lsf.lsf-cluster}: the {@code Host} section of {@code lsf.cluster.<name>} as settings (no tree),
 * {@code lsf.cluster.hosts.<HOST>.model}, each host's model ({@link LsfCluster}). Read only: the migration
 * writes no lsf.cluster file.
 */
public final class LsfClusterFormat implements ConfigFormat {
  /** The registered name. */
  public static final String NAME = "lsf.lsf-cluster";
  /** The prefix of the settings keys. */
  public static final String PREFIX = "lsf.cluster.hosts.";

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
        : head.matches("(?ism).*^\\s*begin\\s+clusteradmins\\b.*") ? MatchStrength.SOLID : MatchStrength.NO_MATCH;
  }

  @Override
  public TreeDocument read(LineSource source) {
    ProblemCollector problems = new ProblemCollector();
    String name = source.name().replaceAll(".*lsf\\.cluster\\.", "");
    LsfCluster cluster = LsfCluster.read(name, LsfConfigFile.parse(source, problems), problems);
    problems.throwIfErrors();
    Map<String, Object> settings = new LinkedHashMap<>();
    cluster.hosts().forEach((host, model) -> settings.put(PREFIX + host + ".model", model.model()));
    return new TreeDocument(null, null, settings, problems.warnings());
  }
}
