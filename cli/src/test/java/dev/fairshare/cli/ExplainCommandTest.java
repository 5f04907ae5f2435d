package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.fairshare.testkit.GoldenFiles;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code fairshare explain} on the worked examples: each level shows the numbers the example prints
 * (Slurm's classic page, the multifactor2 page, PBS's fairshare_factor design, Fair Tree's test24.4 and its
 * tie example, LSF's dynamic priority), and the explained factor is the one the example gives.
 */
class ExplainCommandTest {
  static final Path GOLDEN = Path.of("src/test/resources/golden");
  static final Path EXPLAIN = Path.of("src/test/resources/explain");
  static final String SEED_003 = "src/main/resources/demo/seed-003.tsv";
  private static final ObjectMapper JSON = new ObjectMapper();

  static CommandRun explain(String... args) {
    List<String> all = new ArrayList<>(List.of("explain"));
    all.addAll(List.of(args));
    return CommandRun.of(all.toArray(String[]::new));
  }

  static JsonNode json(CommandRun run) throws IOException {
    assertThat(run.exitCode()).as(run.err()).isZero();
    return JSON.readTree(run.out());
  }

  /** The value of a key at the level of a path, as a number rounded to the given decimals (C's %.Nf). */
  static String at(JsonNode explanation, String path, String key, int decimals) {
    for (JsonNode level : explanation.get("path")) {
      if (level.get("path").asText().equals(path)) {
        return new BigDecimal(level.get("values").get(key).get("value").asDouble())
            .setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
      }
    }
    throw new AssertionError("no level " + path);
  }

  @Test
  void aCollectiveGroupsUsageFromBqueuesOutputLandsOnItsAccount(@org.junit.jupiter.api.io.TempDir Path dir)
      throws IOException {
    // usage inputs matched users only, so the usage of geo_reservoir (a collective group: one account its
    // members share, a leaf of the tree) was left out with a convert.usage-unmatched warning
    CommandRun bqueues = CommandRun.of("bqueues", "-r", "normal", "--lsf-conf", "../examples/lsf", "--usage",
        "../examples/lsf/lsb.acct", "--at", "2026-11-20T12:00:00Z", "--tick-origin", "2026-11-18T00:00:00Z");
    assertThat(bqueues.exitCode()).as(bqueues.err()).isZero();
    // the block under geosciences lists geo_reservoir's CPU_TIME
    assertThat(bqueues.out()).containsPattern("(?m)^ geo_reservoir +2 +\\S+ +0 +334589\\.1 +12368 $");
    Path listing = dir.resolve("bqueues.txt");
    java.nio.file.Files.writeString(listing, bqueues.out());
    CommandRun run = CommandRun.of("explain", "kim", "--tree", "../examples/lsf/lsb.users",
        "../examples/lsf/lsb.queues", "../examples/lsf/lsb.params", "--usage", "lsf.bqueues:" + listing);
    assertThat(run.exitCode()).as(run.err()).isZero();
    // geosciences' CPU time is its two teams', as bqueues lists it: 290172.9 + 334589.1 = 624762.0
    assertThat(run.out()).containsPattern("(?m)^  geosciences \\(group\\)\n      shares = 60\n      cpu = 624762\n");
    assertThat(run.err()).doesNotContain("geo_reservoir");
  }

  @Test
  void aSchedulersFolderGivenAsTheTreeIsRefusedWithAHintToNameItsFiles() {
    // the hint said only "name a file" to an administrator who gave PBS's sched_priv folder, as pbsfs takes it
    CommandRun run = explain("li", "--tree", "../examples/pbs/sched_priv");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    GoldenFiles.assertMatches(run.err(), GOLDEN.resolve("explain-folder-as-tree.err"));
  }

  @Test
  void withoutAnAlgorithmASiteIsExplainedUnderTheAlgorithmItsSchedulerRuns() {
    // explain (and view) defaulted to slurm.classic for every input: a Fair Tree site, a PBS or an LSF tree
    // were explained under an algorithm their scheduler does not run. slurm.conf without PriorityFlags runs
    // Fair Tree (the default since 19.05); a PBS tree pbs.fairshare; LSF lsf.fairshare; flux its weighted tree
    assertThat(firstLine(explain("carol", "--tree", "../examples/slurm/alder.cfg", "../examples/slurm/slurm.conf",
        "--usage", "../examples/slurm/sshare-a-l-P.txt"))).isEqualTo("explain physics/hep/carol under slurm.fair-tree");
    assertThat(firstLine(explain("li", "--tree", "../examples/pbs/sched_priv/resource_group",
        "../examples/pbs/sched_priv/sched_config"))).isEqualTo("explain research/li under pbs.fairshare");
    assertThat(firstLine(explain("kim", "--tree", "../examples/lsf/lsb.users", "../examples/lsf/lsb.queues")))
        .isEqualTo("explain geosciences/geo_seismic/kim under lsf.fairshare");
    assertThat(firstLine(explain("carol", "--tree", "flux.db:../examples/flux/FluxAccounting.db")))
        .isEqualTo("explain physics/theory/carol under flux.weighted-tree");
    // a neutral tree belongs to no scheduler: fairshare.algorithm's slurm.classic
    assertThat(firstLine(explain("user1", "--tree", SEED_003))).isEqualTo("explain A/B/user1 under slurm.classic");
  }

  private static String firstLine(CommandRun run) {
    assertThat(run.exitCode()).as(run.err()).isZero();
    return run.out().lines().findFirst().orElseThrow();
  }

  @Test
  void classicShowsSlurmsWorkedExampleAtEachLevel() {
    CommandRun run = explain("user1", "--tree", SEED_003, "--algorithm", "slurm.classic");
    assertThat(run.exitCode()).as(run.err()).isZero();
    // Slurm's classic page: A's effective usage is its actual usage .45; B's 0.2 + (0.45 - 0.2) * 30/40 =
    // 0.3875; user 1's 0.2 + (0.3875 - 0.2) * 1/1 = 0.3875; its factor 2**(-.3875/.3) = 0.408479.
    assertThat(run.out()).contains("E = U (top level) = 0.45\n",
        "S = s/sum_s*S_parent = 30/40*0.4 = 0.3\n",
        "E = U+(E_parent-U)*s/sum_s = 0.2+(0.45-0.2)*30/40 = 0.3875\n",
        "E = U+(E_parent-U)*s/sum_s = 0.2+(0.3875-0.2)*1/1 = 0.3875\n",
        "factor: F = 2^(-(E/S)/d) = 2^(-(0.3875/0.3)/1) = 0.408479   (compute: 0.408479)\n",
        "rank: 3 of 6\n");
    GoldenFiles.assertMatches(run.out(), GOLDEN.resolve("explain-seed003-classic-user1.txt"));
  }

  @Test
  void classicShowsTheOtherUsersOfTheWorkedExample() {
    // Account C: 0.25 + (0.45 - 0.25) * 10/40 = 0.3; user 3: 0.0 + (0.3 - 0.0) * 1/2 = 0.15 and 2**(-.15/.05) = 0.125;
    // user 5: account F's
    // 0.0 + (0.25 - 0.0) * 35/60 = 0.1458, and 2**(-.1458/.35) = 0.749154.
    assertThat(explain("user3", "--tree", SEED_003, "--algorithm", "slurm.classic").out()).contains(
        "E = U+(E_parent-U)*s/sum_s = 0.25+(0.45-0.25)*10/40 = 0.3\n",
        "E = U+(E_parent-U)*s/sum_s = 0+(0.3-0)*1/2 = 0.15\n",
        "factor: F = 2^(-(E/S)/d) = 2^(-(0.15/0.05)/1) = 0.125");
    assertThat(explain("user5", "--tree", SEED_003, "--algorithm", "slurm.classic").out()).contains(
        "E = U+(E_parent-U)*s/sum_s = 0+(0.25-0)*35/60 = 0.145833\n",
        "factor: F = 2^(-(E/S)/d) = 2^(-(0.145833/0.35)/1) = 0.749154");
  }

  @Test
  void pbsShowsTheDesignDocumentsExampleAndPbsfsPath() throws IOException {
    Path tree = EXPLAIN.resolve("pbs-seed-002.tsv");
    JsonNode bob = json(explain("Bob", "--tree", tree.toString(), "--algorithm", "pbs.fairshare",
        "--format", "json"));
    // Bob: actual usage 100/1200 = .083, parent's usage .1667, 50/100 = .5, effective usage .125,
    // 2^-(.125/.2) = .648 (PBS holds 1201 at the root: the source's values round to the same digits).
    assertThat(at(bob, "group1/Bob", "norm_usage", 3)).isEqualTo("0.083");
    assertThat(at(bob, "group1", "effective_usage", 3)).isEqualTo("0.167");
    assertThat(at(bob, "group1/Bob", "group_percentage", 1)).isEqualTo("0.5");
    assertThat(at(bob, "group1/Bob", "norm_shares", 1)).isEqualTo("0.2");
    assertThat(at(bob, "group1/Bob", "effective_usage", 3)).isEqualTo("0.125");
    assertThat(bob.get("factor").get("text").asText()).isEqualTo("0.647718");
    // Suzy: 0 + (.833 - 0) * .6 = .5, 2^-(.5/.36) = .382.
    JsonNode suzy = json(explain("Suzy", "--tree", tree.toString(), "--algorithm", "pbs.fairshare",
        "--format", "json"));
    assertThat(at(suzy, "group2/Suzy", "effective_usage", 3)).isEqualTo("0.500");
    assertThat(suzy.get("factor").get("text").asText()).isEqualTo("0.381798");
    // pbsfs -g scott's path: TREEROOT 1201 / 1.000 = 1201, group2 1001 / 0.600 = 1668, scott 1000 / 0.240
    // = 4167; fairshare_tree_usage 0.832973.
    String scott = explain("Scott", "--tree", tree.toString(), "--algorithm", "pbs.fairshare").out();
    assertThat(scott).contains("usage/perc = usage/tp = 1201/1 = 1201\n",
        "usage/perc = usage/tp (compare_path's key) = 1001/0.6 = 1668.33\n",
        "usage/perc = usage/tp (compare_path's key) = 1000/0.24 = 4166.67\n",
        "uf = u+(uf_parent-u)*gp (float32) = 0.832639+(0.833472-0.832639)*0.4 = 0.832973\n");
  }

  @Test
  void ticketShowsTheMultifactor2TicketsAndFactor() throws IOException {
    JsonNode user2 = json(explain("user2", "--tree", SEED_003, "--algorithm", "slurm.ticket", "--pending",
        EXPLAIN.resolve("ticket-pending.txt").toString(), "--format", "json"));
    // A: 1000 * 0.4 * 0.89 / (0.4 * 0.89 + 0.6 * 2.40) = 198 of 1000; D 802; user 2's factor 198/802.
    double root = Double.parseDouble(at(user2, ".", "tickets", 0));
    assertThat(new BigDecimal(Double.parseDouble(at(user2, "A", "tickets", 0)) / root * 1000)
        .setScale(0, RoundingMode.HALF_EVEN).toPlainString()).isEqualTo("198");
    assertThat(at(user2, "A", "fs_factor", 2)).isEqualTo("0.89");
    assertThat(user2.get("factor").get("numbers").asText()).isEqualTo("850488573/3444478721");
    assertThat(new BigDecimal(3444478721.0 / root * 1000).setScale(0, RoundingMode.HALF_EVEN).toPlainString())
        .isEqualTo("802");
    assertThat(at(user2, "A/C/user2", "fs_factor", 1)).isEqualTo("0.2");
    assertThat(user2.get("factor").get("text").asText()).isEqualTo("0.246914");
  }

  @Test
  void fairTreeGivesTest244sFactorFromTheUsersAheadAtEachLevel() {
    Path dir = Path.of("src/test/resources/slurm/test24.4");
    CommandRun run = explain("uAA1", "--tree", "slurm.sacctmgr-dump:" + dir.resolve("assoc.cfg"), "--usage",
        "slurm.sshare:" + dir.resolve("usage-l-P.txt"), "--algorithm", "slurm.fair-tree");
    // test24.4: uAA1's FairShare is 0.619048 (13/21), LevelFS of aA 1.025641 and of aAA 1.687500.
    assertThat(run.out()).contains("factor: F = (N - users ahead at each level)/N = (21-(8+0+0))/21 = 0.619048",
        "LevelFS = S/U (x87 long double) = 0.192308/0.1875 = 1.02564\n",
        "LevelFS = S/U (x87 long double) = 0.75/0.444444 = 1.6875\n");
  }

  @Test
  void fairTreeSaysHowTiedSiblingAccountsAreBroken() {
    Path ties = EXPLAIN.resolve("fair-tree-ties.tsv");
    // The tie example: z 1.0, x1 1.0 (tied with z), x2 0.6, y1 0.6 (inherits x2's rank), y2 0.2.
    String y1 = explain("y1", "--tree", ties.toString(), "--algorithm", "slurm.fair-tree").out();
    assertThat(y1).contains("= 3/5 = 0.6   (compute: 0.6)",
        "LevelFS equal to z, X: a user goes before an account",
        "ties X before it: passes the tie to its first child",
        "first in the list of Y, which the walk reached tied: inherits the tie");
    assertThat(explain("y2", "--tree", ties.toString(), "--algorithm", "slurm.fair-tree").out())
        .contains("= (5-(3+1))/5 = 0.2   (compute: 0.2)");
    assertThat(explain("x1", "--tree", ties.toString(), "--algorithm", "slurm.fair-tree").out())
        .contains("= 5/5 = 1   (compute: 1)");
  }

  @Test
  void lsfShowsTheLoadTermByTermAndTheDispatchOrder() {
    String busy = explain("busy", "--tree", "lsf.bqueues:" + EXPLAIN.resolve("lsf-worked.bqueues"),
        "--algorithm", "lsf.fairshare").out();
    // 2 CPU hours, 5 run hours, 4 slots: 2*0.7 + 5*0.7 + (1+4)*3 = 19.9, 10/19.9 = 0.503.
    assertThat(busy).contains("= 7200/3600*0.7 + (0+18000)/3600*0.7 + (1+4)*3 = 19.9\n",
        "factor: priority = shares/max(load, 0.01) = 10/max(19.9, 0.01) = 0.502513",
        "LSF's dispatch order");
    // An idle account with 10 shares: 10 / (1 * 3) = 3.333.
    assertThat(explain("idle", "--tree", "lsf.bqueues:" + EXPLAIN.resolve("lsf-worked.bqueues"),
        "--algorithm", "lsf.fairshare").out()).contains("= 10/max(3, 0.01) = 3.33333");
  }

  @Test
  void lsfShowsTheCrossQueueSetsOrder() {
    Path dir = Path.of("src/test/resources/lsf-migration");
    String out = explain("alice", "--tree", "lsf.lsb-users:" + dir.resolve("lsb.users"),
        "lsf.lsb-queues:" + dir.resolve("lsb.queues"), "--algorithm", "lsf.fairshare").out();
    // normal (PRIORITY 30) shares its tree with short (35) and long (40), without DISPATCH_ORDER=QUEUE: the
    // user with the highest priority first, from the queue with the highest PRIORITY first. physics's
    // [others, 1] is a collective account, a leaf of the descent as alice is: after her (1/3 against 3/3).
    assertThat(out).contains("the cross-queue set normal, short, long (by user priority across the queues)",
        "  1         long    physics/alice   <\n  2         short   physics/alice   <\n"
            + "  3         normal  physics/alice   <\n  4         long    physics/others\n");
  }

  @Test
  void allShowsEveryAlgorithmSideBySide() throws IOException {
    JsonNode all = json(explain("user2", "--tree", SEED_003, "--all", "--format", "json"));
    List<String> names = new ArrayList<>();
    all.get("explanations").forEach(e -> names.add(e.get("algorithm").asText()));
    assertThat(names).containsExactly("flux.weighted-tree", "lsf.fairshare", "pbs.fairshare", "slurm.classic",
        "slurm.depth-oblivious",
        "slurm.fair-tree", "slurm.ticket");
    String table = explain("user2", "--tree", SEED_003, "--all").out();
    assertThat(table).startsWith("explain A/C/user2 under every algorithm\nalgorithm ");
    assertThat(table).contains("slurm.classic          0.0220971  5 of 6  F = 2^(-(E/S)/d) = 2^(-(0.275/0.05)/1)");
  }

  @Test
  void anUnknownUserIsBadInputAndAnAmbiguousOneListsItsAccounts() {
    CommandRun unknown = explain("nobody", "--tree", SEED_003);
    assertThat(unknown.exitCode()).isEqualTo(1);
    assertThat(unknown.out()).isEmpty();
    assertThat(unknown.err()).isEqualTo("fairshare: [explain.unknown-user] no user 'nobody' in the tree\n"
        + "    hint: give a user's name or its path as `fairshare compute` prints it\n");
    CommandRun ambiguous = explain("cat", "--tree",
        "slurm.sshare:../adapters-slurm/src/test/resources/slurm/captures/beta/priority-fairtree/sshare-a-l-P.txt");
    assertThat(ambiguous.exitCode()).isEqualTo(1);
    assertThat(ambiguous.err()).startsWith("fairshare: [explain.ambiguous-user] 'cat' is a user of 3 accounts: ")
        .contains("hint: name the account with --account");
    assertThat(explain("user1", "--tree", SEED_003, "--job", "id=1").exitCode()).isEqualTo(2);
  }
}
