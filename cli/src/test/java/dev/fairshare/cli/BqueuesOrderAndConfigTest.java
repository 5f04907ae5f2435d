package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The order of bqueues -r rows (by dynamic priority, highest first; equal priorities in USER_SHARES order;
 * sub-blocks depth first in that order) and the decay tick reaching the command through reference.conf,
 * {@code --config}, {@code -D} and {@code --decay-tick}.
 */
class BqueuesOrderAndConfigTest {
  private static final String CLUSTER = "src/test/resources/lsf/cluster";
  private static final String AT = "2026-01-01T00:00:00Z";

  @TempDir
  Path tmp;

  private Path idleCluster() throws IOException {
    Path dir = Files.createDirectory(tmp.resolve("conf"));
    Files.writeString(dir.resolve("lsb.users"), "Begin UserGroup\nGROUP_NAME GROUP_MEMBER USER_SHARES\n"
        + "g1 (u1 u2) ([u2, 1] [u1, 1])\ng2 (u3 u4) ([u4, 1] [u3, 2])\nEnd UserGroup\n");
    Files.writeString(dir.resolve("lsb.queues"), "Begin Queue\nQUEUE_NAME = q\n"
        + "FAIRSHARE = USER_SHARES[[b, 1] [g1, 2] [a, 1] [g2, 3] [c, 1]]\nEnd Queue\n");
    return dir;
  }

  private static List<String> names(String out) {
    return out.lines().filter(l -> l.startsWith(" ")).map(l -> l.strip().split("\\s+")[0]).toList();
  }

  private static List<String> blocks(String out) {
    return out.lines().filter(l -> l.startsWith("SHARE_INFO_FOR: ")).toList();
  }

  @Test
  void rowsComeByPriorityHighestFirstAndTiesInUserSharesOrder() throws IOException {
    CommandRun run = CommandRun.of("bqueues", "-r", "q", "--lsf-conf", idleCluster().toString(), "--at", AT);
    assertThat(run.exitCode()).as(run.err()).isZero();
    // idle: priority = shares / 3; g2 (1.000) > g1 (0.667) > b = a = c (0.333, as listed)
    assertThat(names(run.out())).containsExactly("g2", "g1", "b", "a", "c", "u3", "u4", "u2", "u1");
    assertThat(blocks(run.out())).containsExactly("SHARE_INFO_FOR: q/", "SHARE_INFO_FOR: q/g2/",
        "SHARE_INFO_FOR: q/g1/");
  }

  private static String normal(String... more) {
    List<String> args = new java.util.ArrayList<>(List.of("bqueues", "-r", "normal", "--lsf-conf", CLUSTER,
        "--usage", CLUSTER + "/lsb.acct", "--at", AT));
    args.addAll(List.of(more));
    CommandRun run = CommandRun.of(args.toArray(String[]::new));
    assertThat(run.exitCode()).as(run.err()).isZero();
    return run.out();
  }

  @Test
  void theTickComesFromTheReferenceThenConfigThenDefineThenTheOption() throws IOException {
    Path zero = Files.writeString(tmp.resolve("zero.conf"), "fairshare.usage.lsf.tick = 0s\n");
    String ticked = normal();
    String continuous = normal("--decay-tick", "0");
    assertThat(ticked).as("reference.conf ticks every 900 s").isNotEqualTo(continuous);
    assertThat(normal("--config", zero.toString())).isEqualTo(continuous);
    assertThat(normal("-Dfairshare.usage.lsf.tick=0s")).isEqualTo(continuous);
    assertThat(normal("--config", zero.toString(), "-Dfairshare.usage.lsf.tick=900s")).isEqualTo(ticked);
    assertThat(normal("-Dfairshare.usage.lsf.tick=900s", "--decay-tick", "0")).isEqualTo(continuous);
  }

  @Test
  void withoutMbatchdsStartTheTickOriginIsGuessedAndSaidOrGiven() {
    CommandRun guessed = CommandRun.of("bqueues", "normal", "--lsf-conf", CLUSTER, "--usage",
        CLUSTER + "/lsb.acct", "--at", AT);
    assertThat(guessed.err()).contains("[lsf.tick.origin-guessed]");
    CommandRun given = CommandRun.of("bqueues", "normal", "--lsf-conf", CLUSTER, "--usage",
        CLUSTER + "/lsb.acct", "--at", AT, "--tick-origin", "2025-12-31T00:07:30Z");
    assertThat(given.err()).doesNotContain("origin-guessed");
    assertThat(given.out()).isNotEqualTo(guessed.out());
    // without jobs nothing decays: no guess to warn of (it named "the first job start" as the current time)
    CommandRun noJobs = CommandRun.of("bqueues", "normal", "--lsf-conf", CLUSTER, "--at", AT);
    assertThat(noJobs.exitCode()).as(noJobs.err()).isZero();
    assertThat(noJobs.err()).doesNotContain("origin-guessed");
  }

  @Test
  void aBadDecayTickIsMisuse() {
    CommandRun run = CommandRun.of("bqueues", "normal", "--lsf-conf", CLUSTER, "--decay-tick", "soon");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("'--decay-tick': 'soon' is not a duration");
  }
}
