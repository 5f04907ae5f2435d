package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.convert.Converter;
import dev.fairshare.convert.NormalizedShares;
import dev.fairshare.convert.Scheduler;
import dev.fairshare.convert.SourceSet;
import dev.fairshare.convert.emit.OutputFile;
import dev.fairshare.convert.emit.PbsTargetWriter;
import dev.fairshare.convert.emit.SlurmTargetWriter;
import dev.fairshare.convert.emit.TargetOptions;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.testkit.ExpressibleTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AfterProperty;

/**
 * The conversion through the real files: a tree every scheduler can express, written as a Slurm dump, read
 * back, converted to PBS (resource_group, sched_config keys, usage file), read back, converted to Slurm,
 * read back: the same nodes, every leaf's normalized share within 1e-9, no loss.
 */
class FileRoundTripPropertyTest {
  private static final FormatRegistry FORMATS = Wiring.defaults().formats();
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

  @Property(tries = 30)
  void slurmDumpToPbsFilesToSlurmDumpKeepsTheTreeAndShares(@ForAll long seed) throws IOException {
    TreeShapes.Shape start = ExpressibleTrees.generate(seed);
    Path step = Files.createTempDirectory(dir, "s");
    Path dump = step.resolve("start.cfg");
    Files.writeString(dump, FORMATS.get("slurm.sacctmgr-dump").write(TreeDocument.of(start.tree(), null)));
    SourceSet slurm = SourceSet.read(FORMATS, List.of("slurm.sacctmgr-dump:" + dump), null);

    Converter.Result toPbs = Converter.convert(slurm, Scheduler.PBS);
    Map<String, Path> pbs = save(step.resolve("pbs"), PbsTargetWriter.write(toPbs, FORMATS));
    SourceSet pbsSource = SourceSet.read(FORMATS, List.of("pbs.resource-group:" + pbs.get("resource_group"),
        "pbs.sched-config:" + pbs.get("sched_config.fairshare")), null);

    Converter.Result toSlurm = Converter.convert(pbsSource, Scheduler.SLURM);
    Map<String, Path> back = save(step.resolve("slurm"), SlurmTargetWriter.write(toSlurm, FORMATS,
        TargetOptions.defaults()));
    SourceSet end = SourceSet.read(FORMATS, List.of("slurm.sacctmgr-dump:" + back.get("cluster.cfg")), null);

    assertThat(toPbs.report().losses()).isEmpty();
    assertThat(toSlurm.report().losses()).isEmpty();
    assertSameTree(start.tree(), end.tree());
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
