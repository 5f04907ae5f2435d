package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.convert.Converter;
import dev.fairshare.convert.NormalizedShares;
import dev.fairshare.convert.Scheduler;
import dev.fairshare.convert.SourceSet;
import dev.fairshare.convert.emit.LsfTargetWriter;
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
 * the target's writers and read back by its readers: the same nodes, every leaf's normalized share within
 * 1e-9 after the first round and after the second, and no loss on the way.
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

  @Property(tries = 25)
  void everyPairOfSchedulersKeepsTheTreeAndEveryLeafsNormalizedShare(@ForAll long seed) throws IOException {
    TreeShapes.Shape start = ExpressibleTrees.generate(seed);
    Path step = Files.createTempDirectory(dir, "s");
    Path dump = step.resolve("start.cfg");
    Files.writeString(dump, FORMATS.get("slurm.sacctmgr-dump").write(TreeDocument.of(start.tree(), null)));
    SourceSet source = SourceSet.read(FORMATS, List.of("slurm.sacctmgr-dump:" + dump), null);
    Scheduler[] hops = {Scheduler.PBS, Scheduler.LSF, Scheduler.SLURM, Scheduler.LSF, Scheduler.PBS,
        Scheduler.SLURM};
    for (int k = 0; k < hops.length; k++) {
      source = hop(source, hops[k], step.resolve(k + "-" + hops[k].prefix()));
      if (hops[k] == Scheduler.SLURM) {
        assertSameTree(start.tree(), source.tree());
      }
    }
  }

  private static SourceSet hop(SourceSet source, Scheduler target, Path into) {
    Converter.Result result = Converter.convert(source, target);
    assertThat(result.report().losses()).as(source.family() + " -> " + target).isEmpty();
    List<String> inputs = new ArrayList<>();
    switch (target) {
      case SLURM -> {
        Map<String, Path> f = save(into, SlurmTargetWriter.write(result, FORMATS, TargetOptions.defaults()));
        inputs.add("slurm.sacctmgr-dump:" + f.get("cluster.cfg"));
      }
      case PBS -> {
        Map<String, Path> f = save(into, PbsTargetWriter.write(result, FORMATS));
        inputs.add("pbs.resource-group:" + f.get("resource_group"));
        inputs.add("pbs.sched-config:" + f.get("sched_config.fairshare"));
      }
      case LSF -> {
        Map<String, Path> f = save(into, LsfTargetWriter.write(result, FORMATS, TargetOptions.defaults()));
        inputs.add("lsf.lsb-queues:" + f.get("lsb.queues.fairshare"));
        inputs.add("lsf.lsb-params:" + f.get("lsb.params.fairshare"));
        if (f.containsKey("lsb.users")) {
          inputs.add("lsf.lsb-users:" + f.get("lsb.users"));
        }
      }
      default -> throw new IllegalArgumentException();
    }
    return SourceSet.read(FORMATS, inputs, null);
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
