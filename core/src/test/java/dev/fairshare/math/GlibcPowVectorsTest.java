package dev.fairshare.math;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/**
 * {@link GlibcPow} against glibc's own results: the vectors written by {@code src/test/c/pow_vectors.c}
 * from the machine's {@code libm} on a processor with FMA (docs/glibc-pow.md). The committed sample holds
 * 1,500 vectors of each kind and every edge case; the full run reads a file named by the system property
 * {@code fairshare.pow.vectors} instead (ten million vectors:
 * {@code mvn -pl core test -Dtest=GlibcPowVectorsTest -Dfairshare.pow.vectors=FILE}).
 */
class GlibcPowVectorsTest {

  private static final String SAMPLE = "/math/glibc-pow-vectors.txt.gz";

  /** The mismatches of one pass over the vectors: at most ten lines shown, and the count of each kind. */
  private record Outcome(List<String> mismatches, long mismatchCount, Map<String, Long> kinds) {}

  @Test
  void powIsBitForBitGlibcsOnEveryVector() throws IOException {
    Outcome outcome = check(false);
    assertThat(outcome.kinds()).containsOnlyKeys("factor", "ratio", "expo", "pbs", "decay", "dok", "dosq",
        "any", "range", "neg", "edge");
    assertThat(outcome.kinds().values()).allSatisfy(n -> assertThat(n).isGreaterThanOrEqualTo(1500));
    assertThat(outcome.mismatches()).as("%d mismatches", outcome.mismatchCount()).isEmpty();
  }

  @Test
  void pow2IsBitForBitGlibcsPowOfTwo() throws IOException {
    Outcome outcome = check(true);
    assertThat(outcome.kinds().get("factor")).isGreaterThanOrEqualTo(1500);
    assertThat(outcome.mismatches()).as("%d mismatches", outcome.mismatchCount()).isEmpty();
  }

  @Test
  void powOfTwoBelowTheZeroThresholdIsPositiveZero() throws IOException {
    long[] below = {0, 0};
    forEachPowOfTwo((y, expected) -> {
      if (y < GlibcPow.POW2_ZERO_BELOW) {
        below[0]++;
        below[1] += expected == 0L ? 0 : 1;
      }
    });
    assertThat(below[0]).as("vectors below the threshold").isGreaterThanOrEqualTo(1000);
    assertThat(below[1]).as("of which glibc's result is not +0").isZero();
  }

  @Test
  void pow2MainPathIsGlibcsWhereverItApplies() throws IOException {
    long[] counts = {0, 0, 0};
    List<String> shown = new ArrayList<>();
    forEachPowOfTwo((y, expected) -> {
      if (!GlibcPow.pow2OnMainPath(y)) {
        counts[2]++;
        return;
      }
      counts[0]++;
      if (!same(GlibcPow.pow2MainPath(y), expected)) {
        counts[1]++;
        if (shown.size() < 10) {
          shown.add(Long.toHexString(Double.doubleToRawLongBits(y)) + " " + Long.toHexString(expected));
        }
      }
    });
    assertThat(counts[0]).as("vectors on the main path").isGreaterThanOrEqualTo(4000);
    assertThat(counts[2]).as("vectors off it").isGreaterThanOrEqualTo(1000);
    assertThat(shown).as("%d mismatches", counts[1]).isEmpty();
  }

  /** A vector of {@code pow(2.0, y)}: y and glibc's result as bits. */
  private interface PowOfTwo {
    void accept(double y, long expected);
  }

  private static void forEachPowOfTwo(PowOfTwo each) throws IOException {
    try (BufferedReader in = open()) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        if (line.startsWith("#")) {
          continue;
        }
        String[] f = line.split(" ");
        if (bits(f[1]) == 2.0) {
          each.accept(bits(f[2]), Long.parseUnsignedLong(f[3], 16));
        }
      }
    }
  }

  private static Outcome check(boolean onlyPow2) throws IOException {
    List<String> shown = new ArrayList<>();
    long mismatches = 0;
    Map<String, Long> kinds = new TreeMap<>();
    try (BufferedReader in = open()) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        if (line.startsWith("#")) {
          continue;
        }
        String[] f = line.split(" ");
        double x = bits(f[1]);
        double y = bits(f[2]);
        if (onlyPow2 && x != 2.0) {
          continue;
        }
        kinds.merge(f[0], 1L, Long::sum);
        double got = onlyPow2 ? GlibcPow.pow2(y) : GlibcPow.pow(x, y);
        if (!same(got, Long.parseUnsignedLong(f[3], 16))) {
          mismatches++;
          if (shown.size() < 10) {
            shown.add(line + " got " + Long.toHexString(Double.doubleToRawLongBits(got)));
          }
        }
      }
    }
    return new Outcome(shown, mismatches, kinds);
  }

  /** Equal bits, or both NaN (glibc's NaN payloads are not reproduced). */
  private static boolean same(double got, long expected) {
    double want = Double.longBitsToDouble(expected);
    return Double.isNaN(want) ? Double.isNaN(got) : Double.doubleToRawLongBits(got) == expected;
  }

  private static double bits(String hex) {
    return Double.longBitsToDouble(Long.parseUnsignedLong(hex, 16));
  }

  private static BufferedReader open() throws IOException {
    String full = System.getProperty("fairshare.pow.vectors");
    InputStream in = full != null && !full.isEmpty()
        ? Files.newInputStream(Path.of(full))
        : new GZIPInputStream(GlibcPowVectorsTest.class.getResourceAsStream(SAMPLE));
    return new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII), 1 << 16);
  }
}
