package dev.fairshare.io;

import java.util.Locale;

/**
 * How large an input this process accepts, from its heap: a file read whole is held while the tree made of
 * it, which takes more than the text again, is built, so its bytes may take at most a fifth of the heap, and
 * never more than a Java string holds; a file read a line at a time ({@link FileLines}) is limited by its
 * lines alone ({@link #streamedLines(int, long)}).
 * A larger input is refused before it is read ({@link TooLargeException}), never with an
 * {@code OutOfMemoryError}. The heap is raised with {@code FAIRSHARE_HEAP} for the {@code fairshare}
 * command (docs/scale.md).
 */
public final class Limits {
  /** The most bytes of one string or array in the JVM, with room for headers. */
  static final long MAX_ARRAY = Integer.MAX_VALUE - 64;

  private Limits() {}

  /** The most bytes of one input file. */
  public static long inputBytes() {
    return inputBytes(Runtime.getRuntime().maxMemory());
  }

  /**
   * The most lines of one input file: each line of a tree's file becomes a node, and a node costs a reader
   * and a conversion up to about 400 bytes of heap (a {@code sacctmgr dump} of 10 million nodes, 400 MB,
   * did not fit in a 3 GB heap).
   */
  public static long inputLines() {
    return inputLines(Runtime.getRuntime().maxMemory());
  }

  /**
   * The most lines of one input file of {@code fileBytes} bytes for a reader that streams it (never holds
   * it whole) and whose command keeps at most {@code bytesPerLine} bytes of heap a line besides the text it
   * keeps of the line (names: at most the file's bytes): {@code (heap - fileBytes) / bytesPerLine}
   * (docs/scale.md gives each reader's).
   */
  public static long streamedLines(int bytesPerLine, long fileBytes) {
    return streamedLines(Runtime.getRuntime().maxMemory(), bytesPerLine, fileBytes);
  }

  /** {@link #streamedLines(int, long)} for a heap of {@code heapBytes}. */
  static long streamedLines(long heapBytes, int bytesPerLine, long fileBytes) {
    return Math.max(0, heapBytes - fileBytes) / bytesPerLine;
  }

  /** The most lines of one input file for a heap of {@code heapBytes}. */
  static long inputLines(long heapBytes) {
    return heapBytes / BYTES_PER_LINE;
  }

  /** The heap one input line may cost, at most, once read into a tree and converted. */
  static final long BYTES_PER_LINE = 400;

  /**
   * The most names of one input whose lines list many names each, such as {@code lsb.users}, whose groups
   * list their members on one line (10 million users in 10,000 lines): each name becomes a node, which
   * costs up to about 300 bytes of heap through {@code bqueues} (its tree, usage and priorities; 10 million
   * users took about 2.5 GB).
   */
  public static long inputNames() {
    return inputNames(Runtime.getRuntime().maxMemory());
  }

  /** The most names of one input for a heap of {@code heapBytes}. */
  static long inputNames(long heapBytes) {
    return heapBytes / BYTES_PER_NAME;
  }

  /** The heap one name of a many-names-a-line input may cost, at most, once read into a tree. */
  static final long BYTES_PER_NAME = 300;

  /** The most bytes of one input file for a heap of {@code heapBytes}: a fifth of it. */
  static long inputBytes(long heapBytes) {
    return Math.min(MAX_ARRAY, heapBytes / 5);
  }

  /** How to give the process more memory, for messages. */
  public static String raise() {
    long mb = Runtime.getRuntime().maxMemory() >> 20;
    long next = Math.max(4096, Math.round(mb * 2 / 1024.0) * 1024);
    return String.format(Locale.ROOT,
        "a larger heap (now %,d MB), e.g. FAIRSHARE_HEAP=%dg fairshare ... or java -Xmx%dg",
        mb, next / 1024, next / 1024);
  }
}
