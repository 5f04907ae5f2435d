package dev.fairshare.cli.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.CommandRun;
import dev.fairshare.command.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code explain}, {@code view} and {@code compare} read {@code --ledger} as {@code compute} does, with the same
 * options: the factor each prints is {@code compute --ledger}'s on the same inputs.
 *
 * <p>The expected figures are compute's, kept before these commands took a ledger: on a PBS tree, the golden
 * {@code compute-pbs-ledger.tsv} of {@code PbsLedgerComputeTest} (li's 2^(−uf/tp) = 0.0578496122416743, worked
 * by hand with float32 as PBS computes it at the usage file's {@code last_decay}); on a Slurm dump with a
 * {@code slurm.conf} whose {@code PriorityUsageResetPeriod} is WEEKLY and half-life 0, alice's usage from
 * {@code ComputeLedgerResetTest}: 10 billing × 3600 s since Sunday's reset = 36000, 72000 without the reset.
 */
class LedgerOnEveryViewTest {
  private static final String P = "../examples/pbs/sched_priv/";
  private static final Path SLURM = Path.of("../examples/slurm");
  private static final Path GOLDEN = Path.of("src/test/resources/golden");
  private static final String AT = "2026-11-20T00:00:00Z";

  @TempDir
  Path tmp;

  private String pbsLedger() {
    String ledger = tmp.resolve("pbs.db").toString();
    CommandRun ingest = CommandRun.of("usage", "ingest", "--ledger", ledger, "pbs.usage:" + P + "usage");
    assertThat(ingest.exitCode()).as(ingest.err()).isZero();
    return ledger;
  }

  /** Every user's factor in compute's golden, by path. */
  private static Map<String, String> computeFactors() throws IOException {
    Map<String, String> factors = new TreeMap<>();
    Files.readAllLines(GOLDEN.resolve("compute-pbs-ledger.tsv")).stream().map(l -> l.split("\t", -1))
        .filter(f -> f[1].equals("user")).forEach(f -> factors.put(f[0], f[8]));
    assertThat(factors).hasSize(9).containsEntry("research/li", "0.0578496122416743");
    return factors;
  }

  private static CommandRun ok(String... args) {
    CommandRun run = CommandRun.of(args);
    assertThat(run.exitCode()).as(run.err()).isZero();
    return run;
  }

  @Test
  void explainGivesComputesFactorForAPbsLedger() throws IOException {
    String ledger = pbsLedger();
    Map<String, String> compute = computeFactors();
    for (String user : List.of("research/li", "unknown/guest1", "eng/structures/dina")) {
      CommandRun run = ok("explain", user, "--tree", P + "resource_group", P + "sched_config", "--ledger", ledger,
          "--at", AT, "--algorithm", "pbs.fairshare", "--format", "json");
      assertThat(run.out()).as(user).contains("\"computed\" : " + compute.get(user) + ",")
          .contains("\"value\" : " + compute.get(user) + ",");
    }
    CommandRun text = ok("explain", "li", "--tree", P + "resource_group", P + "sched_config", "--ledger", ledger,
        "--at", AT, "--algorithm", "pbs.fairshare");
    assertThat(text.out()).contains("(compute: 0.0578496)", "        usage = 1520400\n",
        "  - usage: the ledger's (--ledger) at 2026-11-20T00:00:00Z, in cput (PBS's fairshare_usage_res), decayed "
        + "by ");
    // what found no node of the tree is said as compute says it
    assertThat(text.err()).isEqualTo(Files.readString(GOLDEN.resolve("compute-pbs-ledger.err")));
  }

  @Test
  void compareGivesComputesFactorsForAPbsLedger() throws IOException {
    CommandRun run = ok("compare", "--from", P + "resource_group", P + "sched_config", "--ledger", pbsLedger(),
        "--at", AT, "--algorithms", "pbs.fairshare,slurm.classic", "--format", "tsv");
    Map<String, String> compared = new TreeMap<>();
    List<String> lines = run.out().lines().toList();
    int header = lines.indexOf("user\tshares\tnorm_share\tusage\tpbs.fairshare.factor\tpbs.fairshare.rank"
        + "\tslurm.classic.factor\tslurm.classic.rank");
    assertThat(header).isNotNegative();
    lines.stream().skip(header + 1L).takeWhile(l -> !l.isEmpty() && !l.startsWith("#"))
        .map(l -> l.split("\t")).forEach(f -> compared.put(f[0], f[4]));
    assertThat(compared).isEqualTo(computeFactors());
  }

  @Test
  void viewDrawsComputesFactorsForAPbsLedger() throws IOException {
    Path html = tmp.resolve("v.html");
    ok("view", "--tree", P + "resource_group", P + "sched_config", "--ledger", pbsLedger(), "--at", AT,
        "--algorithm", "pbs.fairshare", "--html", html.toString());
    String page = Files.readString(html);
    List<String> names = array(page, "name");
    List<String> factors = array(page, "factor");
    List<String> usage = array(page, "usage");
    int li = names.indexOf("li");
    // the page's factors are compute's to the six significant digits it draws
    assertThat(factors.get(li)).isEqualTo("0.0578496");
    assertThat(factors.get(names.indexOf("guest1"))).isEqualTo("0.996437");
    assertThat(usage.get(li)).isEqualTo("1520400");
  }

  /** The first JSON array of strings named {@code key} in the page's data. */
  private static List<String> array(String page, String key) {
    Matcher m = Pattern.compile("\"" + key + "\":\\[(\"[^\\]]*)\\]").matcher(page);
    assertThat(m.find()).as(key).isTrue();
    List<String> values = new ArrayList<>();
    Matcher v = Pattern.compile("\"([^\"]*)\"").matcher(m.group(1));
    while (v.find()) {
      values.add(v.group(1));
    }
    return values;
  }

  private String slurmLedger() throws IOException {
    Path sacct = tmp.resolve("sacct.txt");
    Files.writeString(sacct, "Cluster|JobIDRaw|JobID|Account|User|Partition|QOS|Submit|Start|End|State|AllocTRES\n"
        + "alder|9001|9001|physics|alice|batch|normal|2026-11-21T09:00:00|2026-11-21T10:00:00|2026-11-21T11:00:00"
        + "|COMPLETED|billing=10,cpu=10,mem=1G,node=1\n"
        + "alder|9002|9002|physics|alice|batch|normal|2026-11-23T09:00:00|2026-11-23T10:00:00|2026-11-23T11:00:00"
        + "|COMPLETED|billing=10,cpu=10,mem=1G,node=1\n");
    String ledger = tmp.resolve("slurm.db").toString();
    CommandRun ingest = CommandRun.of("usage", "ingest", "--ledger", ledger, "--tz", "UTC", "--strict",
        "slurm.sacct:" + sacct);
    assertThat(ingest.exitCode()).as(ingest.err()).isZero();
    return ledger;
  }

  private Path weeklyConf() throws IOException {
    return Files.writeString(tmp.resolve("slurm.conf"), Files.readString(SLURM.resolve("slurm.conf"))
        .replace("PriorityDecayHalfLife=7-0", "PriorityDecayHalfLife=0")
        .replace("PriorityUsageResetPeriod=NONE", "PriorityUsageResetPeriod=WEEKLY"));
  }

  private static String[] args(String[] head, String... more) {
    String[] all = Arrays.copyOf(head, head.length + more.length);
    System.arraycopy(more, 0, all, head.length, more.length);
    return all;
  }

  @Test
  void theReadingsOptionsMeanWhatTheyMeanToCompute() throws IOException {
    String ledger = slurmLedger();
    String dump = "slurm.sacctmgr-dump:" + SLURM.resolve("alder.cfg");
    String conf = weeklyConf().toString();
    String[] reading = {"--ledger", ledger, "--at", "2026-11-25T12:00:00Z", "--tz", "UTC"};
    // compare's usage column: the slurm.conf's weekly reset, and --reset-period NONE over it
    String[] compare = args(new String[] {"compare", "--from", dump, conf, "--algorithms",
        "slurm.fair-tree,slurm.classic", "--format", "tsv"}, reading);
    assertThat(aliceUsage(ok(compare))).isEqualTo("36000");
    assertThat(aliceUsage(ok(args(compare, "--reset-period", "NONE")))).isEqualTo("72000");
    assertThat(aliceUsage(ok(args(compare, "--clusters", "all")))).isEqualTo("36000");
    // explain's path and its note
    CommandRun explain = ok(args(new String[] {"explain", "alice", "--tree", dump, conf}, reading));
    assertThat(explain.out()).contains("    physics/alice (user)\n", "        usage = 36000\n",
        "  - usage: the ledger's (--ledger) at 2026-11-25T12:00:00Z, in TRES-s (sshare's RawUsage: billing-weighted "
        + "TRES-seconds), decayed by ",
        ", reset WEEKLY (the last at 2026-11-22T00:00:00Z)\n");
    assertThat(ok(args(new String[] {"explain", "alice", "--tree", dump, conf, "--reset-period", "NONE"},
        reading)).out()).contains("        usage = 72000\n");
    // view's usage of alice
    Path html = tmp.resolve("s.html");
    ok(args(new String[] {"view", "--tree", dump, conf, "--html", html.toString()}, reading));
    String page = Files.readString(html);
    assertThat(array(page, "usage").get(array(page, "name").indexOf("alice"))).isEqualTo("36000");
  }

  /**
   * A ledger with no usage for the tree at {@code --at}: explain says so in its notes (and every usage on the
   * path is 0), whether every charge starts after the instant or the charges are another cluster's, which the
   * dump's cluster (alder) does not count.
   */
  @Test
  void explainSaysWhenTheLedgerHoldsNoUsageForTheTreeAtThatInstant() throws IOException {
    String ledger = slurmLedger();
    String dump = "slurm.sacctmgr-dump:" + SLURM.resolve("alder.cfg");
    String conf = weeklyConf().toString();
    String note = "  - no usage in the ledger for this tree at that instant: every node's usage is 0\n";
    // every charge of the ledger starts on 2026-11-21 or later
    CommandRun before = ok("explain", "alice", "--tree", dump, conf, "--ledger", ledger, "--at",
        "2026-11-20T12:00:00Z", "--tz", "UTC");
    assertThat(before.out()).contains(note, "        usage = 0\n").doesNotContain("usage = 36000");
    assertThat(ok("explain", "alice", "--tree", dump, conf, "--ledger", ledger, "--at", "2026-11-25T12:00:00Z",
        "--tz", "UTC").out()).doesNotContain(note);
    // charges of another cluster only
    CommandRun other = ok("explain", "alice", "--tree", dump, conf, "--ledger", birchLedger(), "--at",
        "2026-11-25T12:00:00Z", "--tz", "UTC");
    assertThat(other.out()).contains(note, "        usage = 0\n");
    assertThat(other.err()).startsWith("warning: [ledger.unmatched] usage 36000.0 TRES-s (sshare's RawUsage: "
        + "billing-weighted TRES-seconds) of 1 identity matches no node");
  }

  /** A ledger of one charge of alice's (10 billing for an hour) on birch, a cluster other than the dump's. */
  private String birchLedger() throws IOException {
    Path sacct = Files.writeString(tmp.resolve("birch.txt"), "Cluster|JobIDRaw|JobID|Account|User|Partition|QOS"
        + "|Submit|Start|End|State|AllocTRES\n"
        + "birch|7001|7001|physics|alice|batch|normal|2026-11-23T09:00:00|2026-11-23T10:00:00|2026-11-23T11:00:00"
        + "|COMPLETED|billing=10,cpu=10,mem=1G,node=1\n");
    String birch = tmp.resolve("birch.db").toString();
    ok("usage", "ingest", "--ledger", birch, "--tz", "UTC", "--strict", "slurm.sacct:" + sacct);
    return birch;
  }

  /**
   * The {@code ledger.unmatched} warning writes usage as the other usage texts write it (a convert report's loss,
   * {@code 187365.2 s}): a decayed usage to one decimal, never all the digits of a double, in Slurm's unit, sshare's
   * RawUsage (billing-weighted TRES-seconds, as Slurm's sshare man page says). The figure is the usage compute counts
   * on alice when birch's usage counts ({@code --clusters all}), rounded so.
   */
  @Test
  void theUnmatchedWarningWritesDecayedUsageAsTheReportsWriteIt() throws IOException {
    String birch = birchLedger();
    String[] compute = {"compute", "--tree", "slurm.sacctmgr-dump:" + SLURM.resolve("alder.cfg"),
        SLURM.resolve("slurm.conf").toString(), "--ledger", birch, "--at", "2026-11-25T12:00:00Z", "--tz", "UTC",
        "--format", "tsv"};
    // compute's raw_usage column
    String counted = ok(args(compute, "--clusters", "all")).out().lines()
        .filter(l -> l.startsWith("physics/alice\t")).findFirst().orElseThrow().split("\t")[4];
    assertThat(counted).as("decayed by the 7-day half-life: not a whole number").contains(".");
    String shown = String.format(java.util.Locale.ROOT, "%.1f TRES-s", Double.parseDouble(counted));
    assertThat(ok(compute).err()).startsWith("warning: [ledger.unmatched] usage " + shown + " (sshare's RawUsage: "
        + "billing-weighted TRES-seconds) of 1 identity matches no node of the tree and is not counted: "
        + "slurm:birch/physics/alice/batch " + shown + "\n");
  }

  private static String aliceUsage(CommandRun run) {
    return run.out().lines().filter(l -> l.startsWith("physics/alice\t")).findFirst().orElseThrow()
        .split("\t")[3];
  }

  @Test
  void aLedgerWithAnotherUsageIsMisuse() throws IOException {
    String usage = "pbs.usage:" + P + "usage";
    String[][] runs = {
        {"explain", "li", "--tree", P + "resource_group", "--ledger", "memory:", "--usage", usage},
        {"compare", "--from", P + "resource_group", "--ledger", "memory:", "--usage", usage, "--algorithms",
            "pbs.fairshare"},
        {"view", "--tree", P + "resource_group", "--ledger", "memory:", "--usage", usage, "--html",
            tmp.resolve("x.html").toString()}};
    for (String[] run : runs) {
      CommandRun r = CommandRun.of(run);
      assertThat(r.exitCode()).as(run[0]).isEqualTo(ExitCodes.MISUSE);
      assertThat(r.out()).isEmpty();
      assertThat(r.err()).as(run[0]).isEqualTo("fairshare: --ledger and --usage both give the tree's usage\n"
          + "    hint: give one: --ledger for the usage history, decayed to --at, or --usage for a scheduler's "
          + "usage as it holds it\n");
    }
    assertThat(tmp.resolve("x.html")).doesNotExist();
  }

  @Test
  void theReadingsOptionsWithoutALedgerAreMisuse() {
    for (String[] option : new String[][] {{"--at", "0"}, {"--half-life", "7d"}, {"--clusters", "all"},
        {"--family", "neutral"}}) {
      CommandRun r = CommandRun.of("explain", "li", "--tree", P + "resource_group", option[0], option[1]);
      assertThat(r.exitCode()).as(option[0]).isEqualTo(ExitCodes.MISUSE);
      assertThat(r.err()).as(option[0]).startsWith("fairshare: " + option[0] + " ")
          .contains("hint: give --ledger LEDGER, or leave out " + option[0]);
    }
  }
}
