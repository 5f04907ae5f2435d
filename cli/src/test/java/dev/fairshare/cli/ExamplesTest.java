package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The example sites of {@code examples/}, every one found there (none is named here): every {@code ./fairshare}
 * and {@code cp} line of an example's README, run as written from the repository root, prints the transcript
 * kept in {@code golden/examples/<site>.txt}; the figures each README works out by hand are in it.
 */
class ExamplesTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  private static final Path GOLDEN = Path.of("src/test/resources/golden/examples");
  private static final Pattern EXAMPLE_PATH = Pattern.compile("(^|[:=])examples/");
  /** A path under {@code /tmp/}, alone or after {@code FORMAT:} ({@code fairshare.charges:/tmp/x.tsv}). */
  private static final Pattern TMP_PATH = Pattern.compile("(^|[:=])/tmp/");
  /** A line that copies one file, {@code cp FROM TO}, or one folder, {@code cp -r FROM TO}; nothing after it. */
  private static final Pattern COPY = Pattern.compile("cp (-r )?[^-\\s]\\S* \\S+");

  @TempDir
  Path tmp;

  /** The example sites: every directory of {@code examples/} with a README. */
  static Stream<String> sites() throws IOException {
    try (Stream<Path> dirs = Files.list(ROOT.resolve("examples"))) {
      return dirs.filter(d -> Files.isRegularFile(d.resolve("README.md"))).map(d -> d.getFileName().toString())
          .sorted().toList().stream();
    }
  }

  /**
   * The {@code ./fairshare} and {@code cp} commands of the README's {@code sh} blocks, in order, a line's
   * {@code &&}-joined commands one by one; any other line of a block fails the test (it would go unchecked).
   */
  private static List<String> commands(Path readme) throws IOException {
    List<String> commands = new ArrayList<>();
    boolean inBlock = false;
    for (String line : Files.readAllLines(readme)) {
      if (line.startsWith("```")) {
        inBlock = !inBlock && line.equals("```sh");
      } else if (inBlock && !line.isBlank()) {
        for (String command : line.split(" && ")) {
          assertThat(command).as("a line of %s's sh blocks", readme).matches(c -> c.startsWith("./fairshare ")
              || COPY.matcher(c).matches(), "is a ./fairshare or cp command");
          commands.add(command);
        }
      }
    }
    return commands;
  }

  /**
   * Runs one README line in process, paths under {@code examples/} and {@code /tmp/} made real; a {@code cp}
   * line copies its file.
   */
  private String run(String command) throws IOException {
    boolean copy = command.startsWith("cp ");
    boolean folder = command.startsWith("cp -r ");
    List<String> args = new ArrayList<>();
    String words = command.substring(folder ? "cp -r ".length() : copy ? "cp ".length() : "./fairshare ".length());
    for (String word : words.split(" +")) {
      String real = TMP_PATH.matcher(word).replaceAll(m -> Matcher.quoteReplacement(m.group(1) + tmp + "/"));
      args.add(EXAMPLE_PATH.matcher(real)
          .replaceAll(m -> Matcher.quoteReplacement(m.group(1) + ROOT + "/examples/")));
    }
    if (copy) {
      Path from = Path.of(args.get(0));
      Path to = Path.of(args.get(1));
      try (Stream<Path> files = folder ? Files.walk(from) : Stream.of(from)) {
        for (Path f : files.toList()) {
          Files.copy(f, folder ? to.resolve(from.relativize(f).toString()) : to);
        }
      }
      return "$ " + command + "\n\n";
    }
    CommandRun run = CommandRun.of(args.toArray(String[]::new));
    StringBuilder transcript = new StringBuilder("$ ").append(command).append('\n')
        .append(run.out()).append(run.err());
    if (run.exitCode() != 0) {
      transcript.append("[exit ").append(run.exitCode()).append("]\n");
    }
    return transcript.append('\n').toString().replace(ROOT + "/", "").replace(tmp + "/", "/tmp/");
  }

  private String transcript(String site) throws IOException {
    List<String> commands = commands(ROOT.resolve("examples").resolve(site).resolve("README.md"));
    assertThat(commands).as("the ./fairshare lines of examples/%s/README.md", site).isNotEmpty();
    StringBuilder all = new StringBuilder();
    for (String command : commands) {
      all.append(run(command));
    }
    return all.toString();
  }

  @ParameterizedTest
  @MethodSource("sites")
  void everyReadmeCommandPrintsItsTranscript(String site) throws IOException {
    String transcript = transcript(site);
    assertThat(transcript).doesNotContain("[exit ");
    GoldenFiles.assertMatches(transcript, GOLDEN.resolve(site + ".txt"));
  }

  @Test
  void slurmFairTreeRanksAsTheReadmeWorksOut() throws IOException {
    // 11 user associations; rank r gives r/11: root 11, judy 10, ivan 9 ... dave 6, alice 3, grace 1
    String sshare = run(commands(ROOT.resolve("examples/slurm/README.md")).get(0));
    assertThat(sshare).containsPattern("(?m)^ root +root +1 .* 1\\.000000 $")
        .containsPattern("(?m)^  teaching +judy .* " + elevenths(10) + " $")
        .containsPattern("(?m)^   hep +dave .* " + elevenths(6) + " $")
        .containsPattern("(?m)^  physics +alice .* " + elevenths(3) + " $")
        .containsPattern("(?m)^  biology +grace .* " + elevenths(1) + " $");
  }

  private static String elevenths(int rank) {
    return String.format(Locale.ROOT, "%.6f", rank / 11.0).replace(".", "\\.");
  }

  @Test
  void pbsFactorAndTargetAreTheReadmesFigures() throws IOException {
    List<String> commands = commands(ROOT.resolve("examples/pbs/README.md"));
    // li: 35/110 of the root, 2 of research's 4 shares; TREEROOT 1 + the users' usage
    assertThat(run(commands.get(2))).contains("Percentage\t\t: 15.909091%")
        .contains("TREEROOT  :     0    2565471 / 1.000 = 2565471");
    // sam: 2^-((881/2565471)/(15/110)), the factor to six decimals the formula sees
    double sam = Math.pow(2, -((881.0 / 2565471) / (15.0 / 110)));
    assertThat(run(commands.get(4))).containsPattern(
        "(?m)^sam\t0\\.136364\t0\\.000343\t" + String.format(Locale.ROOT, "%.6f", sam).replace(".", "\\.") + "\t");
  }

  @Test
  void pbsDecayOnACopyMultipliesUsageByTheFloat32FactorAndKeepsABackup() throws IOException {
    Path copy = tmp.resolve("maple");
    Files.createDirectories(copy);
    try (Stream<Path> files = Files.list(ROOT.resolve("examples/pbs/sched_priv"))) {
      for (Path f : files.toList()) {
        Files.copy(f, copy.resolve(f.getFileName()));
      }
    }
    byte[] before = Files.readAllBytes(copy.resolve("usage"));
    CommandRun decay = CommandRun.of("pbsfs", "--sched-priv", copy.toString(), "-d");
    assertThat(decay.exitCode()).as(decay.err()).isZero();
    CommandRun li = CommandRun.of("pbsfs", "--sched-priv", copy.toString(), "-g", "li");
    // 1520400 × (float) 0.7 = 1064279.98, printed %.0lf
    assertThat(li.out()).contains("usage\t\t\t: " + Math.round(1520400 * (double) 0.7f) + " (cput)");
    assertThat(copy.resolve("usage.bak")).hasBinaryContent(before);
    assertThat(copy.resolve("usage.touch")).exists();
  }

  @Test
  void lsfPrioritiesAreSharesOverTheLoadOfTheirColumns() throws IOException {
    String bqueues = run(commands(ROOT.resolve("examples/lsf/README.md")).get(0));
    // shares / (CPU_TIME h · 0.7 + RUN_TIME h · 0.7 + (1 + STARTED) · 3), from the printed columns
    Matcher row = Pattern.compile("(?m)^ geosciences +60 +(\\S+) +4 +(\\S+) +(\\S+) $").matcher(bqueues);
    assertThat(row.find()).as(bqueues).isTrue();
    double load = Double.parseDouble(row.group(2)) / 3600 * 0.7 + Double.parseDouble(row.group(3)) / 3600 * 0.7
        + 5 * 3.0;
    assertThat(row.group(1)).isEqualTo(String.format(Locale.ROOT, "%.3f", 60 / load)).isEqualTo("0.418");
    assertThat(bqueues).containsPattern("(?m)^ quinn +1 +0\\.333 +0 +0\\.0 +0 $");
  }

  @Test
  void fluxViewBankPrintsTheTableTheReadmeShows() throws IOException {
    Path readme = ROOT.resolve("examples/flux/README.md");
    List<String> commands = commands(readme);
    // the README's own copy of flux's view-bank -t root output, after update-fshare: the ranks worked out there
    String text = Files.readString(readme);
    int open = text.indexOf("```\nBank ");
    String shown = text.substring(open + 4, text.indexOf("```", open + 4));
    run(commands.get(0));
    run(commands.get(1));
    assertThat(run(commands.get(2))).contains(shown);
  }
}
