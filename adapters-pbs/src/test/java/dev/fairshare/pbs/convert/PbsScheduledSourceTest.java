package dev.fairshare.pbs.convert;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithms.pbs.PbsFairshareAlgorithm;
import dev.fairshare.algorithms.pbs.PbsSettings;
import dev.fairshare.conversion.Assembly;
import dev.fairshare.conversion.SourceDocument;
import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.pbs.PbsAttributes;
import dev.fairshare.pbs.pbsfs.CPrintf;
import dev.fairshare.pbs.resourcegroup.ResourceGroupFormat;
import dev.fairshare.pbs.schedconfig.PbsSchedConfig;
import dev.fairshare.pbs.usage.UsageFileWriter;
import dev.fairshare.pbs.usage.UsageFormat;
import dev.fairshare.pbs.usage.UsageRecord;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A PBS site's files named one by one give the tree and usage PBS holds ({@link PbsConversion#asScheduled}):
 * the unknown group with sched_config's {@code unknown_shares}, the entities the tree lacks under it, the
 * usage as {@code read_usage} leaves it; the factors are PBS's (docs/algorithms/pbs.md §12: the PP-718
 * design document's example as the scheduler's code computes it).
 */
class PbsScheduledSourceTest {
  /** PP-718's tree: group1 (40) = {Bob 50, Cathy 50}, group2 (60) = {Suzy 60, Scott 40}. */
  private static final String PP718 = """
      group1 10 root 40
      group2 20 root 60
      Bob 11 group1 50
      Cathy 12 group1 50
      Suzy 21 group2 60
      Scott 22 group2 40
      """;

  @TempDir
  Path dir;

  private SourceDocument resourceGroup(String text) throws IOException {
    Path file = dir.resolve("resource_group");
    Files.writeString(file, text);
    String spec = ResourceGroupFormat.NAME + ":" + file;
    return new SourceDocument(spec, ResourceGroupFormat.NAME, new ResourceGroupFormat().read(file));
  }

  private SourceDocument usageFile(List<UsageRecord> records) throws IOException {
    Path file = dir.resolve("usage");
    Files.write(file, UsageFileWriter.write(1_763_596_800L, records));
    String spec = UsageFormat.NAME + ":" + file;
    return new SourceDocument(spec, UsageFormat.NAME, new UsageFormat().read(file));
  }

  private static Settings unknownShares(int shares) {
    PbsSchedConfig d = PbsSchedConfig.defaults();
    return Settings.of(new PbsSchedConfig(d.fairSharePrime(), d.fairShareNonPrime(), shares, d.usageResource(),
        d.entity(), d.decayTimeSeconds(), d.decayFactor(), d.enforceNoShares(), d.jobSortKeys()));
  }

  private static FairshareResult compute(Assembly a) {
    // the configuration's unknown_shares (0) does not matter: the tree's unknown group carries sched_config's
    return new PbsFairshareAlgorithm(PbsSettings.defaults()).compute(a.tree(), a.usage());
  }

  private static String f(FairshareResult r, Metric m, String path) {
    return CPrintf.fixed(r.get(m, r.tree().indexOf(path)), 6);
  }

  @Test
  void theDesignDocumentsExampleFromAUsageFileWithoutSuzyGivesTheOraclesFigures() throws IOException {
    Assembly a = new PbsConversion().asScheduled(resourceGroup(PP718),
        usageFile(List.of(UsageRecord.of("Bob", 100), UsageRecord.of("Cathy", 100), UsageRecord.of("Scott", 1000))),
        null, Settings.none()).orElseThrow();
    FairshareResult r = compute(a);
    // §12: TREEROOT 1 + 100 + 100 + 1000 = 1201, group2 1 + 1000 = 1001; Suzy absent keeps 1
    assertThat(r.extra(PbsFairshareAlgorithm.PBS_USAGE, 0)).isEqualTo(1201.0);
    assertThat(r.extra(PbsFairshareAlgorithm.PBS_USAGE, r.tree().indexOf("group2"))).isEqualTo(1001.0);
    // §12's table: Bob 0.125312 / 0.647718, Suzy (absent, default 1) 0.500416 / 0.381553, Scott 0.090201
    assertThat(f(r, Metric.EFFECTIVE_USAGE, "group1/Bob")).isEqualTo("0.125312");
    assertThat(f(r, Metric.FACTOR, "group1/Bob")).isEqualTo("0.647718");
    assertThat(f(r, Metric.EFFECTIVE_USAGE, "group2/Suzy")).isEqualTo("0.500416");
    assertThat(f(r, Metric.FACTOR, "group2/Suzy")).isEqualTo("0.381553");
    assertThat(f(r, Metric.FACTOR, "group2/Scott")).isEqualTo("0.090201");
    assertThat(f(r, Metric.FACTOR, "group1")).isEqualTo("0.748253");
    assertThat(a.usage().at()).isEqualTo(Instant.ofEpochSecond(1_763_596_800L));
  }

