package dev.fairshare.lsf.explain;

import dev.fairshare.explain.ExplainContext;
import dev.fairshare.explain.ExplainExtension;
import dev.fairshare.explain.ExplainNumbers;
import dev.fairshare.explain.Section;
import dev.fairshare.lsf.model.LsfShareTreeBuilder;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;

/**
 * What the LSF family adds to {@code fairshare explain}: the members of a collective account (a group named
 * without {@code @} and without USER_SHARES of its own, whose members share one account, first come first served
 * inside: docs/algorithms/lsf.md §3.2, §4.1), by which {@code explain} finds the account for a member, and under
 * {@code lsf.fairshare} the table of those members and the dispatch order of the tree's cross-queue set
 * ({@link LsfCrossQueue}).
 */
public final class LsfExplainSections implements ExplainExtension {
  /** The key of the collective account's section. */
  public static final String COLLECTIVE = "lsf.collective-account";

  /** The members the reader listed on a leaf account ({@code lsf.members}), in its order. */
  @Override
  public List<String> sharedBy(ShareTree tree, int node) {
    if (node <= 0 || tree.isUser(node) || tree.hasChildren(node)) {
      return List.of();
    }
    String members = tree.attribute(node, LsfShareTreeBuilder.MEMBERS);
    if (members == null || members.isBlank()) {
      return List.of();
    }
    return List.of(members.strip().split("\\s+"));
  }

  @Override
  public List<Section> sections(ExplainContext c) {
    if (!c.algorithm().startsWith("lsf.")) {
      return List.of();
    }
    List<Section> sections = new ArrayList<>();
    List<String> members = sharedBy(c.tree(), c.node());
    if (!members.isEmpty()) {
      sections.add(new Section(COLLECTIVE, c.tree().path(c.node()) + " is a collective account: its members share its "
          + ExplainNumbers.text(c.tree().shares(c.node())) + " shares, its usage (the sum of their jobs', which LSF"
          + " charges to the account) and its dynamic priority; their jobs run first come, first served inside it",
          List.of("member"), members.stream().map(List::of).toList(), ""));
    }
    sections.addAll(LsfCrossQueue.sections(c.tree(), c.settings(), c.result(), c.demand(), c.node()));
    return sections;
  }
}
