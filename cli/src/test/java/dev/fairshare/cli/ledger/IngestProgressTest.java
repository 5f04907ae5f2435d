package dev.fairshare.cli.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** The terminal progress line of {@code usage ingest}, on a clock the test moves. */
class IngestProgressTest {
  long now = 5_000_000_000L;
  final StringWriter text = new StringWriter();
  final IngestProgress bar = new IngestProgress(new PrintWriter(text), () -> now);

  @Test
  void showsTheShareDoneRecordsPerSecondAndTheTimeLeft() {
    now += 2_000_000_000L;
    // 2 s for 500,000 records and a quarter of the bytes: 250,000 records/s, 6 s left
    bar.update(500_000, 250, 1000);
    assertThat(text.toString()).isEqualTo(
        "\r[########                      ]  25%  500,000 records  250,000 records/s  ETA 6s");
  }

  @Test
  void redrawsAtMostFiveTimesASecondAndClearsItsLineAtTheEnd() {
    now += 1_000_000_000L;
    bar.update(10, 10, 100);
    now += 100_000_000L;
    bar.update(20, 20, 100);
    assertThat(text.toString()).isEqualTo(
        "\r[###                           ]  10%  10 records  10 records/s  ETA 9s");
    now += 100_000_000L;
    bar.update(30, 30, 100);
    assertThat(text.toString()).endsWith(
        "\r[#########                     ]  30%  30 records  25 records/s  ETA 3s");
    bar.finish();
    assertThat(text.toString()).endsWith("\r\033[K");
  }

  @Test
  void withoutASizeItShowsRecordsAndTheirRateOnly() {
    now += 4_000_000_000L;
    bar.update(1_000, 0, 0);
    assertThat(text.toString()).isEqualTo("\r1,000 records  250 records/s");
  }
}
