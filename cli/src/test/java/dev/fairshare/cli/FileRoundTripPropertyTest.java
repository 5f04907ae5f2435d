package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.conversion.engine.Converter;
import dev.fairshare.testkit.ExpressibleTrees;
import dev.fairshare.testkit.family.ConvertedFiles;
import dev.fairshare.testkit.family.SameShares;
import dev.fairshare.tree.ShareTree;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The conversion through the real files, every ordered pair of the registered families (as the command finds
 * them: none is named here): a tree every family can express goes from the neutral model to A, then to B and
 * back to A, each step written by the target's writer and its files read back by its formats; after B and
 * after A again the same nodes and every leaf's normalized share within 1e-9, and no loss of the tree on the
 * way (the decay, a setting, may be approximated, and is then reported).
 */
class FileRoundTripPropertyTest {
  private static final Wiring WIRING = Wiring.defaults();
  private static final Converter CONVERTER = WIRING.injector().getInstance(Converter.class);

  @Property(tries = 4)
  void everyOrderedPairOfFamiliesKeepsTheTreeAndEveryLeafsNormalizedShare(@ForAll long seed) {
    List<String> families = CONVERTER.targets();
    assertThat(families).as("families that convert").hasSizeGreaterThanOrEqualTo(4);
    ShareTree start = ExpressibleTrees.everyFamily(seed);
    int pairs = 0;
    try (ConvertedFiles files = new ConvertedFiles(WIRING.formats(), WIRING.families(), CONVERTER)) {
      for (String a : families) {
        ConversionSource inA = hop(files, files.neutral(start), a, start);
        for (String b : families) {
          if (!b.equals(a)) {
            ConversionSource inB = hop(files, inA, b, start);
            hop(files, inB, a, start);
            pairs++;
          }
        }
      }
    }
    assertThat(pairs).isEqualTo(families.size() * (families.size() - 1));
  }

  /** Converts to a family through its files, checking that nothing was lost; the files read back. */
  private static ConversionSource hop(ConvertedFiles files, ConversionSource source, String target,
      ShareTree start) {
    ConvertedFiles.Hop hop = files.hop(source, target);
    String what = source.family() + " -> " + target;
    // the decay is a setting, not the tree: flux's bins approximate a continuous decay, and the report says so
    assertThat(hop.result().report().losses()).as("losses of %s", what)
        .allMatch(l -> l.construct().equals("decay"));
    SameShares.assertSame(start, files.neutralTree(hop.readBack()), what);
    return hop.readBack();
  }
}
