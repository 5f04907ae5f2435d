package dev.fairshare.conversion.engine;

import dev.fairshare.format.LeftOutUsage;
import dev.fairshare.format.NumberText;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.List;
import java.util.Map;

/**
 * Carries the usage of one input (an {@code sshare} listing, a PBS {@code usage} file, a fairshare.tsv, a
 * {@code bqueues -r} listing) onto the leaves of another input's tree: by path (a user, or an account without
 * members that holds usage itself, such as LSF's collective group), else by a user name that occurs once in
 * the tree, with its named components (LSF's run time and slots of a {@code bqueues -r} listing, which
 * {@code lsf.fairshare} weighs as mbatchd does). Usage that matches no leaf is left out, with a
 * {@code convert.usage-unmatched} warning naming it, and so is the usage the input's own tree left out
 * ({@link LeftOutUsage}).
 */
final class UsageMatching {
  private UsageMatching() {}

  static UsageSnapshot match(ShareTree tree, TreeDocument usageDoc, String spec, List<Problem> warnings) {
    double[] own = new double[tree.size()];
    if (isEmpty(usageDoc)) {
      warnings.add(empty(spec));
      return UsageSnapshot.zero(tree);
    }
    ShareTree from = usageDoc.tree();
    Map<String, Integer> byName = ConversionSource.uniqueUserNames(tree);
    UsageSnapshot given = usageDoc.usage();
    List<String> parts = given.componentNames().stream().filter(c -> !given.isNodeComponent(c)).toList();
    double[][] ownParts = new double[parts.size()][tree.size()];
    for (int i = 0; i < from.size(); i++) {
      if (from.hasChildren(i) || i == 0) {
        continue;
      }
      double value = usageDoc.usage().usage(i);
      int target = tree.indexOf(from.path(i));
      if (target < 0 || tree.hasChildren(target)) {
        Integer byUser = byName.get(from.name(i));
        target = byUser == null ? -1 : byUser;
      }
      if (target < 0) {
        boolean held = value != 0;
        for (int k = 0; k < parts.size() && !held; k++) {
          held = given.component(parts.get(k), i) != 0;
        }
        if (held) {
          SourceLocation at = from.origin(i) != null ? from.origin(i) : SourceLocation.of(spec);
          warnings.add(Problem.warning(at, Converter.UNMATCHED_USAGE, "usage of '" + from.path(i)
              + "' matches no user of the tree; left out", "the usage input and the tree name users alike"));
        }
        continue;
      }
      own[target] += value;
      for (int k = 0; k < parts.size(); k++) {
        ownParts[k][target] += given.component(parts.get(k), i);
      }
    }
    // usage the input's own tree left out (PBS's empty-named record) matches no user of this tree either
    usageDoc.settings().get(LeftOutUsage.class).ifPresent(left -> left.entries().stream()
        .filter(e -> e.usage() != 0).forEach(e -> warnings.add(Problem.warning(e.at(), Converter.UNMATCHED_USAGE,
            "usage of '" + e.name() + "' (" + NumberText.plain(e.usage()) + ", " + e.where()
                + ") matches no user of the tree; left out", "the usage input and the tree name users alike"))));
    UsageSnapshot matched = UsageSnapshot.fromOwn(tree, own, given.at());
    for (int k = 0; k < parts.size(); k++) {
      matched = matched.withComponent(parts.get(k), ownParts[k]);
    }
    return matched;
  }

  /** Whether a usage input holds no usage (no tree, or a tree without usage). */
  static boolean isEmpty(TreeDocument usageDoc) {
    return usageDoc.tree() == null || usageDoc.usage() == null;
  }

  /** The warning that the usage input {@code spec} holds no usage. */
  static Problem empty(String spec) {
    return Problem.warning(SourceLocation.of(spec), "convert.usage-empty", "the usage input holds no usage",
        "give an input with usage (sshare, a PBS usage file, fairshare.tsv)");
  }
}
