package dev.fairshare.benchmarks;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.TreeDocument;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading a generated input of each format into a tree, from text in memory (the performance goals: 100,000 lines;
 * {@link ParseInputs}). {@code readReference} is the floor: splitting the same text into numbered lines,
 * which every reader does first. Formats not registered in the build fail their setup with a message;
 * {@code benchmarks/gate} passes only registered ones.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgs = {"-Xms2g", "-Xmx2g"})
public class Parse {

  @Param({"fairshare.tsv", "slurm.sacctmgr-dump", "pbs.resource-group", "lsf.lsb-users"})
  public String format;

  @Param({"100000"})
  public int lines;

  private ConfigFormat reader;
  private String text;

  @Setup(Level.Trial)
  public void setUp() {
    FormatRegistry registry = Registries.load().formats();
    if (!registry.names().contains(format)) {
      throw Registries.notRegistered("format", format, registry.names());
    }
    reader = registry.get(format);
    text = ParseInputs.generate(format, lines);
  }

  /** The format's reader on the whole input. */
  @Benchmark
  public TreeDocument read() {
    return reader.read(LineSource.of("bench", text));
  }

  /** The floor: only the split into lines. */
  @Benchmark
  public int readReference() {
    return LineSource.of("bench", text).lines().size();
  }
}
