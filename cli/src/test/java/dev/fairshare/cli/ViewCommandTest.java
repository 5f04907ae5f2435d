package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/**
 * {@code fairshare view}'s files: a self-contained HTML page (everything inline, a policy that forbids
 * anything from outside) and an SVG picture, written together or not at all.
 */
class ViewCommandTest {
  @TempDir
  Path dir;

  @Test
  void writesASelfContainedPageAndAnSvgOfTheTree() throws Exception {
    Path html = dir.resolve("tree.html");
    Path svg = dir.resolve("tree.svg");
    CommandRun run = CommandRun.of("view", "--tree", ExplainCommandTest.SEED_003, "--html", html.toString(),
        "--svg", svg.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    String page = Files.readString(html);
    assertThat(page).contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';")
        .doesNotContain("<link", " src=", "@import", "url(");
    Document picture = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile());
    // The background, then one rectangle per node with width: all but G and G/user6 (no shares).
    assertThat(picture.getElementsByTagName("rect").getLength()).isEqualTo(1 + 12);
    assertThat(Files.readString(svg)).contains(">user1</text>", ">slurm.classic</text>");
  }

  @Test
  void anExistingFileIsKeptWithoutForceAndNothingIsWritten() throws IOException {
    Path html = Files.writeString(dir.resolve("tree.html"), "mine");
    Path svg = dir.resolve("tree.svg");
    CommandRun run = CommandRun.of("view", "--tree", ExplainCommandTest.SEED_003, "--html", html.toString(),
        "--svg", svg.toString());
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("tree.html", "--force");
    assertThat(Files.readString(html)).isEqualTo("mine");
    assertThat(svg).doesNotExist();
    assertThat(CommandRun.of("view", "--tree", ExplainCommandTest.SEED_003, "--html", html.toString(),
        "--force").exitCode()).isZero();
    assertThat(Files.readString(html)).startsWith("<!DOCTYPE html>");
  }

  @Test
  void aFileToWriteIsRequired() {
    CommandRun run = CommandRun.of("view", "--tree", ExplainCommandTest.SEED_003);
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).startsWith("give --html FILE, --svg FILE or both");
  }
}