  @Test
  void usageOfAnotherFormatIsTakenAsRecordsOfItsUsersNames() throws IOException {
    // a neutral usage listing (as fairshare.tsv or sshare give it) whose users sit elsewhere: PBS finds an
    // entity by name; Suzy's 0 is a record of 0 (§12: Suzy, usage 0 in the file)
    ShareTreeBuilder b = new ShareTreeBuilder();
    int old = b.group(ShareTreeBuilder.ROOT, "old", 1);
    String[] names = {"Bob", "Cathy", "Suzy", "Scott"};
    double[] values = {100, 100, 0, 1000};
    for (String name : names) {
      b.user(old, name, 1);
    }
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    for (int i = 0; i < names.length; i++) {
      own[tree.indexOf("old/" + names[i])] = values[i];
    }
    TreeDocument doc = TreeDocument.of(tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH));
    Assembly a = new PbsConversion().asScheduled(resourceGroup(PP718),
        new SourceDocument("fairshare.tsv:listing.tsv", "fairshare.tsv", doc), null, Settings.none()).orElseThrow();
    FairshareResult r = compute(a);
    assertThat(r.extra(PbsFairshareAlgorithm.PBS_USAGE, 0)).isEqualTo(1201.0);
    // §12's table: Suzy with usage 0 in the file 0.500083 / 0.381798; group2 0.381798
    assertThat(f(r, Metric.EFFECTIVE_USAGE, "group2/Suzy")).isEqualTo("0.500083");
    assertThat(f(r, Metric.FACTOR, "group2/Suzy")).isEqualTo("0.381798");
    assertThat(f(r, Metric.FACTOR, "group2")).isEqualTo("0.381798");
    assertThat(f(r, Metric.FACTOR, "group1/Cathy")).isEqualTo("0.647718");
  }

  @Test
  void unknownSharesGoOnTheUnknownGroupAndEntitiesTheTreeLacksUnderIt() throws IOException {
    Assembly a = new PbsConversion().asScheduled(resourceGroup(PP718),
        usageFile(List.of(UsageRecord.of("Bob", 100), UsageRecord.of("guest", 300))), null,
        unknownShares(10))
        .orElseThrow();
    ShareTree tree = a.tree();
    int unknown = tree.indexOf("unknown");
    int guest = tree.indexOf("unknown/guest");
    // §1, §2: unknown has unknown_shares; find_alloc_ginfo makes guest under it with 1 share, id -1
    assertThat(tree.shares(unknown)).isEqualTo(10);
    assertThat(guest).isPositive();
    assertThat(tree.shares(guest)).isEqualTo(1);
    assertThat(tree.attribute(guest, PbsAttributes.CRESGROUP)).isEqualTo("-1");
    FairshareResult r = compute(a);
    // §3: TREEROOT's children share 40 + 60 + 10 = 110; guest, alone under unknown: 10/110 (float32)
    assertThat(r.get(Metric.NORM_SHARES, guest)).isEqualTo((double) ((float) 10 / 110));
    assertThat(r.get(Metric.NORM_SHARES, tree.indexOf("group1/Bob")))
        .isEqualTo((double) (((float) 50 / 100) * ((float) 40 / 110)));
    // §4.2: TREEROOT 1 + 100 + 300; unknown 1 + 300
    assertThat(r.extra(PbsFairshareAlgorithm.PBS_USAGE, 0)).isEqualTo(401.0);
    assertThat(r.extra(PbsFairshareAlgorithm.PBS_USAGE, unknown)).isEqualTo(301.0);
  }

  @Test
  void aTreeNotReadFromResourceGroupIsLeftAsRead() {
    ShareTree tree = new ShareTreeBuilder().build();
    SourceDocument neutral = new SourceDocument("t.tsv", "fairshare.tsv", TreeDocument.of(tree,
        UsageSnapshot.zero(tree)));
    assertThat(new PbsConversion().asScheduled(neutral, null, null, unknownShares(10))).isEmpty();
  }
}
