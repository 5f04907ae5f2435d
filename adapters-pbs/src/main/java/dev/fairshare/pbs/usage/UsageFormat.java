package dev.fairshare.pbs.usage;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.NamedFormat;
import dev.fairshare.format.Problem;
import dev.fairshare.format.LeftOutUsage;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.io.InputFiles;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.PreorderTreeBuilder;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code pbs.usage}: PBS's binary {@code sched_priv/usage} file on its own (docs/algorithms/pbs.md §10), read into a
 * flat tree of its entities (users under the root, 0 shares, in file order) with their usage, and written
 * back byte for byte; {@code last_decay} is the setting {@code pbs.usage.last-decay}. To see the usage on
 * the fair-share tree, read it together with {@code resource_group} ({@code fairshare pbsfs}).
 *
 * <p>A file that is truncated, not a usage file, or that PBS would refuse is an error with byte offsets
 * ({@link UsageFileReader}); records that PBS drops are warnings and are left out of the tree.
 */
public final class UsageFormat extends NamedFormat {
  /** The registered name. */
  public static final String NAME = "pbs.usage";
  /** The setting holding {@code last_decay} (epoch seconds). */
  public static final String LAST_DECAY = "pbs.usage.last-decay";

  /** The format. */
  public UsageFormat() {
    super(NAME, "PBS sched_priv/usage binary usage file (version 2, or legacy version 1)", true);
  }

  @Override
  public MatchStrength probe(String head) {
    return head.startsWith("PBS_MAG!") ? MatchStrength.FULL : MatchStrength.NO_MATCH;
  }

  @Override
  public TreeDocument read(LineSource source) {
    throw ConfigParseException.of(Problem.error(SourceLocation.of(source.name()), "pbs.usage.binary",
        "the usage file is binary and cannot be read as text", "name it as pbs.usage:PATH"));
  }

  @Override
  public TreeDocument read(Path path) {
    return toDocument(UsageFileReader.read(path.toString(), InputFiles.readBytes(path)));
  }

  /** The document for a read usage file; throws with every problem if any is an error. */
  public static TreeDocument toDocument(UsageFile file) {
    if (file.hasErrors()) {
      throw new ConfigParseException(file.problems());
    }
    Map<String, Double> values = new LinkedHashMap<>();
    LoadedRecordWarnings loaded = new LoadedRecordWarnings(file.source(), false);
    SourceLocation whole = SourceLocation.of(file.source());
    // the empty name, which the flat tree cannot hold ('' is its root's path): PBS keeps the last record's value
    LeftOutUsage.Entry emptyName = null;
    for (UsageRecord r : file.loadedRecords()) {
      loaded.record(r.name(), r.offset(), !r.name().isEmpty() && values.put(r.name(), r.usage()) != null);
      if (r.name().isEmpty()) {
        emptyName = new LeftOutUsage.Entry("", r.usage(), whole, "the record at byte " + r.offset());
      }
    }
    List<Problem> warnings = new ArrayList<>(file.problems());
    warnings.addAll(loaded.warnings());
    // every name is_valid_pbs_name accepts ('.' and '..' too; the empty one is left out above), each once: a
    // flat pre-order tree, which takes the names as PBS does
    PreorderTreeBuilder b = new PreorderTreeBuilder("root", values.size() + 1);
    values.keySet().forEach(name -> b.add(0, name, NodeKind.USER, 0, null, whole));
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    for (int i = 1; i < tree.size(); i++) {
      own[i] = values.get(tree.name(i));
    }
    // a last_decay past what an Instant holds (year 1e9) is kept exact in LastDecay; the snapshot's time stops there
    UsageSnapshot usage = UsageSnapshot.fromOwn(tree, own,
        Instant.ofEpochSecond(Math.min(file.lastDecay(), Instant.MAX.getEpochSecond())));
    Settings settings = Settings.of(new LastDecay(file.lastDecay()));
    if (emptyName != null) {
      settings = settings.with(new LeftOutUsage(List.of(emptyName)));
    }
    return new TreeDocument(tree, usage, settings, warnings);
  }

  @Override
  public String write(TreeDocument document) {
    throw new UnsupportedOperationException("the usage file is binary; use writeBytes");
  }

  @Override
  public byte[] writeBytes(TreeDocument document) {
    List<UsageRecord> records = new ArrayList<>();
    records(document).forEach(records::add);
    return UsageFileWriter.write(lastDecay(document), records);
  }

  @Override
  public dev.fairshare.io.FileContent content(TreeDocument document) {
    return out -> {
      try {
        UsageFileWriter writer = new UsageFileWriter(out, lastDecay(document));
        for (UsageRecord r : records(document)) {
          writer.record(r.name(), r.usage());
        }
      } catch (java.io.UncheckedIOException e) {
        throw e.getCause();
      }
    };
  }

  private static long lastDecay(TreeDocument document) {
    return document.settings().get(LastDecay.class).map(LastDecay::epochSeconds).orElse(0L);
  }

  /** A record per leaf whose usage is not PBS's starting 1, in tree order, made as they are written. */
  private static Iterable<UsageRecord> records(TreeDocument document) {
    ShareTree tree = document.tree();
    return () -> new java.util.Iterator<>() {
      private int next = advance(0);

      private int advance(int from) {
        for (int i = Math.max(from, 1); i < tree.size(); i++) {
          if (!tree.hasChildren(i) && usage(i) != 1) {
            return i;
          }
        }
        return tree.size();
      }

      private double usage(int i) {
        return document.usage() == null ? 1 : document.usage().usage(i);
      }

      @Override
      public boolean hasNext() {
        return next < tree.size();
      }

      @Override
      public UsageRecord next() {
        if (!hasNext()) {
          throw new java.util.NoSuchElementException();
        }
        UsageRecord r = UsageRecord.of(tree.name(next), usage(next));
        next = advance(next + 1);
        return r;
      }
    };
  }
}
