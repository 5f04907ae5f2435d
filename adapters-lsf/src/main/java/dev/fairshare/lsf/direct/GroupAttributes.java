package dev.fairshare.lsf.direct;

import dev.fairshare.lsf.model.LsfShareTreeBuilder;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The attributes of a group account of {@code lsb.users} (specs/lsf.md §4.1): {@code lsf.account} and
 * {@code lsf.members}, the members as GROUP_MEMBER writes them, separated by single spaces, cut out of the
 * line only when asked (issue 7: a read of 100,000 groups keeps one object per group for them, not a map, its
 * array and the joined names).
 *
 * <p>An immutable map equal to {@code NodeAttributes.of(ACCOUNT, account, MEMBERS, members)}, in that order.
 */
final class GroupAttributes extends AbstractMap<String, String> {
  private final String account;
  private final String text;
  private final int from;
  private final int to;

  /** The attributes of a group made as {@code account}, its members {@code text[from, to)}. */
  GroupAttributes(String account, String text, int from, int to) {
    this.account = account;
    this.text = text;
    this.from = from;
    this.to = to;
  }

  private String members() {
    return text.substring(from, to);
  }

  @Override
  public String get(Object key) {
    return LsfShareTreeBuilder.ACCOUNT.equals(key) ? account
        : LsfShareTreeBuilder.MEMBERS.equals(key) ? members() : null;
  }

  @Override
  public boolean containsKey(Object key) {
    return LsfShareTreeBuilder.ACCOUNT.equals(key) || LsfShareTreeBuilder.MEMBERS.equals(key);
  }

  @Override
  public int size() {
    return 2;
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
            return next < 2;
          }

          @Override
          public Map.Entry<String, String> next() {
            if (next >= 2) {
              throw new NoSuchElementException();
            }
            return next++ == 0 ? new SimpleImmutableEntry<>(LsfShareTreeBuilder.ACCOUNT, account)
                : new SimpleImmutableEntry<>(LsfShareTreeBuilder.MEMBERS, members());
          }
        };
      }

      @Override
      public int size() {
        return 2;
      }
    };
  }
}
