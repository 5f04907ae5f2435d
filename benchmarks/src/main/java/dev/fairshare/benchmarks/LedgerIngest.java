package dev.fairshare.benchmarks;

import dev.fairshare.format.Problem;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.UsageLedger;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.ledger.ingest.IngestSink;
import dev.fairshare.ledger.ingest.Ingestion;
import dev.fairshare.slurm.sacct.SacctIngester;
import dev.fairshare.testkit.ledger.SacctExport;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
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
 * Appending {@code charges} new charges (read beforehand from a generated sacct export) into an empty ledger
 * in batches of {@link Ingestion#DEFAULT_BATCH}, every batch committed (the ledger's goals: SQLite at least
 * 200,000 charges a second, PostgreSQL on loopback at least 100,000; docs/performance.md, "Current figures").
 * One operation appends them all to a new ledger; charges per second is {@code charges} over its time.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgs = {"-Xms3g", "-Xmx3g"})
public class LedgerIngest {

  @Param({"sqlite", "postgresql"})
  public String store;

  @Param({"1000000"})
  public int charges;

  private List<Charge> all;
  private UsageLedger ledger;

  @Setup(Level.Trial)
  public void read() throws IOException {
    SacctExport export = SacctExport.generate(charges + charges / 8, 2);
    Path file = Files.createTempFile("sacct-bench", ".txt");
    export.write(file);
    List<Charge> out = new ArrayList<>();
    new SacctIngester().read(new IngestInput(file, export.at(), ZoneId.of("UTC")), new IngestSink() {
      @Override
      public void charge(Charge charge) {
        if (out.size() < charges) {
          out.add(charge);
        }
      }

      @Override
      public void skip(String reason) {}

      @Override
      public void problem(Problem problem) {
        throw new IllegalStateException(problem.render());
      }
    });
    Files.delete(file);
    all = out;
  }

  private long serverCpuBefore;

  @Setup(Level.Invocation)
  public void open() {
    ledger = LedgerStores.create(store);
    serverCpuBefore = LedgerStores.serverCpuNanos(store);
  }

  /** Prints the PostgreSQL server's CPU time for the invocation (its processes are not the benchmark's). */
  @TearDown(Level.Invocation)
  public void close() {
    LedgerStores.printServerCpuSince(store, serverCpuBefore);
    LedgerStores.dispose(ledger);
  }

  /** Every charge, batch after batch, each batch one committed transaction. */
  @Benchmark
  public long append() {
    long added = 0;
    for (int i = 0; i < all.size(); i += Ingestion.DEFAULT_BATCH) {
      added += ledger.append(all.subList(i, Math.min(all.size(), i + Ingestion.DEFAULT_BATCH))).added();
    }
    if (added != all.size()) {
      throw new IllegalStateException(added + " added of " + all.size());
    }
    return added;
  }
}
