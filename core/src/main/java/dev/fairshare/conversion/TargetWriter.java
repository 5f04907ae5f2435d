package dev.fairshare.conversion;

import dev.fairshare.format.FormatRegistry;
import java.util.List;
import java.util.Set;

/** Writes a converted tree as one family's files (a dump, a command script, settings lines, usage). */
public interface TargetWriter {

  /**
   * The files, by name in the output directory. A file that a registered format writes goes through
   * {@link TargetFiles#write}, with one of the formats this writer declares ({@link #formats()}).
   */
  List<OutputFile> write(ConvertedTree converted, FormatRegistry formats, TargetOptions options);

  /**
   * Every registered format this writer may write a file with ({@link TargetFiles#write}), whether or not a
   * given conversion writes that file (the usage file only when the source has usage); none by default.
   * {@code convert} checks them before it reads any input ({@link TargetFiles#check}): a build that does not
   * register one for writing cannot convert to this target, which is misuse.
   */
  default List<TargetFormat> formats() {
    return List.of();
  }

  /**
   * The fields of {@link TargetOptions} this writer reads ({@link TargetOptions#CLUSTER},
   * {@link TargetOptions#QUEUES}); none by default. {@code convert} refuses the option of a field its target
   * does not read as misuse rather than ignore it.
   */
  default Set<String> reads() {
    return Set.of();
  }
}
