package dev.fairshare.lsf;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.NamedFormat;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.lsf.model.LsbQueues;
import dev.fairshare.lsf.model.LsbQueuesReader;
import dev.fairshare.lsf.model.QueueDef;
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
 * {@code lsf.lsb-queues}: the {@code Queue} sections of {@code lsb.queues} (docs/algorithms/lsf.md §6.1, §6.2).
 *
 * <p>The tree has one group per fair-share queue (cross-queue children are named in its {@code lsf.queues}
 * attribute) holding the queue's USER_SHARES pairs as written: {@code [name, n]} as an account {@code name},
 * {@code [group@, n]} as {@code group@}, {@code default}, {@code others}, {@code all} as themselves (without
 * lsb.users a name cannot be told to be a user or a group; {@code fairshare bqueues} resolves them). The
 * settings ({@link LsbQueuesSettings}) hold every parameter of every queue and the text. The writer rewrites only a
 * changed parameter line or a queue whose shares changed in the tree.
 */
public final class LsbQueuesFormat extends NamedFormat {
  /** The registered name. */
  public static final String NAME = "lsf.lsb-queues";

  /** The format. */
  public LsbQueuesFormat() {
    super(NAME, "LSF lsb.queues: FAIRSHARE, FAIRSHARE_QUEUES, DISPATCH_ORDER, PRIORITY and factors per queue", true);
  }

  @Override
  public MatchStrength probe(String head) {
    return ShareSections.probe(head, "queue", MatchStrength.FULL);
  }

  @Override
  public TreeDocument read(LineSource source) {
    ProblemCollector problems = new ProblemCollector();
    LsbQueues queues = LsbQueuesReader.read(LsfConfigFile.parse(source, problems), problems);
    problems.throwIfErrors();
    ShareTreeBuilder b = new ShareTreeBuilder("lsb.queues");
    Map<String, Map<String, String>> parameters = new LinkedHashMap<>();
    for (QueueDef q : queues.queues().values()) {
      parameters.computeIfAbsent(q.name(), k -> new LinkedHashMap<>()).putAll(q.parameters().asMap());
      if (!q.isFairshare()) {
        continue;
      }
      int id = b.add(ShareTreeBuilder.ROOT, q.name(), NodeKind.GROUP, 1, false,
          Map.of("lsf.queues", String.join(" ", queues.setOf(q)), "lsf.PRIORITY",
              Integer.toString(q.priority())), q.location());
      ShareSections.addShares(b, id, q.fairshare());
    }
    ShareTree tree = b.build();
    return new TreeDocument(tree, UsageSnapshot.zero(tree),
        Settings.of(new LsbQueuesSettings(parameters, source.text())), problems.warnings());
  }

  @Override
  public String write(TreeDocument document) {
    LsbQueuesSettings settings = document.settings().get(LsbQueuesSettings.class).orElse(null);
    String original = settings == null || settings.text() == null ? "" : settings.text();
    ProblemCollector problems = new ProblemCollector();
    LsfConfigFile file = LsfConfigFile.parse(LineSource.of(NAME, original), problems);
    TextEdits edits = new TextEdits(original);
    List<String> written = new ArrayList<>();
    for (LsfSection section : file.sections("Queue")) {
      KeyValues kv = KeyValues.of(section, problems);
      String queue = kv.value("QUEUE_NAME");
      if (queue == null) {
        continue;
      }
      written.add(queue);
      SectionValues.update(edits, section, kv, desired(document, queue));
    }
    StringBuilder out = new StringBuilder(edits.apply());
    ShareTree tree = document.tree();
    for (int q = tree == null ? -1 : tree.firstChild(0); q >= 0; q = tree.nextSibling(q)) {
      if (!written.contains(tree.name(q))) {
        out.append("\nBegin Queue\nQUEUE_NAME = ").append(tree.name(q)).append('\n');
        desired(document, tree.name(q)).forEach((k, v) -> {
          if (!k.equals("QUEUE_NAME")) {
            out.append(k).append(" = ").append(v).append('\n');
          }
        });
        out.append("End Queue\n");
      }
    }
    return out.toString();
  }

  /** The parameters a queue should have: its settings, with FAIRSHARE from the tree. */
  private static Map<String, String> desired(TreeDocument document, String queue) {
    Map<String, String> out = new LinkedHashMap<>();
    document.settings().get(LsbQueuesSettings.class).ifPresent(s -> out.putAll(s.parameters(queue)));
    ShareTree tree = document.tree();
    int node = tree == null ? -1 : tree.indexOf(queue);
    if (node > 0) {
      String was = out.get("FAIRSHARE");
      String now = "USER_SHARES[" + ShareSections.pairs(tree, node) + "]";
      if (was == null || !normalize(was).equals(normalize(now))) {
        out.put("FAIRSHARE", now);
      }
    }
    return out;
  }

  private static String normalize(String shares) {
    return shares.replaceAll("\\s+", "").toUpperCase(java.util.Locale.ROOT);
  }
}
