package dev.fairshare.slurm.dump;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.testkit.GoldenFiles;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SacctmgrDumpRoundTripTest {
  private final SacctmgrDumpFormat format = new SacctmgrDumpFormat();

  private String roundTrip(String name, String text) {
    TreeDocument doc = format.read(LineSource.of(name, text));
    return format.write(doc);
  }

  @ParameterizedTest
  @ValueSource(strings = {"dumps/test24.4.cfg", "dumps/irregular.cfg"})
  void dumpsInSlurmsOwnOrderComeBackByteForByte(String file) {
    String text = TestFiles.read(TestFiles.resource(file));
    assertThat(roundTrip(file, text)).isEqualTo(text);
  }

  @ParameterizedTest
  @ValueSource(strings = {"spec-example", "hand-edited"})
  void handMadeFilesAreWrittenInDumpOrderWithTheReadmesNormalizations(String name) {
    String text = TestFiles.read(TestFiles.resource("dumps/" + name + ".cfg"));
    String written = roundTrip(name, text);
    GoldenFiles.assertMatches(written, TestFiles.golden("dump/" + name + ".written.cfg"));
    assertThat(roundTrip(name, written)).as("writing is idempotent").isEqualTo(written);
  }

  @Test
  void changedSharesReplaceTheWrittenFairshare() {
    TreeDocument doc = format.read(LineSource.of("t", "Cluster - 'c'\nAccount - 'a':Fairshare=parent\n"));
    assertThat(format.write(doc)).isEqualTo("Cluster - 'c'\nParent - 'root'\nAccount - 'a':Fairshare=parent\n");
  }

  @Test
  void badDumpErrorsMatchTheGoldenFile() {
    Path bad = TestFiles.resource("dumps/bad.cfg");
    try {
      format.read(LineSource.of("bad.cfg", TestFiles.read(bad)));
      throw new AssertionError("expected a ConfigParseException");
    } catch (ConfigParseException e) {
      GoldenFiles.assertMatches(e.getMessage() + "\n", TestFiles.golden("dump/bad.errors.txt"));
    }
  }
}
