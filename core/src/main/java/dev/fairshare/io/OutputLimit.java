package dev.fairshare.io;

import com.typesafe.config.Config;

/**
 * The most bytes one command writes to its output ({@code fairshare.limits.output-bytes}, core's
 * reference.conf): an output that would be larger, such as one that repeats every node's whole path on a
 * tree a million deep, is refused with a {@link TooLargeException} before anything is written.
 *
 * @param bytes the limit
 */
public record OutputLimit(long bytes) {
  /** The configuration key. */
  public static final String KEY = "fairshare.limits.output-bytes";

  /** The limit the configuration sets. */
  public static OutputLimit of(Config config) {
    return new OutputLimit(config.getBytes(KEY));
  }

  /**
   * Refuses an output of about {@code size} bytes (negative: more than a {@code long} counts) when it is
   * over the limit; {@code why} says what makes it that large.
   */
  public void check(long size, String why) {
    if (size > bytes || size < 0) {
      throw new TooLargeException("an output of about", size < 0 ? Long.MAX_VALUE : size, bytes,
          "-D" + KEY + "=N (" + why + ")");
    }
  }
}
