package dev.fairshare.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.slurm.dump.SacctmgrDumpFormat;
import dev.fairshare.slurm.sshare.Parsable;
import dev.fairshare.slurm.sshare.SlurmVersion;
import dev.fairshare.slurm.sshare.SshareFormat;
import dev.fairshare.slurm.sshare.SshareOptions;
import dev.fairshare.slurm.sshare.SshareRenderer;
import dev.fairshare.slurm.sshare.SshareView;
import dev.fairshare.testkit.RandomTrees;
import dev.fairshare.testkit.TreeShapes;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Random trees through the dump writer and reader, and through the sshare renderer and reader. */
class SlurmRoundTripPropertyTest {
  private final SacctmgrDumpFormat dump = new SacctmgrDumpFormat();

  @Provide
  Arbitrary<TreeShapes.Shape> shapes() {
    return RandomTrees.shapes();
  }

  /** Every node's path, kind, shares and parent flag, order aside. */
  private static Set<String> content(ShareTree tree) {
    Set<String> out = new TreeSet<>();
    for (int i = 1; i < tree.size(); i++) {
      out.add(tree.path(i) + " " + tree.kind(i) + " " + (tree.usesParentShares(i) ? "parent" : tree.shares(i)));
    }
    return out;
  }

  @Property(tries = 100)
  void aWrittenDumpReadsBackAsTheSameTreeAndWritesIdentically(@ForAll("shapes") TreeShapes.Shape shape) {
    String written = dump.write(TreeDocument.of(shape.tree(), null));
    ShareTree back = dump.read(LineSource.of("d", written)).tree();
    assertThat(content(back)).isEqualTo(content(shape.tree()));
    assertThat(dump.write(TreeDocument.of(back, null))).isEqualTo(written);
  }

  @Property(tries = 100)
  void renderedSshareOutputReadsBackAsTheSameTreeAndUsage(@ForAll("shapes") TreeShapes.Shape shape) {
    ShareTree tree = dump.read(LineSource.of("d", dump.write(TreeDocument.of(shape.tree(), null)))).tree();
    double[] own = new double[tree.size()];
    for (int i = 0; i < tree.size(); i++) {
      own[i] = tree.isUser(i) ? shape.usage().usage(shape.tree().indexOf(tree.path(i))) : 0;
    }
    UsageSnapshot usage = UsageSnapshot.fromOwn(tree, own, Instant.EPOCH);
    FairshareResult.Builder b = FairshareResult.builder("test", tree, usage);
    double[] factor = b.metric(Metric.FACTOR);
    for (int i = 0; i < tree.size(); i++) {
      factor[i] = tree.isUser(i) ? 1.0 / (1 + i) : Double.NaN;
    }
    SshareView view = new SshareView(tree, usage, b.build(), new String[tree.size()], new String[tree.size()]);
    for (Parsable mode : Parsable.values()) {
      String text = SshareRenderer.render(view,
          new SshareOptions(true, mode, false, true, SlurmVersion.V22_05, 1));
      boolean namesFit = mode != Parsable.NONE || maxNameCell(tree) <= 20;
      TreeDocument doc;
      try {
        doc = new SshareFormat().read(LineSource.of("s", text));
      } catch (ConfigParseException e) {
        // Aligned output cuts deep or long names; only that may make it unreadable.
        assertThat(namesFit).as("names fit their columns, yet: %s", e.getMessage()).isFalse();
        assertThat(e.problems()).extracting(Problem::code).containsOnly("slurm.sshare.name-cut");
        continue;
      }
      ShareTree back = doc.tree();
      if (namesFit) {
        assertThat(content(back)).isEqualTo(content(tree));
      }
      for (int i = 0; i < tree.size(); i++) {
        assertThat(doc.usage().usage(i)).isEqualTo(Math.floor(usage.usage(i)));
      }
    }
  }

  private static int maxNameCell(ShareTree tree) {
    int max = 0;
    for (int i = 0; i < tree.size(); i++) {
      String account = tree.isUser(i) ? tree.name(tree.parent(i)) : tree.name(i);
      max = Math.max(max, tree.depth(i) + account.length());
    }
    return max;
  }
}
