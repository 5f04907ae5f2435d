package dev.fairshare.benchmarks;

import dev.fairshare.lsf.events.LsbEventsReplay;
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
 * Replaying an {@code lsb.events} file of {@code records} records ({@link EventsInput}) from text in memory, up
 * to its end: the jobs running then and the last MBD_START, as {@code fairshare bqueues --events} does (the
 * parse group; the goal is 1,000,000 records a second, so one replay of 1,000,000 records within 1,000 ms).
 * {@code readReference} is the floor: finding the line ends.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-Xms3g", "-Xmx3g"})
public class EventsReplay {
  @Param({"1000000"})
  public int records;

  private String text;

  @Setup(Level.Trial)
  public void setUp() {
    text = EventsInput.generate(records);
  }

  /** The whole replay. */
  @Benchmark
  public int replay() {
    LsbEventsReplay r = LsbEventsReplay.replay("bench", text, Long.MAX_VALUE);
    return r.records() + r.running().size();
  }

  /** The floor: the line ends only. */
  @Benchmark
  public int readReference() {
    int lines = 0;
    for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
      lines++;
    }
    return lines;
  }
}
