package dev.fairshare.cli.conversion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.conversion.OutputFile;
import dev.fairshare.conversion.TargetOptions;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.conversion.engine.Converter;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.format.tsv.FairshareTsvFormat;
import dev.fairshare.tree.ShareTree;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The PBS files: ids that stay when the tree changes, and the sched_config keys. */
class PbsTargetWriterTest {

  /** A stand-in for pbs.resource-group that prints {@code name id} pairs from the attributes given. */
  static final class IdsFormat implements ConfigFormat {
    @Override
    public String name() {
      return "pbs.resource-group";
    }

    @Override
    public String description() {
      return "test";
    }

    @Override
    public MatchStrength probe(String head) {
      return MatchStrength.NO_MATCH;
    }

    @Override
    public boolean canWrite() {
      return true;
    }

    @Override
    public TreeDocument read(LineSource source) {
      throw new UnsupportedOperationException();
    }

    @Override
    public String write(TreeDocument document) {
      StringBuilder out = new StringBuilder();
      ShareTree t = document.tree();
      for (int i = 1; i < t.size(); i++) {
        out.append(t.name(i)).append(' ').append(t.attribute(i, "pbs.cresgroup")).append('\n');
      }
      return out.toString();
    }
  }

  static Map<String, String> ids(String tsv) {
    ShareTree tree = new FairshareTsvFormat().read(LineSource.of("t.tsv", tsv)).tree();
    ConversionSource source = Conversions.source(tree, dev.fairshare.usage.UsageSnapshot.zero(tree),
        dev.fairshare.format.Settings.none(), "slurm", "fairshare.tsv", "t.tsv");
    List<OutputFile> files = pbsFiles(Conversions.convert(source, "pbs"));
    Map<String, String> out = new HashMap<>();
    files.get(0).text().lines().forEach(l -> out.put(l.split(" ")[0], l.split(" ")[1]));
    return out;
  }

  /** The PBS writer's files, with the stand-in for the resource_group format. */
  static List<OutputFile> pbsFiles(Converter.Result r) {
    return Conversions.of("pbs").writer().write(r.converted(), new FormatRegistry(Map.of("pbs.resource-group",
        new IdsFormat())), TargetOptions.defaults());
  }

  @Test
  void idsStayTheSameWhenANodeIsAddedOrRemoved() {
    Map<String, String> before = ids("phys\tgroup\t60\nphys/alice\tuser\t1\nchem\tgroup\t40\nchem/bob\tuser\t1\n");
    Map<String, String> after = ids("aaa\tgroup\t5\naaa/zed\tuser\t1\nphys\tgroup\t60\nphys/alice\tuser\t1\n"
        + "chem\tgroup\t40\n");
    assertThat(after.get("phys")).isEqualTo(before.get("phys"));
    assertThat(after.get("alice")).isEqualTo(before.get("alice"));
    assertThat(after.get("chem")).isEqualTo(before.get("chem"));
    assertThat(before.values()).doesNotHaveDuplicates().allMatch(id -> Integer.parseInt(id) >= 10);
  }

  @Test
  void schedConfigKeysCarryTheDecayAndTheUnknownShares() {
    ShareTree tree = new FairshareTsvFormat().read(LineSource.of("t.tsv", "phys\tgroup\t60\nphys/alice\tuser\t1\n"))
        .tree();
    ConversionSource source = Conversions.source(tree, dev.fairshare.usage.UsageSnapshot.zero(tree),
        Conversions.settings("slurm.conf", "slurm.conf", "PriorityDecayHalfLife=1-0\n"), "fairshare",
        "fairshare.tsv", "t.tsv");
    List<OutputFile> files = pbsFiles(Conversions.convert(source, "pbs"));
    // Slurm's 1-day half-life halves usage after ln 2 / -ln(1 - 0.693/86400) = 86418.003 s
    // (docs/algorithms/slurm.md §3.1)
    assertThat(files.get(1).text()).isEqualTo("# fair-share keys for sched_config, from fairshare convert\n"
        + "fair_share: true ALL\nfairshare_entity: euser\nfairshare_usage_res: cput\n"
        + "fairshare_decay_time: 24:00:18\nfairshare_decay_factor: 0.5\nunknown_shares: 0\n");
  }
}
