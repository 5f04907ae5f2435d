package dev.fairshare.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The configuration keys the modules' {@code reference.conf} files define (every key fairshare reads), and
 * for a key that is none of them the nearest that is: what a misspelt {@code -D} or {@code --config} key is
 * told ({@code fairshare.algorithms.slurm.ticket.verson} is nearest {@code ...ticket.version}).
 */
public final class ReferenceKeys {
  private final Config reference;
  private final List<String> keys = new ArrayList<>();

  private ReferenceKeys(Config reference) {
    this.reference = reference.withOnlyPath("fairshare");
    reference.entrySet().forEach(e -> keys.add(e.getKey()));
    keys.sort(null);
  }

  /** The keys under {@code fairshare} of every {@code reference.conf} on the class path. */
  public static ReferenceKeys onClassPath() {
    return new ReferenceKeys(ConfigFactory.defaultReference());
  }

  /** Whether {@code key} is a key (or a block of keys) under {@code fairshare} of a {@code reference.conf}. */
  public boolean known(String key) {
    try {
      return reference.hasPathOrNull(key);
    } catch (com.typesafe.config.ConfigException.BadPath notAPath) {
      return false;
    }
  }

  /**
   * The known key fewest edits away from {@code key} (the first in order among equals), if one is at most a
   * quarter of the key's length (and at least 3) away: a misspelling, not another key.
   */
  public Optional<String> nearest(String key) {
    String best = null;
    int bestDistance = Math.max(3, key.length() / 4) + 1;
    for (String k : keys) {
      int d = distance(key, k);
      if (d < bestDistance) {
        best = k;
        bestDistance = d;
      }
    }
    return Optional.ofNullable(best);
  }

  /** Levenshtein's distance: the fewest one-character insertions, deletions and substitutions. */
  static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] t = previous;
      previous = current;
      current = t;
    }
    return previous[b.length()];
  }
}
