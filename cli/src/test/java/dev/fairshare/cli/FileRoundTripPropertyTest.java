package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.conversion.NormalizedShares;
import dev.fairshare.conversion.OutputFile;
import dev.fairshare.conversion.TargetOptions;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.conversion.engine.Converter;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.testkit.ExpressibleTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AfterProperty;

/**
 * The conversion through the real files, every ordered pair of schedulers once: a tree every scheduler can
 * express, written as a Slurm dump, then Slurm → PBS → LSF → Slurm → LSF → PBS → Slurm, each step written by
 * the target's writer and every written file that a format reads read back: the same nodes, every leaf's normalized share within
 * 1e-9 after the first round and after the second, and no loss on the way.
 */
class FileRoundTripPropertyTest {
  private static final Wiring WIRING = Wiring.defaults();
  private static final FormatRegistry FORMATS = WIRING.formats();
  private static final FamilyRegistry FAMILIES = WIRING.families();
  private static final Converter CONVERTER = WIRING.injector().getInstance(Converter.class);
  private final Path dir;

  FileRoundTripPropertyTest() throws IOException {
    dir = Files.createTempDirectory("fairshare-roundtrip");
  }

  @AfterProperty
  void cleanUp() throws IOException {
    try (var walk = Files.walk(dir)) {
      walk.sorted((a, b) -> b.getNameCount() - a.getNameCount()).forEach(p -> p.toFile().delete());
    }
  }

  @Property(tries = 25)
  void everyPairOfSchedulersKeepsTheTreeAndEveryLeafsNormalizedShare(@ForAll long seed) throws IOException {
    TreeShapes.Shape start = ExpressibleTrees.generate(seed);
    Path step = Files.createTempDirectory(dir, "s");
    Path dump = step.resolve("start.cfg");
    Files.writeString(dump, FORMATS.get("slurm.sacctmgr-dump").write(TreeDocument.of(start.tree(), null)));
    ConversionSource source = ConversionSource.read(FORMATS, FAMILIES, List.of("slurm.sacctmgr-dump:" + dump),
        null);
    String[] hops = {"pbs", "lsf", "slurm", "lsf", "pbs", "slurm"};
    for (int k = 0; k < hops.length; k++) {
      source = hop(source, hops[k], step.resolve(k + "-" + hops[k]));
      if (hops[k].equals("slurm")) {
        assertSameTree(start.tree(), source.tree());
      }
    }
  }

  /** Converts to a family, writes its files and reads back those a format reads (as the family's input). */
  private static ConversionSource hop(ConversionSource source, String target, Path into) {
    Converter.Result result = CONVERTER.convert(source, target);
    assertThat(result.report().losses()).as(source.family() + " -> " + target).isEmpty();
    List<OutputFile> files = CONVERTER.conversionOf(target).writer().write(result.converted(), FORMATS,
        TargetOptions.defaults());
    Map<String, Path> saved = save(into, files);
    List<String> inputs = new ArrayList<>();
    for (OutputFile f : files) {
      if (f.format() != null && !f.usage()) {
        inputs.add(f.spec(saved.get(f.name())));
      }
    }
    return ConversionSource.read(FORMATS, FAMILIES, inputs, null);
  }

  private static Map<String, Path> save(Path into, List<OutputFile> files) {
    Map<String, Path> out = new HashMap<>();
    try {
      Files.createDirectories(into);
      for (OutputFile f : files) {
        Path p = into.resolve(f.name());
        Files.write(p, f.content());
        out.put(f.name(), p);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  static void assertSameTree(ShareTree expected, ShareTree actual) {
    Map<String, String> want = new HashMap<>();
    for (int i = 1; i < expected.size(); i++) {
      want.put(expected.path(i), expected.kind(i).label());
    }
    Map<String, String> got = new HashMap<>();
    for (int i = 1; i < actual.size(); i++) {
      got.put(actual.path(i), actual.kind(i).label());
    }
    assertThat(got).isEqualTo(want);
    double[] e = NormalizedShares.of(expected);
    double[] a = NormalizedShares.of(actual);
    for (int i = 1; i < expected.size(); i++) {
      if (!expected.hasChildren(i)) {
        assertThat(Math.abs(a[actual.indexOf(expected.path(i))] - e[i])).as(expected.path(i))
            .isLessThanOrEqualTo(1e-9);
      }
    }
  }
}
