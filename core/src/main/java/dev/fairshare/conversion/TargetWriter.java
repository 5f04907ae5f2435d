package dev.fairshare.conversion;

import dev.fairshare.format.FormatRegistry;
import java.util.List;

/** Writes a converted tree as one family's files (a dump, a command script, settings lines, usage). */
public interface TargetWriter {

  /**
   * The files, by name in the output directory. A file that a registered format writes goes through
   * {@link TargetFiles#write}.
   */
  List<OutputFile> write(ConvertedTree converted, FormatRegistry formats, TargetOptions options);
}
