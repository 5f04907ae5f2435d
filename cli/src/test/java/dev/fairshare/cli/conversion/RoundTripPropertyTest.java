package dev.fairshare.cli.conversion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.conversion.NormalizedShares;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.conversion.engine.Converter;
import dev.fairshare.format.Settings;
import dev.fairshare.tree.ShareTree;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Arbitrary;

/**
 * Slurm → PBS → LSF → Slurm keeps a tree that every scheduler can express: the same nodes at the same paths,
 * every leaf's normalized share (the product of its level fractions) within 1e-9, every node's usage, and no
 * loss on the way but the usage that LSF cannot load.
 */
class RoundTripPropertyTest {

  @Provide
  Arbitrary<WorkTree.Frozen> expressible() {
    return dev.fairshare.testkit.ExpressibleTrees.shapes().map(s -> new WorkTree.Frozen(s.tree(), s.usage()));
  }

  @Property(tries = 150)
  void slurmToPbsToLsfToSlurmKeepsTheTreeAndEveryLeafsNormalizedShare(
      @ForAll("expressible") WorkTree.Frozen start) {
    ConversionSource slurm = source(start, "slurm");
    Converter.Result pbs = Conversions.convert(slurm, "pbs");
    Converter.Result lsf = Conversions.convert(source(pbs.tree(), "pbs"), "lsf");
    Converter.Result back = Conversions.convert(source(lsf.tree(), "lsf"), "slurm");
    for (Converter.Result step : List.of(pbs, lsf, back)) {
      // LSF has no usage file: the one loss allowed is the usage written as fairshare.tsv
      assertThat(step.report().losses()).allMatch(l -> l.construct().equals("usage"));
    }
    assertSameTree(start.tree(), back.tree().tree());
    for (int i = 1; i < start.tree().size(); i++) {
      int j = back.tree().tree().indexOf(start.tree().path(i));
      assertThat(back.tree().usage().usage(j)).isEqualTo(start.usage().usage(i));
    }
  }

  static ConversionSource source(WorkTree.Frozen tree, String family) {
    return Conversions.source(tree.tree(), tree.usage(), Settings.none(), family, family + ".test", "test-input");
  }

  static void assertSameTree(ShareTree expected, ShareTree actual) {
    Map<String, String> kinds = new HashMap<>();
    for (int i = 1; i < expected.size(); i++) {
      kinds.put(expected.path(i), expected.kind(i).label());
    }
    Map<String, String> actualKinds = new HashMap<>();
    for (int i = 1; i < actual.size(); i++) {
      actualKinds.put(actual.path(i), actual.kind(i).label());
    }
    assertThat(actualKinds).isEqualTo(kinds);
    double[] e = NormalizedShares.of(expected);
    double[] a = NormalizedShares.of(actual);
    for (String path : Set.copyOf(kinds.keySet())) {
      int i = expected.indexOf(path);
      if (!expected.hasChildren(i)) {
        assertThat(Math.abs(a[actual.indexOf(path)] - e[i])).as(path).isLessThanOrEqualTo(1e-9);
      }
    }
  }
}
