package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.command.ExitCodes;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * An internal error is exit 4: one line and a report file with the stack trace, the trace on stderr only with
 * --debug.
 */
class FailuresTest {
  private static final Pattern REPORT = Pattern.compile("a report is in (\\S+);");

  private static String[] handle(Throwable e, boolean debug) {
    StringWriter err = new StringWriter();
    int code = new Failures(new PrintWriter(err, true), debug, List.of("compute", "--tree", "x.tsv"))
        .handle(e, new CommandLine(new FairshareCommand()));
    return new String[] {Integer.toString(code), err.toString()};
  }

  private static Path reportOf(String err) {
    Matcher m = REPORT.matcher(err);
    assertThat(m.find()).as(err).isTrue();
    return Path.of(m.group(1));
  }

  @Test
  void aBugIsExitFourWithAReportAndNoStackTrace() throws IOException {
    String[] r = handle(new IllegalStateException("boom"), false);
    assertThat(r[0]).isEqualTo("4");
    assertThat(r[1]).startsWith("fairshare: internal error (a bug): java.lang.IllegalStateException: boom\n")
        .doesNotContain("\tat ").contains("--debug prints the stack trace here");
    Path report = reportOf(r[1]);
    assertThat(Files.readString(report)).contains("arguments [compute, --tree, x.tsv]")
        .contains("java.lang.IllegalStateException: boom").contains("\tat ");
    Files.delete(report);
  }

  @Test
  void debugPrintsTheStackTrace() throws IOException {
    String[] r = handle(new IllegalStateException("boom"), true);
    assertThat(r[0]).isEqualTo("4");
    assertThat(r[1]).contains("\tat dev.fairshare.cli.FailuresTest");
    Files.delete(reportOf(r[1]));
  }

  @Test
  void runningOutOfMemoryIsReportedWithHowToRaiseTheHeap() throws IOException {
    String[] r = handle(new OutOfMemoryError("Java heap space"), false);
    assertThat(r[0]).isEqualTo("4");
    assertThat(r[1]).startsWith("fairshare: internal error (a bug): out of memory; give it a larger heap (now ")
        .contains("FAIRSHARE_HEAP=");
    Files.delete(reportOf(r[1]));
  }

  @Test
  void theCommandLineGoesThroughTheSameMapping() {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = FairshareCommand.run(new PrintWriter(out), new PrintWriter(err), "compute", "--tree",
        "/nonexistent/x.tsv", "--debug");
    assertThat(code).isEqualTo(ExitCodes.BAD_INPUT);
    assertThat(err.toString()).contains("[io.not-found]");
  }
}
