package dev.fairshare.slurm.dump;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The dump reader and writer against real {@code sacctmgr dump} files and real {@code sacctmgr load}
 * failures (Slurm 22.05.8 captures; see their README).
 */
class DumpCapturesTest {
  private static final Path CAPTURES = TestFiles.resource("captures");
  private static final Pattern SLURM_LINE = Pattern.compile("line\\((\\d+)\\)");
  private final SacctmgrDumpFormat format = new SacctmgrDumpFormat();

  private static List<Path> loadErrors() {
    return files(".err", 2).stream().filter(p -> p.getParent().getFileName().toString().equals("errors"))
        .toList();
  }

  private static List<Path> files(String suffix, int depth) {
    try (Stream<Path> walk = Files.walk(CAPTURES, depth)) {
      return walk.filter(p -> p.toString().endsWith(suffix)).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void theCapturesHoldDumpsAndLoadErrors() {
    assertThat(files("sacctmgr-dump.cfg", 3)).hasSizeGreaterThanOrEqualTo(8);
    assertThat(loadErrors()).hasSizeGreaterThanOrEqualTo(5);
  }

  @TestFactory
  Stream<DynamicTest> realDumpsComeBackByteForByte() {
    Stream<Path> dumps = Stream.concat(files("sacctmgr-dump.cfg", 3).stream(),
        files(".cfg", 2).stream().filter(p -> p.getParent().getFileName().toString().equals("roundtrip")));
    return dumps.map(p -> DynamicTest.dynamicTest(CAPTURES.relativize(p).toString(), () -> {
      String text = TestFiles.read(p);
      assertThat(format.write(format.read(LineSource.of(p.toString(), text)))).isEqualTo(text);
    }));
  }

  /** Each bad file is refused, with a problem on the line sacctmgr load named (when it named one). */
  @TestFactory
  Stream<DynamicTest> filesSacctmgrLoadRefusesAreRefusedAtTheSameLine() {
    return loadErrors().stream().map(err -> DynamicTest.dynamicTest(err.getFileName().toString(), () -> {
      Path cfg = err.resolveSibling(err.getFileName().toString().replace(".err", ".cfg"));
      ConfigParseException e = catchThrowableOfType(ConfigParseException.class,
          () -> format.read(LineSource.of("bad.cfg", TestFiles.read(cfg))));
      assertThat(e).as("%s is refused", cfg).isNotNull();
      Matcher m = SLURM_LINE.matcher(TestFiles.read(err));
      if (m.find()) {
        int line = Integer.parseInt(m.group(1));
        assertThat(e.problems()).extracting(Problem::location).extracting(l -> l.line()).contains(line);
      }
    }));
  }
}
