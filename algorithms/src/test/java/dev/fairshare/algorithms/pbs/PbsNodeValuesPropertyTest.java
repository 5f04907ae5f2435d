package dev.fairshare.algorithms.pbs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.testkit.reference.ReferencePbsFairshare;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The values of single nodes from their paths alone ({@link PbsNodeValues}, what {@code pbsfs -g} and
 * {@code -c} print) equal the plain reference's, bit for bit, with PBS's per-node usage given by the snapshot
 * (as the PBS adapters give it) and formed from the leaves; {@code compare_path} of every pair of users
 * orders them as the reference's ranks do, on the trees of {@link PbsNodeUsagePropertyTest} (chains hundreds
 * deep, wide groups, sums that round).
 */
class PbsNodeValuesPropertyTest {

  @Property(tries = 60)
  void everyNodesValuesFromItsPathAreTheReferencesBitForBit(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTree tree = PbsNodeUsagePropertyTest.randomTree(random, 20 + random.nextInt(400));
    UsageSnapshot usage = PbsNodeUsagePropertyTest.randomUsage(tree, random);
    int unknownShares = random.nextInt(3) * 5;
    ReferencePbsFairshare.Values ref = new ReferencePbsFairshare(unknownShares).compute(tree, usage);
    UsageSnapshot withNodeUsage = usage.withNodeComponent(PbsKeys.NODE_USAGE, ref.usage());
    for (UsageSnapshot snapshot : new UsageSnapshot[] {usage, withNodeUsage}) {
      PbsNodeValues values = PbsNodeValues.of(tree, snapshot, unknownShares);
      for (int i = 0; i < tree.size(); i++) {
        String at = "node " + i + " " + tree.path(i) + " (seed " + seed + ", node usage given: "
            + (snapshot == withNodeUsage) + ")";
        assertThat(Double.doubleToLongBits(values.usage(i))).as("usage " + at)
            .isEqualTo(Double.doubleToLongBits(ref.usage()[i]));
        assertThat(values.treePercentage(i)).as("tp " + at).isEqualTo(ref.treePercentage()[i]);
        assertThat(Float.floatToIntBits(values.treeUsage(i))).as("uf " + at)
            .isEqualTo(Float.floatToIntBits(ref.usageFactor()[i]));
      }
    }
  }

  @Property(tries = 40)
  void comparePathRanksUsersAsTheReferenceDoes(@ForAll long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ShareTree tree = PbsNodeUsagePropertyTest.randomTree(random, 20 + random.nextInt(150));
    UsageSnapshot usage = PbsNodeUsagePropertyTest.randomUsage(tree, random);
    ReferencePbsFairshare.Values ref = new ReferencePbsFairshare(0).compute(tree, usage);
    PbsNodeValues values = PbsNodeValues.of(tree, usage, 0);
    for (int i = 0; i < tree.size(); i++) {
      if (!tree.isUser(i)) {
        continue;
      }
      int ahead = 0;
      for (int j = 0; j < tree.size(); j++) {
        if (tree.isUser(j) && values.comparePath(j, i) < 0) {
          ahead++;
        }
      }
      assertThat(1.0 + ahead).as("rank of %s (seed %d)", tree.path(i), seed).isEqualTo(ref.rank()[i]);
    }
  }
}
