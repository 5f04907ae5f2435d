package dev.fairshare.cli.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.CommandRun;
import dev.fairshare.testkit.ledger.SacctExport;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A generated {@code sacct -P} export over two clusters (arrays, heterogeneous jobs, requeues, running and
 * never-started jobs): {@code usage show --decay none} gives every association Σ billing × (End − Start)
 * exactly, and reading it twice, or as two exports overlapping by 30 %, changes nothing. The build runs it on
 * 40,000 rows; {@code -Dledger.rows=1000000} runs the size of docs/ledger.md's acceptance figures.
 */
class GeneratedExportTest {
  static final int ROWS = Integer.getInteger("ledger.rows", 40_000);
  static SacctExport export;

  @TempDir
  static Path tmp;

  @BeforeAll
  static void generate() {
    export = SacctExport.generate(ROWS, 20_240_101);
  }

  static CommandRun ingest(String ledger, Path file) {
    return CommandRun.of("usage", "ingest", "--ledger", ledger, "--tz=UTC", "--at", export.at().toString(),
        "slurm.sacct:" + file);
  }

  static Map<String, Double> shown(String ledger) {
    CommandRun run = CommandRun.of("usage", "show", "--ledger", ledger, "--decay", "none", "--at",
        export.at().plusSeconds(86400).toString(), "--format", "tsv");
    assertThat(run.exitCode()).isZero();
    Map<String, Double> out = new HashMap<>();
    run.out().lines().skip(1).forEach(line -> {
      int last = line.lastIndexOf('\t');
      out.put(line.substring(0, last), Double.parseDouble(line.substring(last + 1)));
    });
    return out;
  }

  @Test
  void usageWithoutDecayIsTheSumOfBillingTimesSecondsAndReadingTwiceChangesNothing() throws Exception {
    Path file = tmp.resolve("all.txt");
    export.write(file);
    String ledger = tmp.resolve("twice.db").toString();
    CommandRun first = ingest(ledger, file);
    assertThat(first.exitCode()).isZero();
    assertThat(first.out()).contains("read " + ROWS + ", new ").doesNotContain("slurm.sacct.");
    Map<String, Double> once = shown(ledger);
    assertThat(once).isEqualTo(export.expected());
    CommandRun second = ingest(ledger, file);
    assertThat(second.out()).contains(", new 0, already present ");
    assertThat(shown(ledger)).isEqualTo(once);
  }

  @Test
  void twoExportsOverlappingByThirtyPercentGiveTheSameUsageAsOne() throws Exception {
    Path a = tmp.resolve("a.txt");
    Path b = tmp.resolve("b.txt");
    int size = export.size();
    export.write(a, 0, (int) (size * 0.65));
    export.write(b, (int) (size * 0.35), size);
    String ledger = tmp.resolve("overlap.db").toString();
    assertThat(ingest(ledger, a).exitCode()).isZero();
    CommandRun second = ingest(ledger, b);
    assertThat(second.out()).doesNotContain("already present 0,");
    assertThat(shown(ledger)).isEqualTo(export.expected());
  }
}
