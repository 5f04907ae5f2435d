package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithms.slurm.SlurmClassicAlgorithm;
import dev.fairshare.cli.explain.Explained;
import dev.fairshare.cli.explain.ExplanationText;
import dev.fairshare.cli.view.ViewPage;
import dev.fairshare.testkit.TreeShapes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The HTML view in a real headless Chromium, loaded from a file URL with the network switched off: the
 * page draws the tree of every example site ({@code examples/}) and of every worked example, a real click on a user
 * opens its explain panel with the factor line {@code fairshare explain} prints, search finds a user, a click on an
 * account zooms, the comparison lists its movers, a 1.1 M-node tree is drawn with aggregates; the page asks for nothing
 * but its own file. Each page's screenshot is kept in {@code target/view-screenshots}.
 *
 * <p>Needs Debian's {@code chromium} ({@code .ci/run} installs it when missing); skipped, saying so, only
 * where it is not installed.
 */
class ViewBrowserTest {
  static final Path SHOTS = Path.of("target/view-screenshots");
  private static Chromium browser;

  @TempDir
  Path dir;

  @BeforeAll
  static void startChromium() throws Exception {
    Path exe = Chromium.executable();
    Assumptions.assumeTrue(exe != null, "SKIPPED: no chromium on this machine (apt-get install -y chromium;"
        + " .ci/run installs it): the HTML view is not checked in a browser");
    browser = Chromium.start(exe, 1400, 900);
    Files.createDirectories(SHOTS);
  }

  @AfterAll
  static void stopChromium() throws Exception {
    if (browser != null) {
      browser.close();
    }
  }

  /** The factor line {@code fairshare explain} prints for a user, without its compute part. */
  private static String explainedFactor(String... args) {
    List<String> all = new ArrayList<>(List.of("explain"));
    all.addAll(List.of(args));
    CommandRun run = CommandRun.of(all.toArray(String[]::new));
    assertThat(run.exitCode()).as(run.err()).isZero();
    String line = run.out().lines().filter(l -> l.startsWith("factor: ")).findFirst().orElseThrow();
    return line.substring(0, line.indexOf("   (compute: "));
  }

  private Path view(String name, String... args) {
    Path html = dir.resolve(name + ".html");
    List<String> all = new ArrayList<>(List.of("view", "--html", html.toString()));
    all.addAll(List.of(args));
    CommandRun run = CommandRun.of(all.toArray(String[]::new));
    assertThat(run.exitCode()).as(run.err()).isZero();
    return html;
  }

  /** Opens a page offline, checks it drew the tree and asked for nothing else, keeps its screenshot. */
  private void open(Path html, int drawnUsers) throws Exception {
    browser.openOffline(html.toUri().toString());
    assertThat(browser.evaluate("document.querySelectorAll('svg.icicle g.node').length").asInt()).isPositive();
    assertThat(browser.evaluate("new Set([].map.call(document.querySelectorAll('svg.icicle g.node[data-kind=u]'),"
        + " function (g) { return g.getAttribute('data-path'); })).size").asInt()).isEqualTo(drawnUsers);
    assertThat(browser.requests()).allMatch(u -> u.startsWith("file:") || u.startsWith("data:"));
  }

  private void keep(String name) throws Exception {
    Files.write(SHOTS.resolve(name + ".png"), browser.screenshot());
  }

  private String panelFactor(int view) throws Exception {
    return browser.evaluate("document.querySelectorAll('#explain .explain-view .factor')[" + view
        + "].textContent").asText();
  }

  @Test
  void classicExamplesClickedUserShowsExplainsFactor() throws Exception {
    String tree = ExplainCommandTest.SEED_003;
    open(view("seed-003-classic", "--tree", tree, "--algorithm", "slurm.classic"), 5);
    browser.click("g.node[data-path='A/B/user1'] rect");
    assertThat(panelFactor(0)).isEqualTo(explainedFactor("A/B/user1", "--tree", tree, "--algorithm",
        "slurm.classic"));
    assertThat(browser.evaluate("document.querySelector('#explain').textContent").asText())
        .contains("E = U+(E_parent-U)*s/sum_s = 0.2+(0.45-0.2)*30/40 = 0.3875", "rank: 3 of 6");
    assertThat(browser.evaluate("document.getElementById('tip').textContent").asText())
        .contains("A/B/user1 (user)", "slurm.classic: factor 0.408479, rank 3");
    keep("seed-003-classic");
    browser.click("g.node[data-path='D'] rect");
    assertThat(browser.evaluate("[].map.call(document.querySelectorAll('#panel-0 .crumbs a'),"
        + " function (a) { return a.textContent; }).join('/')").asText()).isEqualTo("root/D");
    assertThat(browser.evaluate("document.querySelectorAll('#panel-0 g.node[data-path^=\"A\"]').length")
        .asInt()).isZero();
    browser.type("#search", "user3");
    assertThat(browser.evaluate("document.querySelectorAll('#matches li').length").asInt()).isEqualTo(1);
    browser.click("#matches li");
    assertThat(panelFactor(0)).isEqualTo(explainedFactor("A/C/user3", "--tree", tree, "--algorithm",
        "slurm.classic"));
  }

