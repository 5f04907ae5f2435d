package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.GoldenFiles;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A PBS site's {@code resource_group}, {@code sched_config} and {@code usage} named one by one
 * ({@code examples/pbs}, the maple cluster): {@code explain}, {@code compare}, {@code view} and {@code compute}
 * see the tree and usage PBS holds, {@code unknown_shares} (10) on the unknown group and guest1, who is not in
 * {@code resource_group}, under it with its usage, as {@code pbsfs} and {@code pbs-formula} read the folder.
 *
 * <p>The expected figures are PBS's code worked by hand (docs/algorithms/pbs.md §3, §4.2, §6, float32):
 * TREEROOT's children share 50 + 35 + 15 + 10 = 110; R = 1 + the usage file's records = 2565471;
 * li: tp = (float)(2/4) * (float)(35/110) = 0.159091, u_research = (float)(1835801/R), u_li =
 * (float)(1520400/R), uf = u_li + (u_research − u_li)·0.5 = 0.654110, F = 2^−(float)(uf/tp) = 0.0578496;
 * amy 0.352693, dina (no record: usage 1) 0.533318, guest1 (alone under unknown: tp = 10/110) 0.996437.
 */
class PbsSiteAsScheduledTest {
  private static final String P = "../examples/pbs/sched_priv/";
  private static final String RESOURCE_GROUP = P + "resource_group";
  private static final String SCHED_CONFIG = P + "sched_config";
  private static final String USAGE = "pbs.usage:" + P + "usage";
  private static final Map<String, String> BY_HAND = Map.of("research/li", "0.057850", "eng/cfd/amy", "0.352693",
      "eng/structures/dina", "0.533318", "unknown/guest1", "0.996437");

  @TempDir
  Path dir;

  @Test
  void explainShowsPbssSharesWithUnknownSharesAndTheRootsUsageWithGuest1s() {
    CommandRun run = CommandRun.of("explain", "li", "--tree", RESOURCE_GROUP, SCHED_CONFIG, "--usage", USAGE);
    assertThat(run.exitCode()).as(run.err()).isZero();
    // guest1's usage is PBS's unknown group's, not left out with a warning
    assertThat(run.err()).isEmpty();
    assertThat(run.out()).contains(
        "factor: F = 2^-(uf/tp) = 2^-(0.65411/0.159091) = 0.0578496   (compute: 0.0578496)\n",
        "rank: 9 of 9\n",
        ". (root)\n    usage = 2565471\n",
        "sum_s = shares of TREEROOT's children (with unknown_shares) = 110\n");
    GoldenFiles.assertMatches(run.out(), ExplainCommandTest.GOLDEN.resolve("explain-pbs-maple-li.txt"));
  }

  @Test
  void explainFindsAnEntityPbsPutUnderTheUnknownGroup() {
    CommandRun run = CommandRun.of("explain", "guest1", "--tree", RESOURCE_GROUP, SCHED_CONFIG, "--usage", USAGE);
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).startsWith("explain unknown/guest1 under pbs.fairshare\n")
        .contains("tp = gp*tp_parent (float32) = 1*0.0909091 = 0.0909091\n")
        .containsPattern("factor: F = 2\\^-\\(uf/tp\\) = \\S+ = 0\\.996437 ");
  }

  @Test
  void compareGivesEveryEntitysFactorAsPbsComputesIt() {
    Map<String, String> factors = compareFactors();
    assertThat(factors).hasSize(9);
    BY_HAND.forEach((user, factor) -> assertThat(factors.get(user)).as(user).isEqualTo(factor));
  }

  @Test
  void compareAgreesWithPbsFormulaOnEveryEntity() {
    // pbs-formula reads the sched_priv folder as pbsfs does: the same figures for every entity
    CommandRun formula = CommandRun.of("pbs-formula", "--sched-priv", P);
    assertThat(formula.exitCode()).as(formula.err()).isZero();
    Map<String, String> byEntity = new HashMap<>();
    compareFactors().forEach((path, factor) -> byEntity.put(path.substring(path.lastIndexOf('/') + 1), factor));
    List<String> lines = formula.out().lines().skip(1).toList();
    assertThat(lines).hasSize(9);
    for (String line : lines) {
      String[] f = line.split("\t");
      assertThat(byEntity.get(f[0])).as(f[0]).isEqualTo(f[3]);
    }
  }

  private static Map<String, String> compareFactors() {
    CommandRun run = CommandRun.of("compare", "--from", RESOURCE_GROUP, "--from", SCHED_CONFIG, "--usage", USAGE,
        "--algorithms", "pbs.fairshare", "--format", "tsv");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err()).isEmpty();
    Map<String, String> factors = new HashMap<>();
    List<String> lines = run.out().lines().toList();
    int header = lines.indexOf("user\tshares\tnorm_share\tusage\tpbs.fairshare.factor\tpbs.fairshare.rank");
    assertThat(header).isNotNegative();
    for (String line : lines.subList(header + 1, lines.size())) {
      if (line.startsWith("#")) {
        break;
      }
      String[] f = line.split("\t");
      factors.put(f[0], new BigDecimal(f[4]).setScale(6, RoundingMode.HALF_EVEN).toPlainString());
    }
    return factors;
  }

  @Test
  void viewDrawsGuest1AndExplainsLiAsPbsDoes() throws Exception {
    Path html = dir.resolve("maple.html");
    CommandRun run = CommandRun.of("view", "--tree", RESOURCE_GROUP, "--tree", SCHED_CONFIG, "--usage", USAGE,
        "--algorithm", "pbs.fairshare", "--html", html.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err()).isEmpty();
    // the page's data: li's factor with its formula, as explain prints it
    assertThat(Files.readString(html)).contains("unknown/guest1", "\"0.0578496\",\"2^-(0.65411/0.159091)\"");
  }

  @Test
  void computeOnTheTreeAndSettingsPutsUnknownSharesOnTheUnknownGroup() {
    CommandRun run = CommandRun.of("compute", "--tree", RESOURCE_GROUP, "--tree", SCHED_CONFIG, "--algorithm",
        "pbs.fairshare", "--format", "tsv");
    assertThat(run.exitCode()).as(run.err()).isZero();
    // norm_shares is tree_percentage: unknown 10/110, li (float)(2/4) * (float)(35/110)
    assertThat(run.out()).containsPattern("(?m)^unknown\tgroup\t10\t" + (double) ((float) 10 / 110) + "\t")
        .containsPattern("(?m)^research/li\tuser\t2\t" + (double) (0.5f * ((float) 35 / 110)) + "\t");
  }
}
