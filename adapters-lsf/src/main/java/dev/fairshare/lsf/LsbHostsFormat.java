package dev.fairshare.lsf;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.NamedFormat;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.lsf.model.HostPartitionDef;
import dev.fairshare.lsf.model.LsbHosts;
import dev.fairshare.lsf.syntax.KeyValues;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import dev.fairshare.lsf.syntax.LsfSection;
import dev.fairshare.lsf.text.SectionValues;
import dev.fairshare.lsf.text.TextEdits;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code lsf.lsb-hosts}: the {@code HostPartition} sections of {@code lsb.hosts} (docs/algorithms/lsf.md §6.3): one
 * group per partition holding its USER_SHARES pairs as written (as {@link LsbQueuesFormat} does for queues),
 * settings {@link LsbHostsSettings}. Other sections (Host, HostGroup, …) are kept as they are by
 * the writer, which rewrites only a partition whose shares changed in the tree.
 */
public final class LsbHostsFormat extends NamedFormat {
  /** The registered name. */
  public static final String NAME = "lsf.lsb-hosts";

  /** The format. */
  public LsbHostsFormat() {
    super(NAME, "LSF lsb.hosts HostPartition sections: HPART_NAME, HOSTS, USER_SHARES", true);
  }

  @Override
  public MatchStrength probe(String head) {
    return ShareSections.probe(head, "(hostpartition|host)", MatchStrength.SOLID);
  }

  @Override
  public TreeDocument read(LineSource source) {
    ProblemCollector problems = new ProblemCollector();
    LsfConfigFile file = LsfConfigFile.parse(source, problems);
    LsbHosts hosts = LsbHosts.read(file, problems);
    problems.throwIfErrors();
    ShareTreeBuilder b = new ShareTreeBuilder("lsb.hosts");
    Map<String, Map<String, String>> partitions = new LinkedHashMap<>();
    for (LsfSection section : file.sections("HostPartition")) {
      KeyValues kv = KeyValues.of(section, problems);
      partitions.computeIfAbsent(kv.value("HPART_NAME"), k -> new LinkedHashMap<>()).putAll(kv.asMap());
    }
    for (HostPartitionDef hp : hosts.partitions().values()) {
      int id = b.add(ShareTreeBuilder.ROOT, hp.name(), NodeKind.GROUP, 1, false,
          Map.of("lsf.hosts", String.join(" ", hp.hosts())), hp.location());
      ShareSections.addShares(b, id, hp.shares());
    }
    ShareTree tree = b.build();
    return new TreeDocument(tree, UsageSnapshot.zero(tree),
        Settings.of(new LsbHostsSettings(partitions, source.text())), problems.warnings());
  }

  @Override
  public String write(TreeDocument document) {
    String original = document.settings().get(LsbHostsSettings.class).map(LsbHostsSettings::text).orElse("");
    ProblemCollector problems = new ProblemCollector();
    LsfConfigFile file = LsfConfigFile.parse(LineSource.of(NAME, original), problems);
    TextEdits edits = new TextEdits(original);
    ShareTree tree = document.tree();
    List<String> written = new ArrayList<>();
    for (LsfSection section : file.sections("HostPartition")) {
      KeyValues kv = KeyValues.of(section, problems);
      String name = kv.value("HPART_NAME");
      written.add(name);
      Map<String, String> desired = new LinkedHashMap<>();
      int node = tree == null ? -1 : tree.indexOf(name == null ? "" : name);
      String was = kv.value("USER_SHARES");
      if (node > 0) {
        String now = ShareSections.pairs(tree, node);
        if (was == null || !was.replaceAll("\\s+", "").equals(now.replaceAll("\\s+", ""))) {
          desired.put("USER_SHARES", now);
        }
      }
      SectionValues.update(edits, section, kv, desired);
    }
    StringBuilder out = new StringBuilder(edits.apply());
    for (int p = tree == null ? -1 : tree.firstChild(0); p >= 0; p = tree.nextSibling(p)) {
      if (!written.contains(tree.name(p))) {
        String hosts = tree.attribute(p, "lsf.hosts");
        out.append("\nBegin HostPartition\nHPART_NAME = ").append(tree.name(p)).append("\nHOSTS = ")
            .append(hosts == null ? "all" : hosts).append("\nUSER_SHARES = ").append(ShareSections.pairs(tree, p))
            .append("\nEnd HostPartition\n");
      }
    }
    return out.toString();
  }
}
