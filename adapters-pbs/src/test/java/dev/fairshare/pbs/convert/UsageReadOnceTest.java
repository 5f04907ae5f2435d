package dev.fairshare.pbs.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.Problem;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.pbs.PbsFamily;
import dev.fairshare.pbs.usage.LastDecay;
import dev.fairshare.pbs.usage.UsageFileWriter;
import dev.fairshare.pbs.usage.UsageFormat;
import dev.fairshare.pbs.usage.UsageRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands that read a PBS site as PBS holds it ({@code explain}, {@code compare}, {@code view}:
 * {@link ConversionSource#readAsScheduled}) read a usage file given as {@code --usage} once, as PBS reads it,
 * not first with its format and then again; and bad input is reported with every input read once, with the
 * messages of each input's format. A reading is counted by the bytes this process reads (Linux's
 * {@code /proc/self/io}), in usage files of 40,000 records, and by the inputs each format reads.
 */
class UsageReadOnceTest {
  private static final long LAST_DECAY = 1_763_596_800L;
  private static final int RECORDS = 40_000;

  @TempDir
  Path dir;

  /** A registered format, counting the inputs it reads. */
  private static final class Counting implements ConfigFormat {
    private final ConfigFormat format;
    int reads;

    Counting(ConfigFormat format) {
      this.format = format;
    }

    @Override
    public String name() {
      return format.name();
    }

    @Override
    public String description() {
      return format.description();
    }

    @Override
    public MatchStrength probe(String head) {
      return format.probe(head);
    }

    @Override
    public TreeDocument read(LineSource source) {
      reads++;
      return format.read(source);
    }

    @Override
    public TreeDocument read(Path path) {
      reads++;
      return format.read(path);
    }
  }

  private final Map<String, Counting> counting = new LinkedHashMap<>();

  private ConversionSource read(List<String> specs, String usage) {
    Map<String, ConfigFormat> formats = new LinkedHashMap<>();
    for (ConfigFormat f : new PbsFamily().formats()) {
      formats.put(f.name(), counting.computeIfAbsent(f.name(), n -> new Counting(f)));
    }
    return ConversionSource.readAsScheduled(new FormatRegistry(formats),
        new FamilyRegistry(Map.of("pbs", new PbsFamily())), specs, usage);
  }

  private int formatReads(String format) {
    return counting.get(format).reads;
  }

  /** The bytes this process has read so far: {@code rchar} of {@code /proc/self/io}. */
  private static long bytesRead() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/io"))) {
        if (line.startsWith("rchar:")) {
          return Long.parseLong(line.substring("rchar:".length()).strip());
        }
      }
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    throw new AssertionError("/proc/self/io has no rchar");
  }

  /** How many times {@code reading} read {@code file}: the bytes it read, in files of that size. */
  private static <T> long readings(Path file, Supplier<T> reading) throws IOException {
    long before = bytesRead();
    reading.get();
    return Math.round((double) (bytesRead() - before) / Files.size(file));
  }

  /** A usage file of {@value #RECORDS} entities, then {@code extra} records, then {@code tail} bytes. */
  private Path usage(List<UsageRecord> extra, byte[] tail) throws IOException {
    List<UsageRecord> records = new ArrayList<>();
    for (int i = 0; i < RECORDS; i++) {
      records.add(UsageRecord.of("u" + i, i));
    }
    records.addAll(extra);
    byte[] bytes = UsageFileWriter.write(LAST_DECAY, records);
    byte[] all = Arrays.copyOf(bytes, bytes.length + tail.length);
    System.arraycopy(tail, 0, all, bytes.length, tail.length);
    return Files.write(dir.resolve("usage"), all);
  }

  private String file(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text).toString();
  }

  @Test
  void aUsageFileIsReadOnceAsPbsReadsItWithItsFormatsWarningsAndLastDecay() throws IOException {
    String rg = file("resource_group", "eng 10 root 60\namy 11 eng 1\n");
    String sc = "pbs.sched-config:" + file("sched_config", "unknown_shares: 20\n");
    Path usage = usage(List.of(UsageRecord.of("amy", 5), UsageRecord.of("bad/name", 1), UsageRecord.of("amy", 7)),
        new byte[0]);
    String spec = "pbs.usage:" + usage;
    read(List.of(rg, sc), spec);
    // named, or a bare path recognized by its first bytes
    for (String given : List.of(spec, usage.toString())) {
      counting.values().forEach(c -> c.reads = 0);
      assertThat(readings(usage, () -> read(List.of(rg, sc), given))).as(given).isOne();
      assertThat(formatReads(UsageFormat.NAME)).as(given).isZero();
    }
    ConversionSource s = read(List.of(rg, sc), spec);
    // PBS's tree and usage: amy's last record, the usage file's other entities under unknown
    assertThat(s.usage().usage(s.tree().indexOf("eng/amy"))).isEqualTo(7);
    assertThat(s.tree().indexOf("unknown/u39999")).isPositive();
    // the warnings and last_decay its format gives
    TreeDocument asFormatReadsIt = new UsageFormat().read(usage);
    assertThat(s.warnings()).containsExactlyElementsOf(asFormatReadsIt.warnings());
    assertThat(s.warnings()).extracting(Problem::code)
        .containsExactly("pbs.usage.invalid-entity", "pbs.usage.duplicate-entity");
    assertThat(s.settings().get(LastDecay.class)).contains(new LastDecay(LAST_DECAY));
    assertThat(s.usageInput()).isEqualTo(spec);
  }

  @Test
  void aBadUsageFileIsReadOnceForItsFormatsMessages() throws IOException {
    String rg = file("resource_group", "eng 10 root 60\namy 11 eng 1\n");
    Path usage = usage(List.of(), new byte[] {'a', 'm', 'y'});
    List<Problem> asFormatReportsThem = problems(() -> new UsageFormat().read(usage));
    assertThat(asFormatReportsThem).extracting(Problem::code).containsExactly("pbs.usage.truncated");
    String spec = "pbs.usage:" + usage;
    problems(() -> read(List.of(rg), spec));
    counting.values().forEach(c -> c.reads = 0);
    assertThat(readings(usage, () -> problems(() -> read(List.of(rg), spec)))).isOne();
    assertThat(problems(() -> read(List.of(rg), spec))).isEqualTo(asFormatReportsThem);
  }

  @Test
  void everyInputsProblemsComeInOrderWithEveryInputReadOnce() throws IOException {
    String rg = file("resource_group", "eng 10 root 60\namy 11 nowhere 1\n");
    String sc = "pbs.sched-config:" + file("sched_config", "unknown_shares: 20\n");
    String unknown = file("notes", "no scheduler's file\n");
    Path usage = usage(List.of(), new byte[] {'a', 'm', 'y'});
    String spec = "pbs.usage:" + usage;
    // resource_group and the usage file fail, as their formats report them; with an input no format reads
    for (List<String> specs : List.of(List.of(rg, sc), List.of(rg, unknown, sc))) {
      List<Problem> problems = problems(() -> read(specs, spec));
      assertThat(problems).extracting(Problem::code).containsExactlyElementsOf(specs.size() == 2
          ? List.of("pbs.resource-group.unknown-parent", "pbs.usage.truncated")
          : List.of("pbs.resource-group.unknown-parent", "format.unknown", "pbs.usage.truncated"));
      counting.values().forEach(c -> c.reads = 0);
      assertThat(readings(usage, () -> problems(() -> read(specs, spec)))).as(specs.toString()).isOne();
      assertThat(formatReads("pbs.sched-config")).as(specs.toString()).isOne();
      assertThat(formatReads("pbs.resource-group")).as(specs.toString()).isLessThanOrEqualTo(1);
    }
  }

  private static List<Problem> problems(Supplier<?> reading) {
    try {
      reading.get();
    } catch (ConfigParseException e) {
      return e.problems();
    }
    throw new AssertionError("no problem");
  }
}
