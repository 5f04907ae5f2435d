package dev.fairshare.benchmarks;

import dev.fairshare.format.Problem;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.ledger.ingest.IngestSink;
import dev.fairshare.slurm.sacct.SacctIngester;
import dev.fairshare.testkit.ledger.SacctExport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading a generated two-cluster {@code sacct -P} export of {@code rows} rows from a file into charges
 * (the ledger's goal: at least 1,000,000 rows a second; docs/performance.md, "Current figures"). One operation
 * reads the whole file; rows per second is {@code rows} over the time per operation.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
public class SacctParse {

  @Param({"1000000"})
  public int rows;

  private Path file;
  private SacctExport export;

  /** Counts what the ingester reports. */
  static final class Count implements IngestSink {
    long charges;
    double amount;

    @Override
    public void charge(Charge charge) {
      charges++;
      amount += charge.amount();
    }

    @Override
    public void skip(String reason) {}

    @Override
    public void problem(Problem problem) {
      throw new IllegalStateException(problem.render());
    }
  }

  @Setup(Level.Trial)
  public void setUp() throws IOException {
    export = SacctExport.generate(rows, 1);
    file = Files.createTempFile("sacct-bench", ".txt");
    export.write(file);
  }

  @TearDown(Level.Trial)
  public void tearDown() throws IOException {
    Files.deleteIfExists(file);
  }

  /** The whole file through the slurm.sacct ingester. */
  @Benchmark
  public long read() throws IOException {
    Count count = new Count();
    new SacctIngester().read(new IngestInput(file, export.at(), ZoneId.of("UTC")), count);
    return count.charges;
  }
}