  @Test
  void everyAlgorithmsExampleShowsExplainsFactor() throws Exception {
    String[][] cases = {
      {"pbs-seed-002", ExplainCommandTest.EXPLAIN.resolve("pbs-seed-002.tsv").toString(), "pbs.fairshare",
        "group1/Bob", "4"},
      {"fair-tree-ties", ExplainCommandTest.EXPLAIN.resolve("fair-tree-ties.tsv").toString(), "slurm.fair-tree",
        "Y/y1", "5"},
      {"lsf-worked", "lsf.bqueues:" + ExplainCommandTest.EXPLAIN.resolve("lsf-worked.bqueues"), "lsf.fairshare",
        "busy", "2"},
      {"seed-003-depth-oblivious", ExplainCommandTest.SEED_003, "slurm.depth-oblivious", "D/F/user5", "5"},
    };
    for (String[] c : cases) {
      open(view(c[0], "--tree", c[1], "--algorithm", c[2]), Integer.parseInt(c[4]));
      browser.click("g.node[data-path='" + c[3] + "'] rect");
      assertThat(panelFactor(0)).as(c[0]).isEqualTo(explainedFactor(c[3], "--tree", c[1], "--algorithm", c[2]));
      keep(c[0]);
    }
  }

  @Test
  void everyExampleSiteIsDrawnAndExplained() throws Exception {
    String ex = "../examples/";
    String[] slurm = {"--tree", ex + "slurm/alder.cfg", "--usage", ex + "slurm/sshare-a-l-P.txt"};
    open(view("examples-slurm", concat(slurm, "--compare", "slurm.fair-tree,slurm.classic")), 11);
    browser.click("#panel-0 g.node[data-path='physics/hep/carol'] rect");
    assertThat(panelFactor(0)).isEqualTo(explainedFactor(concat(new String[] {"physics/hep/carol"}, concat(slurm,
        "--algorithm", "slurm.fair-tree"))));
    assertThat(panelFactor(1)).isEqualTo(explainedFactor(concat(new String[] {"physics/hep/carol"}, concat(slurm,
        "--algorithm", "slurm.classic"))));
    keep("examples-slurm");
    String[] pbs = {"--tree", ex + "pbs/sched_priv/resource_group", "--tree", ex + "pbs/sched_priv/sched_config",
        "--usage", "pbs.usage:" + ex + "pbs/sched_priv/usage", "--algorithm", "pbs.fairshare"};
    open(view("examples-pbs", pbs), 9);
    browser.click("g.node[data-path='research/li'] rect");
    assertThat(panelFactor(0)).isEqualTo(explainedFactor(concat(new String[] {"research/li"}, pbs)));
    keep("examples-pbs");
    String[] lsf = {"--tree", ex + "lsf/lsb.users", ex + "lsf/lsb.queues", ex + "lsf/lsb.params", "--algorithm",
        "lsf.fairshare"};
    open(view("examples-lsf", lsf), 5);
    browser.click("g.node[data-path='geosciences/geo_seismic/kim'] rect");
    assertThat(panelFactor(0)).isEqualTo(explainedFactor(concat(new String[] {"geosciences/geo_seismic/kim"},
        lsf)));
    keep("examples-lsf");
  }

