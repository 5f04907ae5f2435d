package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code explain} of an LSF collective account and of its members: a group named without {@code @} and without
 * USER_SHARES of its own is one share account that its members share (docs/algorithms/lsf.md §3.2, §4.1: "members
 * share one account", first come first served inside), so a member's dynamic priority is the account's. The
 * birch site's {@code geo_reservoir (mario nina) ()} has 2 shares under geosciences; with lsb.params'
 * {@code RUN_JOB_FACTOR=3.0} an idle account's load is {@code (1 + 0)·3 = 3} and its priority
 * {@code shares / max(load, 0.01) = 2/3} (§2.1).
 */
class ExplainCollectiveAccountTest {
  private static final String[] BIRCH = {"--tree", "../examples/lsf/lsb.users", "../examples/lsf/lsb.queues",
      "../examples/lsf/lsb.params", "--algorithm", "lsf.fairshare"};
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path dir;

  private static CommandRun explain(String who, String... more) {
    List<String> args = new ArrayList<>(List.of("explain", who));
    args.addAll(List.of(BIRCH));
    args.addAll(List.of(more));
    return CommandRun.of(args.toArray(String[]::new));
  }

  @Test
  void theCollectiveAccountIsExplainedWithItsSharesPriorityAndMembers() {
    CommandRun run = explain("geo_reservoir");
    assertThat(run.exitCode()).as(run.err()).isZero();
    // ranked where LSF's descent reaches it (a leaf of the descent, as a user's account is): geosciences (60/3 =
    // 20) before materials (30/3 = 10), in geosciences geo_seismic (3/3 = 1) before it (2/3), so after kim and lena
    assertThat(run.out()).startsWith("explain geosciences/geo_reservoir under lsf.fairshare\n"
        + "factor: priority = shares/max(load, 0.01) = 2/max(3, 0.01) = 0.666667   (compute: 0.666667)\n"
        + "rank: 3 of 6\n"
        + "     1  geosciences/geo_seismic/kim   0.666667\n"
        + "     2  geosciences/geo_seismic/lena  0.333333\n"
        + "  >  3  geosciences/geo_reservoir     0.666667\n"
        + "     4  materials/oscar               0.333333\n"
        + "     5  materials/paula               0.333333\n\n");
    CommandRun kim = explain("kim");
    assertThat(kim.out()).contains("rank: 1 of 6\n", "     3  geosciences/geo_reservoir     0.666667\n");
    CommandRun compute = CommandRun.of("compute", BIRCH[0], BIRCH[1], BIRCH[2], BIRCH[3], "--algorithm",
        "lsf.fairshare", "--format", "tsv");
    assertThat(compute.out()).contains(
        "\ngeosciences/geo_reservoir\tgroup\t2\t\t0\t\t\t\t0.6666666666666666\t3\n",
        "\nmaterials/quinn\tuser\t1\t\t0\t\t\t\t0.3333333333333333\t6\n");
    assertThat(run.out()).contains("    geosciences/geo_reservoir (group)\n        shares = 2\n        cpu = 0\n")
        .contains("(1+0)*3 = 3\n        priority = shares/max(load, 0.01) = 2/max(3, 0.01) = 0.666667\n");
    // the members share it: who they are, and that their usage and priority are the account's
    assertThat(run.out()).contains("\ngeosciences/geo_reservoir is a collective account: its members share its 2"
        + " shares, its usage (the sum of their jobs', which LSF charges to the account) and its dynamic priority;"
        + " their jobs run first come, first served inside it:\n  member\n  mario\n  nina\n");
  }

  @Test
  void aMemberIsExplainedByTheAccountItShares() {
    CommandRun member = explain("mario");
    assertThat(member.exitCode()).as(member.err()).isZero();
    assertThat(member.out()).isEqualTo(explain("geo_reservoir").out());
    assertThat(explain("nina").out()).isEqualTo(member.out());
    // --account names the collective account (or the group it sits in) as for a user
    assertThat(explain("mario", "--account", "geo_reservoir").out()).isEqualTo(member.out());
    assertThat(explain("mario", "--account", "geosciences").out()).isEqualTo(member.out());
    CommandRun elsewhere = explain("mario", "--account", "materials");
    assertThat(elsewhere.exitCode()).isEqualTo(1);
    assertThat(elsewhere.err()).startsWith("fairshare: [explain.unknown-user] no user 'mario' in account"
        + " 'materials' in the tree\n");
  }

  @Test
  void aNameThatIsNeitherAUserNorAMemberIsStillUnknown() {
    CommandRun run = explain("nobody");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err()).isEqualTo("fairshare: [explain.unknown-user] no user 'nobody' in the tree\n"
        + "    hint: give a user's name or its path as `fairshare compute` prints it\n");
    // a group with a level below is not an account of its own users' names
    assertThat(explain("geo_seismic").exitCode()).isEqualTo(1);
  }

  /**
   * The algorithms that give users factors only (Fair Tree's ranks) give the account none (compute: nan):
   * {@code --all} lists them as not explained, with why, and one of them named alone is bad input rather than a
   * formula for a factor no one has; those that give every node one (classic's) explain it as compute gives it.
   */
  @Test
  void algorithmsThatGiveTheAccountNoFactorSaySoRatherThanExplainIt() {
    List<String> args = new ArrayList<>(List.of("explain", "mario", "--all"));
    args.addAll(List.of(BIRCH).subList(0, 4));
    CommandRun all = CommandRun.of(args.toArray(String[]::new));
    assertThat(all.exitCode()).as(all.err()).isZero();
    assertThat(all.out()).startsWith("explain geosciences/geo_reservoir under every algorithm\n")
        .contains("\nexplain geosciences/geo_reservoir under lsf.fairshare\n")
        .contains("(compute: 0.666667)\nrank: 3 of 6\n")
        // slurm.classic gives every node a factor but ranks users only
        .contains("\nexplain geosciences/geo_reservoir under slurm.classic\n")
        .contains("rank: none (the algorithm ranks users; this is an account its members share)\n")
        .contains("  - slurm.fair-tree gives this shared account no factor: it computes users' factors, and the"
            + " account's members are no users of the tree\n")
        .doesNotContain("DIFFERS").doesNotContain("under slurm.fair-tree\n");
    args = new ArrayList<>(List.of("explain", "mario"));
    args.addAll(List.of(BIRCH).subList(0, 4));
    args.addAll(List.of("--algorithm", "slurm.fair-tree"));
    CommandRun one = CommandRun.of(args.toArray(String[]::new));
    assertThat(one.exitCode()).isEqualTo(1);
    assertThat(one.out()).isEmpty();
    assertThat(one.err()).startsWith("fairshare: [explain.no-factor] slurm.fair-tree gives 'geosciences/geo_reservoir'"
        + " no factor: it is an account its members share");
  }

  /**
   * With usage, the account's: bqueues -r lists geo_reservoir with STARTED 0, CPU_TIME 334589.1 and RUN_TIME
   * 12368, so (lsb.params' factors 0.7, 0.7, 3.0) its priority is 2 / (334589.1/3600·0.7 + 12368/3600·0.7 +
   * (1 + 0)·3) = 0.028383336 (§2.1), the value bqueues prints rounded (0.028).
   */
  @Test
  void withUsageTheAccountsPriorityIsOfTheMembersSummedUsage() throws IOException {
    CommandRun bqueues = CommandRun.of("bqueues", "-r", "normal", "--lsf-conf", "../examples/lsf", "--usage",
        "../examples/lsf/lsb.acct", "--at", "2026-11-20T12:00:00Z", "--tick-origin", "2026-11-18T00:00:00Z");
    assertThat(bqueues.out()).containsPattern("(?m)^ geo_reservoir +2 +0\\.028 +0 +334589\\.1 +12368 $");
    Path listing = dir.resolve("bqueues.txt");
    Files.writeString(listing, bqueues.out());
    CommandRun run = explain("nina", "--usage", "lsf.bqueues:" + listing, "--format", "json");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode e = JSON.readTree(run.out());
    assertThat(e.get("user").asText()).isEqualTo("geosciences/geo_reservoir");
    double expected = 2 / (334589.1 / 3600 * 0.7 + 12368 / 3600.0 * 0.7 + (1 + 0) * 3.0);
    assertThat(e.get("factor").get("value").asDouble()).isCloseTo(expected, within(1e-9));
    assertThat(e.get("computed").asDouble()).isCloseTo(expected, within(1e-9));
    JsonNode section = null;
    for (JsonNode s : e.get("sections")) {
      if (s.get("key").asText().equals("lsf.collective-account")) {
        section = s;
      }
    }
    assertThat(section).as("the collective account's section").isNotNull();
    assertThat(section.get("rows").toString()).isEqualTo("[[\"mario\"],[\"nina\"]]");
  }
}
