package dev.fairshare.conversion;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.io.FileAccessException;
import java.io.IOException;
import java.lang.ref.Cleaner;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every loss of one conversion, in the order found (and {@link #byLocation() by file and line}), at a few bytes
 * of heap each (an offset and a sort key): the first
 * {@value #IN_MEMORY} are kept as they are, the rest are written to a temporary file and read back when they
 * are listed (docs/scale.md, "How the commands stay linear"). A source with a loss on every node (fractional
 * shares everywhere, limits on every Slurm association) would otherwise hold a {@link Loss}, its location and
 * its sentence per node, more than the tree itself.
 *
 * <p>The temporary file is opened with {@link StandardOpenOption#DELETE_ON_CLOSE} in {@code java.io.tmpdir}
 * (on Linux it is unlinked at once, so a killed process leaves nothing) and closed when the log is no longer
 * reachable. A failure to write it is the user's to fix (a full disk): {@link FileAccessException}, exit 3.
 *
 * <p>One thread adds; {@link #losses()} gives the losses so far as an immutable list that any number of
 * threads may read.
 */
public final class LossLog {
  /** How many losses are kept as objects before the rest go to the temporary file. */
  static final int IN_MEMORY = 10_000;

  private static final Cleaner CLOSER = Cleaner.create();
  private static final int BUFFER = 1 << 16;

  private final int inMemory;
  private final Path directory;
  private final List<Loss> kept = new ArrayList<>();
  private final Map<String, Integer> stringIds = new HashMap<>();
  private final List<String> strings = new ArrayList<>();
  private final int[] counts = new int[LossAction.values().length];
  private final Map<String, Integer> sourceRanks = new HashMap<>();
  private long[] offsets = new long[16];
  private long[] keys = new long[16];
  private int size;
  private Spill spill;

  /** An empty log that keeps {@value #IN_MEMORY} losses in memory and spills to {@code java.io.tmpdir}. */
  public LossLog() {
    this(List.of());
  }

  /**
   * An empty log whose {@link #byLocation()} puts the losses of these inputs first, in this order (the others
   * after them, in the order their first loss was found).
   */
  public LossLog(List<String> sourceOrder) {
    this(IN_MEMORY, Path.of(System.getProperty("java.io.tmpdir")), sourceOrder);
  }

  LossLog(int inMemory, Path directory) {
    this(inMemory, directory, List.of());
  }

  LossLog(int inMemory, Path directory, List<String> sourceOrder) {
    this.inMemory = inMemory;
    this.directory = directory;
    sourceOrder.forEach(this::rankOf);
  }

  /** Appends a loss. */
  public void add(Loss loss) {
    if (size == keys.length) {
      keys = Arrays.copyOf(keys, size * 2);
    }
    keys[size] = ((long) rankOf(loss.location().source()) << 32) | Integer.toUnsignedLong(loss.location().line());
    counts[loss.action().ordinal()]++;
    if (size < inMemory) {
      kept.add(loss);
    } else {
      int spilled = size - inMemory;
      if (spilled + 1 >= offsets.length) {
        offsets = Arrays.copyOf(offsets, offsets.length * 2);
      }
      Spill s = spill();
      s.append(loss, this::idOf);
      offsets[spilled + 1] = s.length();
    }
    size++;
  }

  /** Appends losses, in their order. */
  public void addAll(List<Loss> found) {
    found.forEach(this::add);
  }

  /** How many losses there are. */
  public int size() {
    return size;
  }

  /** The losses so far, in the order found: an immutable list of the {@link #size()} first. */
  public LossList losses() {
    if (spill != null) {
      spill.flush();
    }
    LossList.Spilled spilled = spill == null ? null
        : new LossList.Spilled(spill, Arrays.copyOf(offsets, size - inMemory + 1), List.copyOf(strings));
    return new LossList(size, counts.clone(), List.copyOf(kept), spilled);
  }

  /**
   * The losses so far by location: by input (the order given to {@link #LossLog(List)}, then the order found),
   * then by line (a loss without a line first), and in the order found within a line. An immutable list, as
   * {@link #losses()}; the order costs 12 bytes a loss while it is made (a stable merge sort of the indexes).
   */
  public LossList byLocation() {
    LossList found = losses();
    int[] order = LossOrder.stable(keys, size);
    return found.inOrder(order);
  }

  private int rankOf(String source) {
    return sourceRanks.computeIfAbsent(source, k -> sourceRanks.size());
  }

  private int idOf(String s) {
    return stringIds.computeIfAbsent(s, k -> {
      strings.add(k);
      return strings.size() - 1;
    });
  }

  private Spill spill() {
    if (spill == null) {
      Path file = null;
      try {
        file = Files.createTempFile(directory, "fairshare-losses-", ".tmp");
        FileChannel channel = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE,
            StandardOpenOption.DELETE_ON_CLOSE);
        spill = new Spill(channel, file);
        CLOSER.register(spill, new Closer(channel));
      } catch (IOException e) {
        throw FileAccessException.of("write", file == null ? directory : file, e);
      }
    }
    return spill;
  }

  /**
   * The temporary file: records appended through a buffer, read back by position. Every list made of it
   * holds it, so its channel is closed when neither the log nor any list can read it.
   */
  static final class Spill {
    final FileChannel channel;
    final Path file;
    private final ByteBuffer buffer = ByteBuffer.allocate(BUFFER);
    private long written;
    private long flushed;

    Spill(FileChannel channel, Path file) {
      this.channel = channel;
      this.file = file;
    }

    /** Writes one record: construct, action, source (string ids), line, column, detail (UTF-8). */
    void append(Loss loss, java.util.function.ToIntFunction<String> ids) {
      byte[] detail = loss.detail().getBytes(StandardCharsets.UTF_8);
      int length = 4 * 4 + 1 + 4 + detail.length;
      if (buffer.remaining() < length) {
        flush();
      }
      ByteBuffer out = length > buffer.capacity() ? ByteBuffer.allocate(length) : buffer;
      SourceLocation at = loss.location();
      out.putInt(ids.applyAsInt(loss.construct())).put((byte) loss.action().ordinal())
          .putInt(ids.applyAsInt(at.source())).putInt(at.line()).putInt(at.column())
          .putInt(detail.length).put(detail);
      if (out != buffer) {
        out.flip();
        writeFully(out);
      }
      written += length;
    }

    long length() {
      return written;
    }

    void flush() {
      buffer.flip();
      writeFully(buffer);
      buffer.clear();
    }

    private void writeFully(ByteBuffer bytes) {
      try {
        while (bytes.hasRemaining()) {
          flushed += channel.write(bytes, flushed);
        }
      } catch (IOException e) {
        throw FileAccessException.of("write", file, e);
      }
    }
  }

  /** Closes the temporary file's channel (which deletes it) once its {@link Spill} is unreachable. */
  private record Closer(FileChannel channel) implements Runnable {
    @Override
    public void run() {
      try {
        channel.close();
      } catch (IOException e) {
        // closing deletes the file; a failure leaves nothing more to do
      }
    }
  }
}
