package dev.fairshare.explain;

import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.List;

/** Writes one {@link Level}: the node, then its quantities and notes in the order they are added. */
public final class LevelBuilder {
  private final ShareTree tree;
  private final int node;
  private final List<Quantity> quantities = new ArrayList<>();
  private final List<String> notes = new ArrayList<>();

  private LevelBuilder(ShareTree tree, int node) {
    this.tree = tree;
    this.node = node;
  }

  /** A level for a node of a tree. */
  public static LevelBuilder of(ShareTree tree, int node) {
    return new LevelBuilder(tree, node);
  }

  /** Adds an input value. */
  public LevelBuilder input(String key, String symbol, double value) {
    quantities.add(Quantity.input(key, symbol, value));
    return this;
  }

  /** Adds a value with its formula ({@code template} has a {@code {}} per operand). */
  public LevelBuilder computed(String key, String symbol, double value, String formula, String template,
      double... operands) {
    quantities.add(Quantity.of(key, symbol, value, formula, template, operands));
    return this;
  }

  /** Adds a quantity made elsewhere. */
  public LevelBuilder add(Quantity q) {
    quantities.add(q);
    return this;
  }

  /** Adds a note. */
  public LevelBuilder note(String text) {
    notes.add(text);
    return this;
  }

  /** The level. */
  public Level build() {
    String kind = node == 0 ? "root" : tree.kind(node).label();
    return new Level(node, node == 0 ? "" : tree.path(node), kind, quantities, notes);
  }
}
