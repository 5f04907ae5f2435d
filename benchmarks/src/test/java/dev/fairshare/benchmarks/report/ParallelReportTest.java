package dev.fairshare.benchmarks.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The table of {@code benchmarks/gate --parallel}: each thread count's wall ns/node, its speed-up over one
 * thread and over {@code Recompute.fast} of the same run, and the process CPU per node (golden file).
 */
class ParallelReportTest {

  private static Measurement parallel(String threads, double nsPerNode, double cpuNsPerNode) {
    return new Measurement("RecomputeParallel.recompute",
        Map.of("algorithm", "lsf.fairshare", "shape", "balanced-1111", "threads", threads), 1, nsPerNode * 1111,
        0, Double.NaN, cpuNsPerNode * 1111, nsPerNode * 1111, new double[] {nsPerNode * 1111});
  }

  @Test
  void speedUpsAreOverOneThreadAndOverTheSequentialBenchmarkOfTheSameRun() throws IOException {
    // one thread 16 ns/node, Recompute.fast 12, 16 threads 2: 8.00x and 6.00x
    Measurement fast = new Measurement("Recompute.fast", Map.of("algorithm", "lsf.fairshare", "shape",
        "balanced-1111"), 1, 12.0 * 1111, 0, Double.NaN, 12.0 * 1111, 12.0 * 1111, new double[] {12.0 * 1111});
    String table = ParallelReport.table(List.of(parallel("1", 16, 16.5), fast, parallel("16", 2, 40)));
    try (var golden = ParallelReportTest.class.getResourceAsStream("parallel-table.txt")) {
      assertThat(table).isEqualTo(new String(golden.readAllBytes(), StandardCharsets.UTF_8));
    }
  }
}
