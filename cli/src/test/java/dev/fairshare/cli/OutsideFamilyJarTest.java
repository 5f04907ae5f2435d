package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A scheduler family from outside the repository, loaded by the {@code fairshare} script through
 * {@code FAIRSHARE_CLASSPATH} (docs/integrators.md, "A family outside this repository"): the family's
 * source ({@code src/test/resources/outside-family}, the family {@code toy} with {@code toy.flat}, which does
 * not explain its factors) is compiled against the test class path into a jar of its own with its
 * {@code META-INF/services} file, and the repository's own {@code fairshare} script runs beside a command
 * jar whose manifest names the test class path (the build's {@code cli/target/fairshare.jar} is made after
 * the tests). The commands find the family, and {@code explain --all} and {@code view} show its algorithm
 * rather than leaving it out.
 */
class OutsideFamilyJarTest {
  private static final Path FAMILY = Path.of("src/test/resources/outside-family");
  private static final Path GOLDEN = Path.of("src/test/resources/golden");
  private static final String SEED_003 = "src/main/resources/demo/seed-003.tsv";

  @TempDir
  static Path dir;
  private static Path script;
  private static Path familyJar;

  @BeforeAll
  static void buildTheFamilyJarAndTheCommand() throws IOException {
    Path classes = Files.createDirectories(dir.resolve("classes"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int compiled = javac.run(null, null, null, "--release", "17", "-classpath",
        System.getProperty("java.class.path"), "-d", classes.toString(),
        FAMILY.resolve("src/toy/ToyFamilyModule.java").toString());
    assertThat(compiled).as("javac").isZero();
    familyJar = dir.resolve("toy-family.jar");
    try (JarOutputStream jar = new JarOutputStream(Files.newOutputStream(familyJar))) {
      add(jar, "META-INF/services/dev.fairshare.family.FamilyModule",
          Files.readAllBytes(FAMILY.resolve("META-INF/services/dev.fairshare.family.FamilyModule")));
      try (Stream<Path> files = Files.walk(classes)) {
        for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
          add(jar, classes.relativize(f).toString().replace('\\', '/'), Files.readAllBytes(f));
        }
      }
    }
    Path command = Files.createDirectories(dir.resolve("command/cli/target"));
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "dev.fairshare.cli.Main");
    List<String> path = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
      path.add(Path.of(entry).toAbsolutePath().toUri().toString());
    }
    manifest.getMainAttributes().put(Attributes.Name.CLASS_PATH, String.join(" ", path));
    try (OutputStream out = Files.newOutputStream(command.resolve("fairshare.jar"));
        JarOutputStream jar = new JarOutputStream(out, manifest)) {
      jar.flush();
    }
    script = dir.resolve("command/fairshare");
    Files.copy(Path.of("../fairshare"), script);
  }

  private static void add(JarOutputStream jar, String name, byte[] bytes) throws IOException {
    jar.putNextEntry(new JarEntry(name));
    jar.write(bytes);
    jar.closeEntry();
  }

  /** Runs the script with the family's jar in FAIRSHARE_CLASSPATH. */
  private static CommandRun fairshare(String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of("bash", script.toString()));
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command);
    pb.environment().put("FAIRSHARE_CLASSPATH", familyJar.toString());
    pb.environment().put("FAIRSHARE_HEAP", "256m");
    pb.environment().put("PATH", Path.of(System.getProperty("java.home"), "bin") + java.io.File.pathSeparator
        + pb.environment().getOrDefault("PATH", ""));
    Path out = Files.createTempFile(dir, "out", ".txt");
    Path err = Files.createTempFile(dir, "err", ".txt");
    Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("fairshare " + String.join(" ", args)).isTrue();
    return new CommandRun(p.exitValue(), Files.readString(out), Files.readString(err));
  }

  @Test
  void theFamilysAlgorithmIsRegistered() throws Exception {
    CommandRun run = fairshare("algorithms");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out().lines()).anyMatch(l -> l.matches("toy\\.flat +every user the factor 1, all tied"))
        .anyMatch(l -> l.startsWith("slurm.fair-tree "));
  }

  @Test
  void explainAllShowsAnAlgorithmThatDoesNotExplainItsFactorsAndSaysWhy() throws Exception {
    // explain --all left such an algorithm out without a word
    CommandRun run = fairshare("explain", "user1", "--tree", SEED_003, "--all");
    assertThat(run.exitCode()).as(run.err()).isZero();
    String summary = run.out().substring(0, run.out().indexOf("\n\n") + 1);
    GoldenFiles.assertMatches(summary + run.out().substring(run.out().indexOf("\nnot explained")),
        GOLDEN.resolve("explain-all-outside-family.txt"));
  }

  @Test
  void explainingItAloneIsRefusedWithAHint() throws Exception {
    CommandRun run = fairshare("explain", "user1", "--tree", SEED_003, "--algorithm", "toy.flat");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve("explain-not-explainable.err"));
  }

  @Test
  void viewDrawsItWithItsFactorsAndNoExplanation() throws Exception {
    // view refused it (explain.not-explainable) although its factors can be drawn
    Path html = dir.resolve("toy.html");
    Path svg = dir.resolve("toy.svg");
    CommandRun run = fairshare("view", "--tree", SEED_003, "--algorithm", "toy.flat", "--html", html.toString(),
        "--svg", svg.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    String page = Files.readString(html, StandardCharsets.UTF_8);
    assertThat(page).contains("\"algorithm\":\"toy.flat\"").contains("\"explains\":false");
    assertThat(Files.readString(svg, StandardCharsets.UTF_8)).contains("toy.flat");
  }
}
