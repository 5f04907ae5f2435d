package dev.fairshare.lsf;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.lsf.model.LsfShared;
import dev.fairshare.lsf.syntax.LsfConfigFile;

/**
 * {@code lsf.lsf-shared}: the {@code HostModel} section of {@code lsf.shared} as settings (no tree): an
 * {@link LsfShared}, each model's CPUFACTOR, the factors CPU time is normalized with.
 * Read only: the migration writes no lsf.shared.
 */
public final class LsfSharedFormat implements ConfigFormat {
  /** The registered name. */
  public static final String NAME = "lsf.lsf-shared";

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String description() {
    return "LSF lsf.shared HostModel section: each host model's CPUFACTOR";
  }

  @Override
  public MatchStrength probe(String head) {
    return ShareSections.probe(head, "hostmodel", MatchStrength.SOLID);
  }

  @Override
  public TreeDocument read(LineSource source) {
    ProblemCollector problems = new ProblemCollector();
    LsfShared shared = LsfShared.read(LsfConfigFile.parse(source, problems), problems);
    problems.throwIfErrors();
    return new TreeDocument(null, null, Settings.of(shared), problems.warnings());
  }
}
