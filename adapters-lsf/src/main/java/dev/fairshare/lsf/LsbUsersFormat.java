package dev.fairshare.lsf;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.NamedFormat;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.Settings;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.lsf.direct.DirectLsbUsersReader;
import dev.fairshare.lsf.model.LsbUsers;
import dev.fairshare.lsf.model.LsbUsersReader;
import dev.fairshare.lsf.model.LsfShareTreeBuilder;
import dev.fairshare.lsf.model.ShareAssignment;
import dev.fairshare.lsf.model.UserGroupDef;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import dev.fairshare.lsf.syntax.NameLimit;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code lsf.lsb-users}: the {@code UserGroup} section of {@code lsb.users} as a share tree (docs/algorithms/lsf.md
 * §4.1).
 *
 * <p>The tree's root holds every group that is no other group's member (with 1 share each: the top level
 * comes from a queue, not from this file); below, each group's USER_SHARES level, {@code default},
 * {@code others} and {@code group@} expanded as in a queue ({@link LsfShareTreeBuilder}); a group without
 * USER_SHARES is a leaf account with its members in {@code lsf.members}. The original text is kept in the
 * document's settings ({@link LsbUsersText}); {@link LsbUsersWriter} rewrites only the rows that changed.
 *
 * <p>A text is read straight into the tree by {@link DirectLsbUsersReader} (for speed); a text with a problem
 * (or one of the few rare things it leaves) is read through the model of the rows ({@link #readByModel}),
 * which reports every problem. Both give the same tree.
 */
public final class LsbUsersFormat extends NamedFormat {
  /** The registered name. */
  public static final String NAME = "lsf.lsb-users";

  /** The format. */
  public LsbUsersFormat() {
    super(NAME, "LSF lsb.users UserGroup section: groups, members and USER_SHARES", true);
  }

  @Override
  public MatchStrength probe(String head) {
    return ShareSections.probe(head, "usergroup", MatchStrength.FULL);
  }

  @Override
  public TreeDocument read(LineSource source) {
    NameLimit.check(source);
    ShareTree direct = DirectLsbUsersReader.read(source);
    if (direct != null) {
      return new TreeDocument(direct, UsageSnapshot.zero(direct), Settings.of(new LsbUsersText(source.text())),
          List.of());
    }
    return readByModel(source);
  }

  /**
   * Reads through the model of the rows ({@link LsbUsersReader}, then {@link LsfShareTreeBuilder}): the
   * reference for {@link DirectLsbUsersReader}, and the reading of texts with problems.
   */
  static TreeDocument readByModel(LineSource source) {
    ProblemCollector problems = new ProblemCollector();
    LsbUsers users = LsbUsersReader.read(LsfConfigFile.parse(source, problems), problems);
    problems.throwIfErrors();
    List<ShareAssignment> top = new ArrayList<>();
    for (UserGroupDef g : users.topLevel()) {
      top.add(new ShareAssignment(g.name(), ShareAssignment.Kind.NAME, 1, g.location()));
    }
    ShareTree tree = new LsfShareTreeBuilder(users, problems).build("lsb.users", top, List.of(),
        Map.of("lsf.scope", "lsb.users"));
    problems.throwIfErrors();
    return new TreeDocument(tree, UsageSnapshot.zero(tree), Settings.of(new LsbUsersText(source.text())),
        problems.warnings());
  }

  @Override
  public String write(TreeDocument document) {
    return LsbUsersWriter.write(document.tree(),
        document.settings().get(LsbUsersText.class).map(LsbUsersText::text).orElse(null));
  }

  @Override
  public dev.fairshare.io.FileContent content(TreeDocument document) {
    if (document.settings().get(LsbUsersText.class).isPresent()) {
      return super.content(document);
    }
    return dev.fairshare.io.TextOut.content(out -> LsbUsersWriter.writeNew(document.tree(), out));
  }

  /** Reads text in memory (for tests and the writer). */
  static LsbUsers groupsOf(String text, ProblemCollector problems) {
    return LsbUsersReader.read(LsfConfigFile.parse(LineSource.of("lsb.users", text), problems), problems);
  }

  static SourceLocation nowhere() {
    return SourceLocation.of("<tree>");
  }
}
