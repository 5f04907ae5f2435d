package dev.fairshare.pbs.state;

import dev.fairshare.format.Problem;
import dev.fairshare.io.InputFiles;
import dev.fairshare.pbs.resourcegroup.ResourceGroupFile;
import dev.fairshare.pbs.resourcegroup.ResourceGroupParser;
import dev.fairshare.pbs.usage.UsageFile;
import dev.fairshare.pbs.usage.UsageFileReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The one reading of PBS's fair-share files into the state PBS holds (docs/algorithms/pbs.md §1, §2, §4.2):
 * {@code resource_group} parsed as {@code parse_group} does, then every usage record applied as
 * {@code read_usage} applies it ({@link PbsStateLoader}: the "+1" of every node, entities the tree lacks
 * created under unknown), then the tree laid out with sched_config's {@code unknown_shares} on the unknown
 * group. {@code pbsfs} and {@code pbs-formula} read a {@code sched_priv} folder through it, and
 * {@code explain}, {@code compare}, {@code view} and {@code compute} the same files named one by one
 * ({@code PbsConversion#asScheduled}), so that every command computes PBS's values from what PBS holds.
 */
public final class PbsStateReader {
  private PbsStateReader() {}

  /**
   * The files read, before the state is laid out: a caller checks their problems first.
   *
   * @param resourceGroup the {@code resource_group} file as PBS reads it
   * @param usage the usage's header and problems (its records went to the loader as they were read)
   * @param loader the records applied to the table's nodes
   */
  public record Read(ResourceGroupFile resourceGroup, UsageFile usage, PbsStateLoader loader) {

    /** The problems of both files, resource_group's first. */
    public List<Problem> problems() {
      List<Problem> all = new ArrayList<>(resourceGroup.problems());
      all.addAll(usage.problems());
      return all;
    }

    /** The state PBS holds: the tree with {@code unknown_shares} on the unknown group, and its usage. */
    public PbsFairshareState state(int unknownShares) {
      return loader.state(unknownShares, usage.lastDecay());
    }
  }

  /**
   * Reads {@code resource_group} a line at a time (PBS's messages to {@code pbsMessages} as they come, a
   * command costing {@code bytesPerLine} a line at most), then the usage: {@code usage} reads it, giving each
   * record to the loader it is handed as it comes ({@link #usageFile} for a usage file; a ledger's reading asks
   * the loader what each name is first, {@link PbsStateLoader#find}); {@code trim} drops the
   * records of names the tree lacks, as {@code pbsfs -e} does, instead of creating them under unknown.
   * {@code usageSource} names the usage in the message that refuses more entities than the heap allows.
   */
  public static Read read(Path resourceGroup, Consumer<String> pbsMessages, int bytesPerLine, boolean trim,
      String usageSource, Function<PbsStateLoader, UsageFile> usage) {
    ResourceGroupFile rg = ResourceGroupParser.read(resourceGroup, pbsMessages, bytesPerLine);
    PbsStateLoader loader = new PbsStateLoader(rg.table(), trim, usageSource,
        ResourceGroupParser.lineLimit(InputFiles.size(resourceGroup), bytesPerLine));
    return new Read(rg, usage.apply(loader), loader);
  }

  /** The usage of a usage file read a record at a time, or of none ({@link UsageFile#missing()}) for null. */
  public static Function<PbsStateLoader, UsageFile> usageFile(Path file) {
    return sink -> file == null ? UsageFile.missing() : UsageFileReader.read(file, sink);
  }
}
