package dev.fairshare.conversion;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.io.FileAccessException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.AbstractList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;

/**
 * The losses of a conversion as an immutable list, made by {@link LossLog#losses()}: the first ones held as
 * objects, the others read back from the log's temporary file when asked for, one at a time by
 * {@link #get(int)} or in file order, a buffer at a time, by {@link #iterator()}. Counting by action reads
 * nothing back.
 */
public final class LossList extends AbstractList<Loss> {
  private static final int WINDOW = 1 << 16;

  private final int size;
  private final int[] counts;
  private final List<Loss> kept;
  private final Spilled spilled;
  private final int[] order;

  LossList(int size, int[] counts, List<Loss> kept, Spilled spilled) {
    this(size, counts, kept, spilled, null);
  }

  private LossList(int size, int[] counts, List<Loss> kept, Spilled spilled, int[] order) {
    this.size = size;
    this.counts = counts;
    this.kept = kept;
    this.spilled = spilled;
    this.order = order;
  }

  /** The same losses listed in another order: {@code order[i]} is the index, in this list, of the i-th. */
  LossList inOrder(int[] order) {
    return new LossList(size, counts, kept, spilled, order);
  }

  /** The index in the order found of the i-th loss of this list. */
  private int found(int index) {
    return order == null ? index : order[index];
  }

  /** The list's losses if it is a {@code LossList}, else an immutable copy of it. */
  public static List<Loss> immutable(List<Loss> losses) {
    return losses instanceof LossList ? losses : List.copyOf(losses);
  }

  /** How many of {@code losses} have {@code action}, without reading spilled losses back. */
  public static long count(List<Loss> losses, LossAction action) {
    if (losses instanceof LossList list) {
      return list.counts[action.ordinal()];
    }
    return losses.stream().filter(l -> l.action() == action).count();
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public Loss get(int index) {
    Objects.checkIndex(index, size);
    int i = found(index);
    if (i < kept.size()) {
      return kept.get(i);
    }
    return new Window(spilled, false).read(i - kept.size());
  }

  @Override
  public Iterator<Loss> iterator() {
    return new Iterator<>() {
      private final Window window = spilled == null ? null : new Window(spilled, true);
      private int next;

      @Override
      public boolean hasNext() {
        return next < size;
      }

      @Override
      public Loss next() {
        if (next >= size) {
          throw new NoSuchElementException();
        }
        int i = found(next++);
        return i < kept.size() ? kept.get(i) : window.read(i - kept.size());
      }
    };
  }

  /** The spilled part: the file, each record's offset (and the end of the last), the construct and source names. */
  record Spilled(LossLog.Spill file, long[] offsets, List<String> names) {}

  /**
   * A buffer over a stretch of the file, refilled from the record asked for when it is not inside: that
   * record alone, or up to {@value #WINDOW} bytes when the records are read in order (the record after the
   * last one read).
   */
  private static final class Window {
    private final Spilled spilled;
    private final boolean ahead;
    private ByteBuffer bytes = ByteBuffer.allocate(0);
    private long start;
    private int last = -2;

    Window(Spilled spilled, boolean ahead) {
      this.spilled = spilled;
      this.ahead = ahead;
    }

    Loss read(int record) {
      long from = spilled.offsets()[record];
      long to = spilled.offsets()[record + 1];
      if (from < start || to > start + bytes.limit()) {
        long end = spilled.offsets()[spilled.offsets().length - 1];
        boolean inOrder = ahead && record == last + 1;
        fill(from, (int) (inOrder ? Math.max(to - from, Math.min(WINDOW, end - from)) : to - from));
      }
      last = record;
      ByteBuffer in = bytes.duplicate().position((int) (from - start));
      List<String> names = spilled.names();
      String construct = names.get(in.getInt());
      LossAction action = LossAction.values()[in.get()];
      SourceLocation at = new SourceLocation(names.get(in.getInt()), in.getInt(), in.getInt());
      byte[] detail = new byte[in.getInt()];
      in.get(detail);
      return new Loss(construct, action, at, new String(detail, StandardCharsets.UTF_8));
    }

    private void fill(long from, int length) {
      if (bytes.capacity() < length) {
        bytes = ByteBuffer.allocate(length);
      }
      bytes.clear().limit(length);
      try {
        while (bytes.hasRemaining()) {
          if (spilled.file().channel.read(bytes, from + bytes.position()) < 0) {
            throw new IOException("the file ended early");
          }
        }
      } catch (IOException e) {
        throw FileAccessException.of("read", spilled.file().file, e);
      }
      bytes.flip();
      start = from;
    }
  }
}
