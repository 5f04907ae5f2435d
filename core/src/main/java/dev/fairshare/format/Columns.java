package dev.fairshare.format;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The parallel arrays a reader fills a row at a time (a name, a parent, shares, a line number per row),
 * grown together: one row count and one capacity for all, each column copied to twice the capacity when a
 * row finds them full. A column is its array, read and written in place ({@code parents.values[row]}), so a
 * million rows cost their arrays alone, no object a row (docs/scale.md). Not thread-safe.
 */
public final class Columns {
  private final List<Column> columns = new ArrayList<>();
  private int capacity;
  private int size;

  /** No row yet, room for {@code capacity} rows (at least 16) before the columns grow. */
  public Columns(int capacity) {
    this.capacity = Math.max(16, capacity);
  }

  /** Takes the next row, growing every column first when they are full; its index. */
  public int add() {
    if (size == capacity) {
      capacity = (int) Math.min(Integer.MAX_VALUE - 8, 2L * capacity);
      for (Column c : columns) {
        c.grow(capacity);
      }
    }
    return size++;
  }

  /** The rows taken. */
  public int size() {
    return size;
  }

  /** A new column of ints. */
  public Ints ints() {
    return register(new Ints(capacity));
  }

  /** A new column of longs. */
  public Longs longs() {
    return register(new Longs(capacity));
  }

  /** A new column of doubles. */
  public Doubles doubles() {
    return register(new Doubles(capacity));
  }

  /** A new column of bytes. */
  public Bytes bytes() {
    return register(new Bytes(capacity));
  }

  /** A new column of booleans. */
  public Booleans booleans() {
    return register(new Booleans(capacity));
  }

  /** A new column of objects, its arrays made by {@code array} (as {@code String[]::new}). */
  public <T> Objects<T> objects(IntFunction<T[]> array) {
    return register(new Objects<>(array, capacity));
  }

  private <C extends Column> C register(C column) {
    columns.add(column);
    return column;
  }

  /** One column: its array grows with the others'. */
  public abstract static class Column {
    abstract void grow(int capacity);
  }

  /** A column of ints. */
  public static final class Ints extends Column {
    /** The values, one a row (longer than the rows taken). */
    public int[] values;

    Ints(int capacity) {
      values = new int[capacity];
    }

    @Override
    void grow(int capacity) {
      values = Arrays.copyOf(values, capacity);
    }
  }

  /** A column of longs. */
  public static final class Longs extends Column {
    /** The values, one a row (longer than the rows taken). */
    public long[] values;

    Longs(int capacity) {
      values = new long[capacity];
    }

    @Override
    void grow(int capacity) {
      values = Arrays.copyOf(values, capacity);
    }
  }

  /** A column of doubles. */
  public static final class Doubles extends Column {
    /** The values, one a row (longer than the rows taken). */
    public double[] values;

    Doubles(int capacity) {
      values = new double[capacity];
    }

    @Override
    void grow(int capacity) {
      values = Arrays.copyOf(values, capacity);
    }
  }

  /** A column of bytes. */
  public static final class Bytes extends Column {
    /** The values, one a row (longer than the rows taken). */
    public byte[] values;

    Bytes(int capacity) {
      values = new byte[capacity];
    }

    @Override
    void grow(int capacity) {
      values = Arrays.copyOf(values, capacity);
    }
  }

  /** A column of booleans. */
  public static final class Booleans extends Column {
    /** The values, one a row (longer than the rows taken). */
    public boolean[] values;

    Booleans(int capacity) {
      values = new boolean[capacity];
    }

    @Override
    void grow(int capacity) {
      values = Arrays.copyOf(values, capacity);
    }
  }

  /** A column of objects. */
  public static final class Objects<T> extends Column {
    /** The values, one a row (longer than the rows taken). */
    public T[] values;

    Objects(IntFunction<T[]> array, int capacity) {
      values = array.apply(capacity);
    }

    @Override
    void grow(int capacity) {
      values = Arrays.copyOf(values, capacity);
    }
  }
}
