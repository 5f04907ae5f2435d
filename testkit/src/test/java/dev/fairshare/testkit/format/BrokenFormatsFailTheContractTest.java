package dev.fairshare.testkit.format;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.format.ConfigFormat;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link FormatContract} fails a format that breaks it: a writer that drops a node, a reader that lets a raw
 * exception out, a reader that writes beside its input, problems without their file and line. The same checks
 * pass on the format without the defect ({@link FairshareTsvFormatContractTest}).
 */
class BrokenFormatsFailTheContractTest {

  /** The contract over a broken format, its checks called directly. */
  static final class Contract extends FormatContract {
    private final ConfigFormat format;

    Contract(BrokenFormat.Defect defect) {
      this.format = new BrokenFormat(defect);
    }

    @Override
    protected ConfigFormat format() {
      return format;
    }

    @Override
    protected List<FormatSample> samples() {
      return TsvSamples.samples();
    }

    @Override
    protected List<BadInput> badInputs() {
      return TsvSamples.badInputs();
    }
  }

  private static final byte[] BAD_SHARES = "a\tgroup\tmany\n".getBytes(StandardCharsets.UTF_8);

  @Test
  void aWriterThatDropsANodeFailsTheRoundTrip() {
    Contract contract = new Contract(BrokenFormat.Defect.WRITER_DROPS_A_NODE);
    assertThatThrownBy(contract::readWriteReadGivesTheSameDocumentAndWritingAgainTheSameBytes)
        .isInstanceOf(AssertionError.class).hasMessageContaining("number of nodes");
    assertThatCode(contract::everySampleReadsTheSameEachTimeAndReadingWritesNothing).doesNotThrowAnyException();
  }

  @Test
  void aReaderThatThrowsARawExceptionFailsTheFuzzing() {
    Contract contract = new Contract(BrokenFormat.Defect.READER_THROWS_RAW);
    assertThatThrownBy(() -> contract.randomBytesAreReadOrRefusedWithAPositionedProblem(BAD_SHARES))
        .isInstanceOf(AssertionError.class).hasMessageContaining("NumberFormatException");
    assertThatCode(() -> new Contract(BrokenFormat.Defect.WRITER_DROPS_A_NODE)
        .randomBytesAreReadOrRefusedWithAPositionedProblem(BAD_SHARES)).doesNotThrowAnyException();
  }

  @Test
  void aReaderThatWritesBesideItsInputFails() {
    Contract contract = new Contract(BrokenFormat.Defect.READER_WRITES);
    assertThatThrownBy(contract::everySampleReadsTheSameEachTimeAndReadingWritesNothing)
        .isInstanceOf(AssertionError.class).hasMessageContaining(".lock");
  }

  @Test
  void problemsWithoutTheirFileAndLineFail() {
    Contract contract = new Contract(BrokenFormat.Defect.PROBLEMS_UNPOSITIONED);
    assertThatThrownBy(contract::everyBadInputReportsItsProblemPositionedAndCoded)
        .isInstanceOf(AssertionError.class).hasMessageContaining("file of");
    assertThatThrownBy(() -> contract.randomBytesAreReadOrRefusedWithAPositionedProblem(BAD_SHARES))
        .isInstanceOf(AssertionError.class);
  }
}
