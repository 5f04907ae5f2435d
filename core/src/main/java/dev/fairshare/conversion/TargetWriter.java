package dev.fairshare.conversion;

import dev.fairshare.format.FormatRegistry;
import java.util.List;
import java.util.Set;

/** Writes a converted tree as one family's files (a dump, a command script, settings lines, usage). */
public interface TargetWriter {

  /**
   * The files, by name in the output directory. A file that a registered format writes goes through
   * {@link TargetFiles#write}.
   */
  List<OutputFile> write(ConvertedTree converted, FormatRegistry formats, TargetOptions options);

  /**
   * The fields of {@link TargetOptions} this writer reads ({@link TargetOptions#CLUSTER},
   * {@link TargetOptions#QUEUES}); none by default. {@code convert} refuses the option of a field its target
   * does not read as misuse rather than ignore it.
   */
  default Set<String> reads() {
    return Set.of();
  }
}
