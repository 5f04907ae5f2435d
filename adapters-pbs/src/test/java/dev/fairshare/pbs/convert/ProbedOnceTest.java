package dev.fairshare.pbs.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.FileReads;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.Problem;
import dev.fairshare.pbs.PbsFamily;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bare path given to the commands that read a PBS site as PBS holds it ({@link ConversionSource#readAsScheduled}:
 * {@code explain}, {@code compare}, {@code view}) is read once by the probing, its first bytes serving every probe
 * and, where no family reads it itself, its format: a {@code resource_group} that is not UTF-8 was opened five times
 * before its {@code io.not-utf8} (the binary check, the text head, then again in the reading: the binary check, the
 * size, the text), now once, with the same one problem. The readings are counted through the registry's
 * {@link FileReads}.
 */
class ProbedOnceTest {
  @TempDir
  Path dir;

  /** The files' readings, counted. */
  private static final class Counting implements FileReads {
    final List<String> reads = new ArrayList<>();

    @Override
    public byte[] head(Path path, int max) {
      reads.add("head " + path.getFileName());
      return FileReads.FILES.head(path, max);
    }

    @Override
    public byte[] all(Path path) {
      reads.add("all " + path.getFileName());
      return FileReads.FILES.all(path);
    }
  }

  private final Counting counting = new Counting();

  private ConversionSource read(String... specs) {
    Map<String, ConfigFormat> formats = new LinkedHashMap<>();
    new PbsFamily().formats().forEach(f -> formats.put(f.name(), f));
    return ConversionSource.readAsScheduled(new FormatRegistry(formats, counting),
        new FamilyRegistry(Map.of("pbs", new PbsFamily())), List.of(specs), null);
  }

  @Test
  void aResourceGroupThatIsNotUtf8IsReadOnceForOneProblem() throws IOException {
    Path rg = dir.resolve("resource_group");
    // byte 0xFF at offset 19, line 2, column 5: no UTF-8 text holds it
    Files.write(rg, new byte[] {'e', 'n', 'g', ' ', '1', '0', ' ', 'r', 'o', 'o', 't', ' ', '6', '0', '\n', 'a', 'm',
        'y', ' ', (byte) 0xff, ' ', '1', '1', ' ', 'e', 'n', 'g', ' ', '1', '\n'});
    assertThatThrownBy(() -> read(rg.toString())).isInstanceOf(ConfigParseException.class).satisfies(e -> {
      List<Problem> problems = ((ConfigParseException) e).problems();
      assertThat(problems).hasSize(1);
      assertThat(problems.get(0).render()).startsWith(rg + ":2:5: [io.not-utf8] byte 0xFF at offset 19 is not UTF-8"
          + " text");
    });
    assertThat(counting.reads).containsExactly("all resource_group");
  }

  @Test
  void aSmallTextInputIsProbedAndReadFromOneReading() throws IOException {
    Path sc = Files.copy(Path.of("../examples/pbs/sched_priv/sched_config"), dir.resolve("sched_config"));
    Path rg = Files.writeString(dir.resolve("resource_group"), "eng 10 root 60\namy 11 eng 1\n");
    ConversionSource s = read("pbs.resource-group:" + rg, sc.toString());
    assertThat(s.tree().indexOf("eng/amy")).isPositive();
    // sched_config probed and read from its one reading; resource_group, named, is PBS's to read
    assertThat(counting.reads).containsExactly("all sched_config");
  }
}
