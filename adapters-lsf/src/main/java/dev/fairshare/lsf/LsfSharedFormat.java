package dev.fairshare.lsf;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.NamedFormat;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.lsf.model.LsfShared;

/**
 * {@code lsf.lsf-shared}: the {@code HostModel} section of {@code lsf.shared} as settings (no tree): an
 * {@link LsfShared}, each model's CPUFACTOR, the factors CPU time is normalized with.
 * Read only: the migration writes no lsf.shared.
 */
public final class LsfSharedFormat extends NamedFormat {
  /** The registered name. */
  public static final String NAME = "lsf.lsf-shared";

  /** The format. */
  public LsfSharedFormat() {
    super(NAME, "LSF lsf.shared HostModel section: each host model's CPUFACTOR", false);
  }

  @Override
  public MatchStrength probe(String head) {
    return ShareSections.probe(head, "hostmodel", MatchStrength.SOLID);
  }

  @Override
  public TreeDocument read(LineSource source) {
    return ShareSections.settingsOnly(source, LsfShared::read);
  }
}
