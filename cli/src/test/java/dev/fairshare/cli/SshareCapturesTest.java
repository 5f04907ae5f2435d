package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code fairshare sshare --slurm-version 22.05} against the real Slurm 22.05.8 captures of
 * {@code adapters-slurm/src/test/resources/slurm/captures} (their README says how they were made): from a
 * capture's slurm.conf, dump and {@code sshare -a -l -P} usage, every captured sshare output byte for byte.
 * The {@code *_fresh_restart} sets document controller history that no input file carries (README, caveat
 * 1), and the {@code decay-*} sets have a RawUsage that is no longer the usage Slurm computes with (README,
 * "Examples with decay"): those are read, and their tree, shares and usage checked, but their computed
 * columns are not compared.
 */
class SshareCapturesTest {
  static final Path CAPTURES = Path.of("../adapters-slurm/src/test/resources/slurm/captures");
  private static final Map<String, String[]> OUTPUTS = Map.of(
      "sshare-a.txt", new String[] {},
      "sshare-a-l.txt", new String[] {"-l"},
      "sshare-a-p.txt", new String[] {"-p"},
      "sshare-a-P.txt", new String[] {"-P"},
      "sshare-a-l-p.txt", new String[] {"-l", "-p"},
      "sshare-a-l-P.txt", new String[] {"-l", "-P"});

  static List<Path> captureSets() {
    return allSets().stream().filter(d -> !d.getFileName().toString().endsWith("_fresh_restart"))
        .filter(d -> !d.getFileName().toString().startsWith("decay-")).toList();
  }

  static List<Path> decaySets() {
    return allSets().stream().filter(d -> d.getFileName().toString().startsWith("decay-")).toList();
  }

  private static List<Path> allSets() {
    try (Stream<Path> files = Files.walk(CAPTURES, 3)) {
      return files.filter(p -> p.getFileName().toString().equals("sacctmgr-dump.cfg"))
          .map(Path::getParent)
          .filter(d -> Files.exists(d.resolve("sshare-a-l-P.txt")))
          .sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Account, User, RawShares and RawUsage of every line of -P output. */
  private static List<String> givenColumns(String text) {
    return text.lines().map(l -> {
      String[] c = l.split("\\|", -1);
      return c[0] + "|" + c[1] + "|" + c[2] + "|" + c[4];
    }).toList();
  }

  @TestFactory
  Stream<DynamicTest> decayedCapturesAreReadWithTheirTreeSharesAndUsage() {
    return decaySets().stream().map(set -> DynamicTest.dynamicTest(CAPTURES.relativize(set).toString(), () -> {
      CommandRun run = run(set, "sshare-a-l.txt", "-l", "-P");
      assertThat(run.err()).isEmpty();
      assertThat(givenColumns(run.out()))
          .isEqualTo(givenColumns(Files.readString(set.resolve("sshare-a-l-P.txt"))));
    }));
  }

  private static CommandRun run(Path set, String usage, String... flags) {
    List<String> args = new ArrayList<>(List.of("sshare", "-a", "--slurm-version", "22.05",
        "--slurm-conf", set.resolve("slurm.conf").toString(),
        "--associations", set.resolve("sacctmgr-dump.cfg").toString(),
        "--usage", set.resolve(usage).toString()));
    args.addAll(List.of(flags));
    return CommandRun.of(args.toArray(String[]::new));
  }

  @Test
  void everyScenarioAndModeIsThere() {
    assertThat(captureSets()).extracting(p -> CAPTURES.relativize(p).toString().replace('\\', '/'))
        .contains("alpha/fairtree", "alpha/no_fair_tree", "alpha/depth_oblivious");
    assertThat(captureSets()).hasSizeGreaterThanOrEqualTo(6);
  }

  @TestFactory
  Stream<DynamicTest> everyCapturedOutputIsReproducedByteForByte() {
    return captureSets().stream().flatMap(set -> OUTPUTS.entrySet().stream()
        .filter(o -> Files.exists(set.resolve(o.getKey())))
        .map(o -> DynamicTest.dynamicTest(CAPTURES.relativize(set) + " " + o.getKey(), () -> {
          CommandRun run = run(set, "sshare-a-l-P.txt", o.getValue());
          assertThat(run.err()).isEmpty();
          assertThat(run.out()).isEqualTo(Files.readString(set.resolve(o.getKey())));
        })));
  }

  @TestFactory
  Stream<DynamicTest> everyCapturedOutputFormIsAUsageSource() {
    return captureSets().stream().flatMap(set -> Stream.of("sshare-a-l.txt", "sshare-a-P.txt", "sshare-a.txt")
        .filter(u -> Files.exists(set.resolve(u)))
        .map(u -> DynamicTest.dynamicTest(CAPTURES.relativize(set) + " from " + u, () -> {
          CommandRun run = run(set, u, "-l", "-P");
          assertThat(run.err()).isEmpty();
          assertThat(run.out()).isEqualTo(Files.readString(set.resolve("sshare-a-l-P.txt")));
        })));
  }
}
