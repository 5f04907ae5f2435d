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
