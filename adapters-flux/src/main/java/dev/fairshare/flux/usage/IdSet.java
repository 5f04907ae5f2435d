package dev.fairshare.flux.usage;

import java.util.BitSet;

/** A Flux id set ({@code "0-3,7"}): comma-separated ids and inclusive ranges. */
final class IdSet {
  private static final int LIMIT = 1 << 24;

  private IdSet() {}

  /** The ids, or {@code null} when the text is not an id set. */
  static BitSet parse(String text) {
    BitSet ids = new BitSet();
    if (text.isEmpty()) {
      return ids;
    }
    for (String part : text.split(",", -1)) {
      int dash = part.indexOf('-');
      try {
        int from = Integer.parseInt(dash < 0 ? part : part.substring(0, dash));
        int to = dash < 0 ? from : Integer.parseInt(part.substring(dash + 1));
        if (from < 0 || to < from || to >= LIMIT) {
          return null;
        }
        ids.set(from, to + 1);
      } catch (NumberFormatException e) {
        return null;
      }
    }
    return ids;
  }
}
