package dev.fairshare.lsf;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.lsf.model.LsfShareTreeBuilder;
import dev.fairshare.lsf.model.ShareAssignment;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * What the formats of LSF's {@code Begin ... End} files do alike (docs/algorithms/lsf.md §2, §6): know a file
 * by the sections it begins, read one that carries settings alone, and hold a section's share assignments (a
 * queue's {@code FAIRSHARE}, a host partition's {@code USER_SHARES}) as a group's children, written back as
 * {@code [name, n]} pairs.
 */
final class ShareSections {
  private ShareSections() {}

  /**
   * {@code strength} when a line of {@code head} begins a section named by {@code sections} (a regular
   * expression, as {@code queue} or {@code (hostpartition|host)}; case ignored), else no match.
   */
  static MatchStrength probe(String head, String sections, MatchStrength strength) {
    return head.matches("(?ism).*^\\s*begin\\s+" + sections + "\\b.*") ? strength : MatchStrength.NO_MATCH;
  }

  /**
   * The document of a file that carries settings alone: {@code reader} reads the parsed file into one
   * settings record, each problem into the collector; every error is thrown at once, else the record with the
   * warnings.
   */
  static TreeDocument settingsOnly(LineSource source, BiFunction<LsfConfigFile, ProblemCollector, ?> reader) {
    ProblemCollector problems = new ProblemCollector();
    Object settings = reader.apply(LsfConfigFile.parse(source, problems), problems);
    problems.throwIfErrors();
    return TreeDocument.ofSettings(Settings.of(settings), problems.warnings());
  }

  /**
   * Adds each assignment under {@code group} as written: {@code [name, n]} as {@code name},
   * {@code [group@, n]} as {@code group@}, its kind in the {@link LsfShareTreeBuilder#ACCOUNT} attribute.
   */
  static void addShares(ShareTreeBuilder b, int group, List<ShareAssignment> shares) {
    for (ShareAssignment s : shares) {
      String name = s.kind() == ShareAssignment.Kind.EACH_MEMBER ? s.name() + "@" : s.name();
      b.add(group, name, NodeKind.USER, s.shares(), false,
          Map.of(LsfShareTreeBuilder.ACCOUNT, s.kind().name().toLowerCase(Locale.ROOT)), s.location());
    }
  }

  /** The children of {@code node} as {@code [name, n]} pairs, whole shares, separated by spaces. */
  static String pairs(ShareTree tree, int node) {
    List<String> pairs = new ArrayList<>();
    for (int c = tree.firstChild(node); c >= 0; c = tree.nextSibling(c)) {
      pairs.add("[" + tree.name(c) + ", " + (long) tree.shares(c) + "]");
    }
    return String.join(" ", pairs);
  }
}
