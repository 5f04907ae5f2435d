package dev.fairshare.convert;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The inputs of a migration command read together: the one share tree, its usage, the scheduler settings of
 * every input merged, the warnings, and the scheduler family the inputs come from.
 *
 * <p>Inputs are {@code FORMAT:PATH} or bare paths (probed). Exactly one input must hold a share tree;
 * the others carry settings ({@code slurm.conf}, {@code sched_config}, {@code lsb.params}) or usage. Usage
 * comes from the {@code --usage} input when given, matched to the tree's users by path and then by a user
 * name that is unique in the tree; otherwise from the tree's own input. Every problem of every input is
 * reported at once.
 *
 * @param tree the share tree
 * @param usage its usage (zero where none was given)
 * @param settings the settings of every input, later inputs winning
 * @param warnings warnings of the readers and of usage matching
 * @param family the scheduler family of the tree's input
 * @param treeFormat the registered name of the tree's format
 * @param inputs the inputs as given, in order
 * @param losses what putting the inputs together could not keep (LSF scopes other than the one converted)
 */
public record SourceSet(ShareTree tree, UsageSnapshot usage, Map<String, Object> settings, List<Problem> warnings,
    Scheduler family, String treeFormat, List<String> inputs, List<Loss> losses) {

  /** A source without losses of its own. */
  public SourceSet(ShareTree tree, UsageSnapshot usage, Map<String, Object> settings, List<Problem> warnings,
      Scheduler family, String treeFormat, List<String> inputs) {
    this(tree, usage, settings, warnings, family, treeFormat, inputs, List.of());
  }

  private static final List<String> LSF_FILES = List.of("lsf.lsb-users", "lsf.lsb-queues", "lsf.lsb-hosts");

  /** Reads the inputs; {@code usageSpec} may be {@code null}. */
  public static SourceSet read(FormatRegistry formats, List<String> specs, String usageSpec) {
    List<Problem> problems = new ArrayList<>();
    List<Read> reads = new ArrayList<>();
    for (String spec : specs) {
      try {
        reads.add(read(formats, spec));
      } catch (ConfigParseException e) {
        problems.addAll(e.problems());
      }
    }
    Read usageRead = null;
    if (usageSpec != null) {
      try {
        usageRead = read(formats, usageSpec);
      } catch (ConfigParseException e) {
        problems.addAll(e.problems());
      }
    }
    if (!problems.isEmpty()) {
      throw new ConfigParseException(problems);
    }
    List<Read> withTree = reads.stream().filter(r -> r.doc.tree() != null).toList();
    List<Loss> losses = new ArrayList<>();
    ShareTree lsfTree = null;
    if (!withTree.isEmpty() && withTree.stream().allMatch(r -> LSF_FILES.contains(r.format.name()))) {
      LsfAssembly.Assembled lsf = LsfAssembly.assemble(doc(withTree, "lsf.lsb-users"),
          doc(withTree, "lsf.lsb-queues"), doc(withTree, "lsf.lsb-hosts"));
      if (lsf != null) {
        lsfTree = lsf.tree();
        losses.addAll(lsf.losses());
        withTree = List.of(withTree.stream().filter(r -> !r.format.name().equals("lsf.lsb-users")).findFirst()
            .orElseThrow());
      } else {
        losses.add(new Loss("lsf.no-queue", LossAction.APPROXIMATED, SourceLocation.of(withTree.get(0).spec),
            "no lsb.queues or lsb.hosts: the top level's shares are not known; each top group has 1"));
      }
    }
    if (withTree.size() != 1) {
      String which = withTree.isEmpty() ? "none of the inputs holds a share tree"
          : "several inputs hold a share tree: " + String.join(", ", withTree.stream().map(r -> r.spec).toList());
      throw ConfigParseException.of(Problem.error(SourceLocation.of(specs.get(0)), "convert.tree-count", which,
          "give exactly one input with the tree (a dump, resource_group, lsb.users/lsb.queues, fairshare.tsv)"
              + " and the others for settings or usage"));
    }
    Read main = withTree.get(0);
    Map<String, Object> settings = new LinkedHashMap<>();
    List<Problem> warnings = new ArrayList<>();
    for (Read r : reads) {
      settings.putAll(r.doc.settings());
      warnings.addAll(r.doc.warnings());
    }
    ShareTree tree = lsfTree != null ? lsfTree : main.doc.tree();
    UsageSnapshot usage = lsfTree == null && main.doc.usage() != null ? main.doc.usage() : UsageSnapshot.zero(tree);
    if (usageRead != null) {
      settings.putAll(usageRead.doc.settings());
      warnings.addAll(usageRead.doc.warnings());
      usage = UsageMatching.match(tree, usageRead.doc, usageSpec, warnings);
    }
    List<String> inputs = new ArrayList<>(specs);
    if (usageSpec != null) {
      inputs.add(usageSpec);
    }
    return new SourceSet(tree, usage, settings, warnings, Scheduler.ofName(main.format.name()),
        main.format.name(), inputs, losses);
  }

  private static TreeDocument doc(List<Read> reads, String format) {
    return reads.stream().filter(r -> r.format.name().equals(format)).map(r -> r.doc).findFirst().orElse(null);
  }

  private record Read(String spec, ConfigFormat format, TreeDocument doc) {}

  private static Read read(FormatRegistry formats, String spec) {
    FormatRegistry.Input input = formats.open(spec);
    return new Read(spec, input.format(), input.document());
  }

  /** The user leaves by name; a name that occurs more than once maps to -1. */
  static Map<String, Integer> uniqueUserNames(ShareTree tree) {
    Map<String, Integer> byName = new HashMap<>();
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        byName.merge(tree.name(i), i, (a, b) -> -1);
      }
    }
    return byName;
  }
}
