package dev.fairshare.conversion;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.TreeDocument;

/**
 * The files of a conversion target that a registered format writes: finds the format's writer, failing with
 * {@link MissingFormatException} when this build has none; the format checks the document now and writes it
 * when the file is staged ({@link ConfigFormat#content}). {@link #check} finds a missing one before anything is
 * read, from the formats the target's writer declares.
 */
public final class TargetFiles {
  private TargetFiles() {}

  /**
   * Checks that every format a target's writer declares ({@link TargetWriter#formats()}) is registered for
   * writing, whether or not a conversion writes that file: {@code convert} asks before it reads any input, so a
   * build that cannot write the target is misuse found at once, not after the conversion ran.
   *
   * @throws MissingFormatException for the first declared format this build cannot write
   */
  public static void check(FormatRegistry formats, TargetWriter writer) {
    for (TargetFormat f : writer.formats()) {
      if (!writable(formats, f.format())) {
        throw new MissingFormatException(f.format(), f.what());
      }
    }
  }

  /**
   * One file written by a registered format.
   *
   * @param formats the registry
   * @param format the format, one its writer declares
   * @param file the file name in the output directory
   * @param doc what to write
   */
  public static OutputFile write(FormatRegistry formats, TargetFormat format, String file, TreeDocument doc) {
    if (!writable(formats, format.format())) {
      throw new MissingFormatException(format.format(), format.what());
    }
    ConfigFormat f = formats.get(format.format());
    return new OutputFile(file, f.content(doc), format.format(), false);
  }

  /** A file of usage written by a registered format, read back as the usage input. */
  public static OutputFile usage(FormatRegistry formats, TargetFormat format, String file, TreeDocument doc) {
    OutputFile f = write(formats, format, file, doc);
    return new OutputFile(f.name(), f.body(), format.format(), true);
  }

  private static boolean writable(FormatRegistry formats, String format) {
    return formats.names().contains(format) && formats.get(format).canWrite();
  }
}
