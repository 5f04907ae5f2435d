package dev.fairshare.lsf.explain;

import dev.fairshare.explain.ExplainContext;
import dev.fairshare.explain.ExplainExtension;
import dev.fairshare.explain.Section;
import java.util.List;

/**
 * What the LSF family adds to {@code fairshare explain}: under {@code lsf.fairshare}, the dispatch order of
 * the tree's cross-queue set ({@link LsfCrossQueue}).
 */
public final class LsfExplainSections implements ExplainExtension {

  @Override
  public List<Section> sections(ExplainContext c) {
    if (!c.algorithm().startsWith("lsf.")) {
      return List.of();
    }
    return LsfCrossQueue.sections(c.tree(), c.settings(), c.result(), c.demand(), c.node());
  }
}
