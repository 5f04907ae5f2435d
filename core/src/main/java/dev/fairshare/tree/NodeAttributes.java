package dev.fairshare.tree;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;

/**
 * An immutable node attribute map in insertion order, held in one array of keys and values: what
 * {@link ShareTreeBuilder} keeps for each node instead of a {@code LinkedHashMap} copy (a node's
 * attributes are a few entries, and a read of 100,000 lines keeps 100,000 of them).
 *
 * <p>It behaves as an unmodifiable {@code LinkedHashMap} would: iteration in first-put order, a key put
 * twice keeps its first position and its last value, {@code equals} and {@code hashCode} as any
 * {@link Map}. Lookups scan the array, which is faster than hashing for the handful of attributes a node
 * has.
 */
public final class NodeAttributes extends AbstractMap<String, String> {
  private static final NodeAttributes EMPTY = new NodeAttributes(new String[0], 0);

  /** Keys at even, values at odd indexes. */
  private final String[] entries;
  private final int size;

  private NodeAttributes(String[] entries, int size) {
    this.entries = entries;
    this.size = size;
  }

  /**
   * The map of alternating keys and values, in order; a repeated key keeps its first position and takes its
   * last value, as {@code LinkedHashMap.put} does.
   */
  public static NodeAttributes of(String... keysAndValues) {
    if (keysAndValues.length % 2 != 0) {
      throw new IllegalArgumentException("keys and values come in pairs");
    }
    return of(keysAndValues, keysAndValues.length / 2);
  }

  /** The map of the first {@code pairs} key/value pairs of {@code keysAndValues} (see {@link #of(String...)}). */
  public static NodeAttributes of(String[] keysAndValues, int pairs) {
    if (pairs < 0 || pairs * 2 > keysAndValues.length) {
      throw new IllegalArgumentException(pairs + " pairs in " + keysAndValues.length + " strings");
    }
    if (pairs == 0) {
      return EMPTY;
    }
    String[] out = new String[pairs * 2];
    int n = 0;
    for (int k = 0; k < pairs; k++) {
      String key = keysAndValues[2 * k];
      String value = keysAndValues[2 * k + 1];
      int at = indexOf(out, n, key);
      if (at >= 0) {
        out[2 * at + 1] = value;
      } else {
        out[2 * n] = key;
        out[2 * n + 1] = value;
        n++;
      }
    }
    return new NodeAttributes(out, n);
  }

  /** An immutable copy of a map in its iteration order; a {@code NodeAttributes} is returned as is. */
  public static NodeAttributes copyOf(Map<String, String> source) {
    if (source instanceof NodeAttributes same) {
      return same;
    }
    String[] out = new String[source.size() * 2];
    int n = 0;
    for (Map.Entry<String, String> e : source.entrySet()) {
      out[2 * n] = e.getKey();
      out[2 * n + 1] = e.getValue();
      n++;
    }
    return new NodeAttributes(out, n);
  }

  private static int indexOf(String[] entries, int size, Object key) {
    for (int k = 0; k < size; k++) {
      if (Objects.equals(entries[2 * k], key)) {
        return k;
      }
    }
    return -1;
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public boolean isEmpty() {
    return size == 0;
  }

  @Override
  public boolean containsKey(Object key) {
    return indexOf(entries, size, key) >= 0;
  }

  @Override
  public String get(Object key) {
    int at = indexOf(entries, size, key);
    return at < 0 ? null : entries[2 * at + 1];
  }

  @Override
  public Set<Map.Entry<String, String>> entrySet() {
    return new AbstractSet<>() {
      @Override
      public Iterator<Map.Entry<String, String>> iterator() {
        return new Iterator<>() {
          private int next;

          @Override
          public boolean hasNext() {
            return next < size;
          }

          @Override
          public Map.Entry<String, String> next() {
            if (next >= size) {
              throw new NoSuchElementException();
            }
            Map.Entry<String, String> e = new SimpleImmutableEntry<>(entries[2 * next], entries[2 * next + 1]);
            next++;
            return e;
          }
        };
      }

      @Override
      public int size() {
        return size;
      }
    };
  }
}
