package dev.fairshare.testkit.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.Problem;
import dev.fairshare.format.TreeDocument;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The contract every {@link ConfigFormat} obeys, ours or an integrator's: extend this class, return the
 * format, some valid inputs and some bad ones, and the shared invariants run against it
 * (docs/integrators.md).
 *
 * <ul>
 *   <li>the probe recognizes every valid input, and answers on any input without throwing;
 *   <li>reading is deterministic; for a format that writes, read → write → read gives the same document
 *       ({@link SameDocument}: tree, usage, settings) and writing it again gives the same bytes;
 *   <li>each bad input reports the expected problem at its line and column (refused with a
 *       {@link ConfigParseException}, or as a warning), and every problem reported, error or warning, names
 *       the file, a line inside it and a stable code;
 *   <li>fuzzed input (random bytes, valid inputs cut at random points, seeded edits of them) is read or
 *       refused with a {@link ConfigParseException}, its problems and warnings positioned and coded: never
 *       another exception;
 *   <li>no read writes: the directory of the input is left byte for byte as it was, and nothing is added.
 * </ul>
 *
 * <p>The fuzzing is seeded, so that every build tries the same inputs and a build fails only for a change;
 * to search further, run a format's test with more tries or another seed (its findings become regression
 * tests of the format).
 *
 * <pre>{@code
 * class SacctmgrDumpFormatContractTest extends FormatContract {
 *   protected ConfigFormat format() { return new SacctmgrDumpFormat(); }
 *   protected List<FormatSample> samples() { return List.of(FormatSample.text("a.cfg", "Cluster - 'a'\n...")); }
 *   protected List<BadInput> badInputs() {
 *     return List.of(BadInput.text("b.cfg", "Cluster - 'a'\nParent - 'nowhere'\n",
 *         "slurm.dump.unknown-parent", 2, 1));
 *   }
 * }
 * }</pre>
 */
public abstract class FormatContract {
  /** A stable problem code: dotted lower-case words, such as {@code slurm.dump.bad-line}. */
  static final Pattern CODE = Pattern.compile("[a-z][a-z0-9-]*(\\.[a-z0-9][a-z0-9-]*)+");
  /** How much of an input a probe sees, as {@code FormatRegistry} gives it. */
  private static final int HEAD = 4096;

  /** The format under test. */
  protected abstract ConfigFormat format();

  /** Valid inputs in the format, at least one; each is read without error. */
  protected abstract List<FormatSample> samples();

  /**
   * Inputs with a problem the format must report, at least one: by refusing the input, or, for a format that
   * reads past what its scheduler skips (an accounting log's bad record), as a warning of the document.
   */
  protected abstract List<BadInput> badInputs();

  /**
   * Whether the format is binary: its probe sees the head as ISO-8859-1 rather than UTF-8, and fuzzing edits
   * bytes rather than characters. False unless the format says otherwise.
   */
  protected boolean binary() {
    return false;
  }

  /**
   * What of a read document a write keeps, for the round trip: the document itself unless the format
   * documents that its writer leaves something out (flux's writer writes the loaded tree, not the rows its
   * reader reported as not loaded).
   */
  protected TreeDocument keptByWrite(TreeDocument read) {
    return read;
  }

  @Test
  void probeRecognizesEverySample() {
    for (FormatSample s : samples()) {
      assertThat(format().probe(head(s.content()))).as("probe of %s", s).isNotEqualTo(MatchStrength.NO_MATCH);
    }
  }

  @Test
  void everySampleReadsTheSameEachTimeAndReadingWritesNothing() {
    assertThat(samples()).as("samples").isNotEmpty();
    for (FormatSample s : samples()) {
      try (ScratchFile file = ScratchFile.of(s.name(), s.content())) {
        TreeDocument first = read(file, s.name());
        TreeDocument second = read(file, s.name());
        SameDocument.assertSame(first, second, s + " read twice");
      }
    }
  }

  @Test
  void readWriteReadGivesTheSameDocumentAndWritingAgainTheSameBytes() {
    if (!format().canWrite()) {
      return;
    }
    for (FormatSample s : samples()) {
      TreeDocument first = readClean(s.name(), s.content());
      byte[] written = format().writeBytes(first);
      TreeDocument second = readClean(s.name(), written);
      SameDocument.assertSame(keptByWrite(first), keptByWrite(second), s + " written and read back");
      assertThat(format().writeBytes(second)).as("%s written a second time", s).isEqualTo(written);
    }
  }

