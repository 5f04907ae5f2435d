package dev.fairshare.convert.emit;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.TreeDocument;

/** Finds the registered writer of a format, failing with {@link MissingFormatException} when there is none. */
final class Writers {
  private Writers() {}

  static OutputFile write(FormatRegistry formats, String format, String file, TreeDocument doc, String why) {
    if (!formats.names().contains(format) || !formats.get(format).canWrite()) {
      throw new MissingFormatException(format, why);
    }
    ConfigFormat f = formats.get(format);
    return new OutputFile(file, f.writeBytes(doc));
  }
}
