package dev.fairshare.format;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.List;
import java.util.Objects;

/**
 * What a {@link ConfigFormat} reads from, or writes to, one input: a share tree, its usage when the input
 * carries usage, the scheduler settings it carries (typed, {@link Settings}: records of the format's family,
 * including any text a writer needs to edit the file in place), and warnings.
 *
 * @param tree the share tree, or {@code null} for a format that carries only settings
 * @param usage the usage when the input has it, else {@code null}
 * @param settings scheduler settings read from the input, possibly none
 * @param warnings problems that did not reject the input
 */
public record TreeDocument(ShareTree tree, UsageSnapshot usage, Settings settings, List<Problem> warnings) {

  public TreeDocument {
    settings = Objects.requireNonNullElse(settings, Settings.none());
    warnings = List.copyOf(Objects.requireNonNullElse(warnings, List.of()));
  }

  /**
   * What an empty input holds in every format: nothing (no tree, no usage, no settings), so that an empty
   * file reads the same whether its format is named or probed.
   */
  public static TreeDocument nothing() {
    return new TreeDocument(null, null, Settings.none(), List.of());
  }

  /** A document of a format that carries settings alone (no tree, no usage), with its warnings. */
  public static TreeDocument ofSettings(Settings settings, List<Problem> warnings) {
    return new TreeDocument(null, null, settings, warnings);
  }

  /** A document with a tree and usage only. */
  public static TreeDocument of(ShareTree tree, UsageSnapshot usage) {
    return new TreeDocument(tree, usage, Settings.none(), List.of());
  }

  /**
   * The tree, for a writer of a format that is a tree: {@code what} (as {@code "a resource_group"}) needs
   * one, and a document without one is refused ({@link IllegalArgumentException}).
   */
  public ShareTree requireTree(String what) {
    if (tree == null) {
      throw new IllegalArgumentException(what + " needs a share tree");
    }
    return tree;
  }
}
