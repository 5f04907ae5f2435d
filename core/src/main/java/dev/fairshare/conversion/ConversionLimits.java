package dev.fairshare.conversion;

/**
 * How large a tree this process converts, from its heap: a conversion holds the source tree, its
 * {@link WorkTree}, the frozen result and the target's labelled view of it, and the names once, about
 * {@value #BYTES_PER_NODE} bytes a node in all (measured with {@code jcmd PID GC.class_histogram} on a
 * million-node forest, docs/scale.md). A larger tree is refused before it is copied, with how to raise the
 * heap.
 */
public final class ConversionLimits {
  /** The heap one node of a converted tree may cost, at most, source and output together. */
  public static final int BYTES_PER_NODE = 250;

  private ConversionLimits() {}

  /** The most nodes of a tree to convert in this process's heap. */
  public static long nodes() {
    return nodes(Runtime.getRuntime().maxMemory());
  }

  /** The most nodes of a tree to convert in a heap of {@code heapBytes}. */
  static long nodes(long heapBytes) {
    return heapBytes / BYTES_PER_NODE;
  }
}
