package dev.fairshare.explain;

import java.util.List;

/**
 * One node on the path from the root to an explained user, with the values the algorithm used there.
 *
 * @param node the tree index
 * @param path the node's path ({@code ""} for the root)
 * @param kind {@code root}, {@code group} or {@code user}
 * @param quantities the values, in the order the algorithm computes them
 * @param notes what a number cannot say: ties and how they were broken, a {@code parent} association
 */
public record Level(int node, String path, String kind, List<Quantity> quantities, List<String> notes) {

  public Level {
    quantities = List.copyOf(quantities);
    notes = List.copyOf(notes);
  }

  /** The quantity of a key, or {@code null}. */
  public Quantity get(String key) {
    for (Quantity q : quantities) {
      if (q.key().equals(key)) {
        return q;
      }
    }
    return null;
  }
}
