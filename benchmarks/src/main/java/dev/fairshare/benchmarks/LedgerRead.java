package dev.fairshare.benchmarks;

import dev.fairshare.ledger.AsOf;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.UsageLedger;
import dev.fairshare.usage.SlurmDecay;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
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
 * An as-of snapshot of a ledger holding {@code identities} Slurm identities with two charges each, under
 * Slurm's decay (7-day half-life, 5-minute cycles): the ledger's goal is at most one second for 1,000,000
 * identities (docs/performance.md, "Current figures"). The snapshot is read through a handle already open, as
 * a scheduler's recompute loop holds one. For PostgreSQL the server's CPU time per snapshot is printed
 * ({@code server.cpu.time.per.op}): the client's is the benchmark's.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgs = {"-Xms3g", "-Xmx3g"})
public class LedgerRead {
  static final long T0 = 1_704_067_200L;

  @Param({"memory", "sqlite", "postgresql"})
  public String store;

  @Param({"1000000"})
  public int identities;

  private UsageLedger ledger;
  private AsOf asOf;

  @Setup(Level.Trial)
  public void fill() {
    ledger = LedgerStores.create(store);
    Random r = new Random(3);
    List<Charge> batch = new ArrayList<>();
    for (int i = 0; i < identities; i++) {
      UsageIdentity id = UsageIdentity.of("slurm", i % 2 == 0 ? "tux" : "kestrel", "acct" + (i % 977),
          "user" + i, i % 5 == 0 ? "gpu" : "");
      for (int k = 0; k < 2; k++) {
        long start = T0 + r.nextInt(30 * 86400);
        long seconds = 1 + r.nextInt(86400);
        batch.add(new Charge(id, "bench", "slurm/" + i + "/" + k, (1 + r.nextInt(64)) * (double) seconds, start,
            start + seconds));
      }
      if (batch.size() >= 20_000) {
        ledger.append(batch);
        batch.clear();
      }
    }
    ledger.append(batch);
    asOf = AsOf.of(Instant.ofEpochSecond(T0 + 31 * 86400), new SlurmDecay(604800));
  }

  private long serverCpuBefore;

  @Setup(Level.Invocation)
  public void markServerCpu() {
    serverCpuBefore = LedgerStores.serverCpuNanos(store);
  }

  /** Prints the PostgreSQL server's CPU time for the snapshot (its processes are not the benchmark's). */
  @TearDown(Level.Invocation)
  public void printServerCpu() {
    LedgerStores.printServerCpuSince(store, serverCpuBefore);
  }

  @TearDown(Level.Trial)
  public void close() {
    LedgerStores.dispose(ledger);
  }

  /** Every identity's usage as of the instant. */
  @Benchmark
  public LedgerSnapshot snapshot() {
    LedgerSnapshot s = ledger.snapshot(asOf);
    if (s.size() != identities) {
      throw new IllegalStateException(s.size() + " identities of " + identities);
    }
    return s;
  }
}