  /**
   * An LSF collective account (geo_reservoir, which mario and nina share: docs/algorithms/lsf.md §3.2) is
   * explained as {@code explain} explains it: a click on it opens its panel (it used to zoom into nothing), and
   * search finds it by a member's name.
   */
  @Test
  void anLsfCollectiveAccountIsExplainedWhenClickedOrFoundByAMember() throws Exception {
    String ex = "../examples/";
    String[] lsf = {"--tree", ex + "lsf/lsb.users", ex + "lsf/lsb.queues", ex + "lsf/lsb.params", "--algorithm",
        "lsf.fairshare"};
    open(view("examples-lsf-collective", lsf), 5);
    browser.click("g.node[data-path='geosciences/geo_reservoir'] rect");
    assertThat(panelFactor(0)).isEqualTo(explainedFactor(concat(new String[] {"geosciences/geo_reservoir"}, lsf)));
    assertThat(browser.evaluate("document.querySelector('#explain').textContent").asText())
        .contains("an account its members share: mario, nina",
            "rank: 3 of 6");
    keep("examples-lsf-collective");
    browser.type("#search", "nina");
    assertThat(browser.evaluate("[].map.call(document.querySelectorAll('#matches li'), function (li) {"
        + " return li.textContent; }).join('|')").asText())
        .isEqualTo("geosciences/geo_reservoir (shared by mario, nina)");
    browser.click("#matches li");
    assertThat(panelFactor(0)).isEqualTo(explainedFactor(concat(new String[] {"nina"}, lsf)));
  }

  private static String[] concat(String[] first, String... more) {
    String[] all = java.util.Arrays.copyOf(first, first.length + more.length);
    System.arraycopy(more, 0, all, first.length, more.length);
    return all;
  }

  @Test
  void comparisonShowsBothExplanationsAndTheMovers() throws Exception {
    String tree = ExplainCommandTest.SEED_003;
    open(view("seed-003-compare", "--tree", tree, "--compare", "slurm.classic,slurm.depth-oblivious"), 5);
    assertThat(browser.evaluate("document.querySelectorAll('.panel').length").asInt()).isEqualTo(2);
    assertThat(browser.evaluate("document.querySelectorAll('#movers tr.row').length").asInt()).isPositive();
    browser.click("#movers tr.row");
    String user = browser.evaluate("document.querySelector('#movers tr.row td').textContent").asText();
    assertThat(panelFactor(0)).isEqualTo(explainedFactor(user, "--tree", tree, "--algorithm", "slurm.classic"));
    assertThat(panelFactor(1)).isEqualTo(explainedFactor(user, "--tree", tree, "--algorithm", "slurm.depth-oblivious"));
    browser.click("#panel-0 .crumbs a");
    // Back at the root, each panel draws every node but the two without shares (G and G/user6).
    assertThat(browser.evaluate("document.querySelectorAll('#panel-1 g.node').length").asInt()).isEqualTo(12);
    keep("seed-003-compare");
    browser.evaluate("(function(){var s=document.getElementById('colour'); s.value='ratio';"
        + " s.dispatchEvent(new Event('change'));})()");
    assertThat(browser.evaluate("document.getElementById('legend').textContent").asText()).contains("usage ÷ share");
    keep("seed-003-usage-share");
  }

  @Test
  void aMillionNodeTreeIsDrawnWithAggregatesAndExplained() throws Exception {
    TreeShapes.Shape shape = TreeShapes.balanced(10, 5, 17);
    assertThat(shape.tree().size()).isEqualTo(1_111_111);
    SlurmClassicAlgorithm classic = new SlurmClassicAlgorithm(1);
    Explained explained = Explained.of(classic, shape.tree(), shape.usage(), Demand.none());
    ViewPage page = ViewPage.of("balanced 1.1 M", shape.tree(), shape.usage(), List.of(explained), null,
        ViewPage.DEFAULT_BUDGET);
    Path html = Files.writeString(dir.resolve("million.html"), page.html());
    assertThat(Files.size(html)).isLessThan(6_000_000);
    browser.openOffline(html.toUri().toString());
    assertThat(browser.requests()).allMatch(u -> u.startsWith("file:") || u.startsWith("data:"));
    assertThat(browser.evaluate("document.querySelectorAll('g.node.aggregate').length").asInt()).isPositive();
    // The most deserving user is drawn (its path is): search finds it, and its explain panel opens.
    int node = dev.fairshare.explain.Standings.of(explained.result()).order()[0];
    String user = shape.tree().path(node);
    browser.type("#search", user);
    browser.click("#matches li");
    assertThat(browser.evaluate("document.querySelectorAll('g.node[data-kind=u]').length").asInt()).isPositive();
    assertThat(panelFactor(0)).isEqualTo("factor: " + ExplanationText.line(explained.explainer().factor(node)));
    keep("balanced-1.1M");
  }
}
