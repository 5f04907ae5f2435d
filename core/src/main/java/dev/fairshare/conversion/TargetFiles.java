package dev.fairshare.conversion;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.TreeDocument;

/**
 * The files of a conversion target that a registered format writes: finds the format's writer, failing with
 * {@link MissingFormatException} when this build has none; the format checks the document now and writes it
 * when the file is staged ({@link ConfigFormat#content}).
 */
public final class TargetFiles {
  private TargetFiles() {}

  /**
   * One file written by a registered format.
   *
   * @param formats the registry
   * @param format the format's name, such as {@code pbs.resource-group}
   * @param file the file name in the output directory
   * @param doc what to write
   * @param why what the file is, for the message when the format is missing
   */
  public static OutputFile write(FormatRegistry formats, String format, String file, TreeDocument doc, String why) {
    if (!formats.names().contains(format) || !formats.get(format).canWrite()) {
      throw new MissingFormatException(format, why);
    }
    ConfigFormat f = formats.get(format);
    return new OutputFile(file, f.content(doc), format, false);
  }

  /** A file of usage written by a registered format, read back as the usage input. */
  public static OutputFile usage(FormatRegistry formats, String format, String file, TreeDocument doc, String why) {
    OutputFile f = write(formats, format, file, doc, why);
    return new OutputFile(f.name(), f.body(), format, true);
  }
}