  @Test
  void everyBadInputReportsItsProblemPositionedAndCoded() {
    assertThat(badInputs()).as("bad inputs").isNotEmpty();
    for (BadInput bad : badInputs()) {
      try (ScratchFile file = ScratchFile.of(bad.name(), bad.content())) {
        List<Problem> problems;
        String rendered;
        try {
          TreeDocument doc = format().read(file.path());
          problems = doc.warnings();
          rendered = problems.stream().map(Problem::render).collect(Collectors.joining("\n"));
        } catch (ConfigParseException e) {
          problems = e.problems();
          rendered = e.getMessage();
        }
        assertPositionedAndCoded(problems, file.path().toString(), bad.content());
        assertThat(problems).as("problems of %s:%n%s", bad, rendered)
            .anyMatch(p -> p.code().equals(bad.code()) && p.location().line() == bad.line()
                && p.location().column() == bad.column());
        file.assertNothingWritten();
      }
    }
  }

  @Property(tries = 100, seed = "20261126")
  void randomBytesAreReadOrRefusedWithAPositionedProblem(@ForAll @Size(max = 600) byte[] bytes) {
    readOrRefuse("random", bytes);
  }

  @Property(tries = 100, seed = "20261127")
  void truncatedSamplesAreReadOrRefusedWithAPositionedProblem(
      @ForAll @IntRange(min = 0, max = 1 << 20) int which, @ForAll @IntRange(min = 0, max = 1 << 30) int cut) {
    FormatSample s = samples().get(which % samples().size());
    byte[] content = s.content();
    readOrRefuse(s.name(), Arrays.copyOf(content, cut % (content.length + 1)));
  }

  @Property(tries = 200, seed = "20261128")
  void mutatedSamplesAreReadOrRefusedWithAPositionedProblem(
      @ForAll @IntRange(min = 0, max = 1 << 20) int which, @ForAll long seed) {
    FormatSample s = samples().get(which % samples().size());
    readOrRefuse(s.name(), Mutations.mutate(s.content(), binary(), seed));
  }

  /** Reads an input that must be valid, checking that the read wrote nothing. */
  private TreeDocument readClean(String name, byte[] content) {
    try (ScratchFile file = ScratchFile.of(name, content)) {
      return read(file, name);
    }
  }

  private TreeDocument read(ScratchFile file, String name) {
    TreeDocument doc;
    try {
      doc = format().read(file.path());
    } catch (ConfigParseException e) {
      throw new AssertionError(name + " was refused:\n" + e.getMessage(), e);
    }
    file.assertNothingWritten();
    return doc;
  }

  /** Reads a fuzzed input: it is read, or refused with positioned, coded problems; never anything else. */
  private void readOrRefuse(String name, byte[] content) {
    format().probe(head(content));
    try (ScratchFile file = ScratchFile.of(name, content)) {
      try {
        assertPositionedAndCoded(format().read(file.path()).warnings(), file.path().toString(), content);
      } catch (ConfigParseException e) {
        assertThat(e.problems()).as("problems").anyMatch(Problem::isError);
        assertPositionedAndCoded(e.problems(), file.path().toString(), content);
      } catch (RuntimeException | StackOverflowError e) {
        throw new AssertionError(format().name() + " threw " + e + " on " + describe(content)
            + " instead of a ConfigParseException", e);
      }
      file.assertNothingWritten();
    }
  }

  /**
   * Every problem names the file (alone, or followed by {@code #} and a part of it, such as a database's
   * table), a line inside it (0 for the whole input), a stable code and a message.
   */
  private void assertPositionedAndCoded(List<Problem> problems, String path, byte[] content) {
    int lines = binary() ? Integer.MAX_VALUE - 1 : lineCount(content);
    for (Problem p : problems) {
      assertThat(p.location().source()).as("file of %s", p).matches(s -> s.equals(path) || s.startsWith(path + "#"),
          "is the input's path, or the path and #part (a database's table)");
      assertThat(p.location().line()).as("line of %s (the input has %d lines)", p, lines)
          .isBetween(0, lines + 1);
      assertThat(p.code()).as("code of %s", p).matches(CODE);
      assertThat(p.message()).as("message of %s", p).isNotBlank();
    }
  }

  private String head(byte[] content) {
    String text = new String(content, binary() ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
    return text.substring(0, Math.min(text.length(), HEAD));
  }

  private static int lineCount(byte[] content) {
    int lines = 0;
    for (int i = 0; i < content.length; i++) {
      if (content[i] == '\n' || (content[i] == '\r' && (i + 1 == content.length || content[i + 1] != '\n'))) {
        lines++;
      }
    }
    return content.length > 0 && content[content.length - 1] != '\n' && content[content.length - 1] != '\r'
        ? lines + 1 : lines;
  }

  private static String describe(byte[] content) {
    String text = new String(content, StandardCharsets.UTF_8);
    return content.length + " bytes: " + (text.length() > 300 ? text.substring(0, 300) + "…" : text);
  }
}
