package dev.fairshare.pbs.resourcegroup;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.NamedFormat;
import dev.fairshare.format.ProbeHead;
import dev.fairshare.format.Problem;
import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.pbs.PbsAttributes;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code pbs.resource-group}: PBS's {@code sched_priv/resource_group} (docs/algorithms/pbs.md §2), read into a share
 * tree and written back.
 *
 * <p>Reading fails, with every problem, where PBS would drop a line (its own message is quoted); what PBS
 * accepts but is almost surely a mistake comes back as warnings ({@link ResourceGroupParser}). The tree has
 * PBS's unknown group as the root's first child with 0 shares ({@code unknown_shares} lives in
 * {@code sched_config}). The usage is none in the neutral model, and PBS's starting usage of 1 on every node
 * in the {@code pbs.node-usage} component (a scheduler with no usage file). Writing gives one
 * {@code name<TAB>id<TAB>parent<TAB>shares} line per node in file order, leaving out the root, the unknown
 * group and the entities PBS created; see the module README.
 */
public final class ResourceGroupFormat extends NamedFormat {
  /** The registered name. */
  public static final String NAME = "pbs.resource-group";

  /** The format. */
  public ResourceGroupFormat() {
    super(NAME, "PBS sched_priv/resource_group (name id parent shares)", true);
  }

  @Override
  public MatchStrength probe(String head) {
    String line = ProbeHead.firstLine(head, "#", "*");
    if (line == null) {
      return MatchStrength.NO_MATCH;
    }
    String[] f = line.strip().split("[ \t]+");
    boolean shape = f.length >= 4 && f[1].matches("-?\\d+") && f[3].matches("-?\\d+");
    if (!shape) {
      return MatchStrength.NO_MATCH;
    }
    return f[2].equals("root") ? MatchStrength.SOLID : MatchStrength.WEAK;
  }

  @Override
  public TreeDocument read(LineSource source) {
    return document(ResourceGroupParser.parse(source));
  }

  /**
   * Reads the file a line at a time ({@link ResourceGroupParser#read}), never whole, with the line limit of
   * a command that computes an algorithm's whole result over the tree.
   */
  @Override
  public TreeDocument read(Path path) {
    return document(ResourceGroupParser.read(path, message -> { }, ResourceGroupParser.BYTES_PER_LINE_COMPUTED));
  }

  private static TreeDocument document(ResourceGroupFile file) {
    if (file.hasErrors()) {
      throw new ConfigParseException(file.problems());
    }
    ShareTree tree = ResourceGroupTree.build(file.table(), 0);
    double[] start = new double[tree.size()];
    java.util.Arrays.fill(start, 1.0);
    UsageSnapshot usage = UsageSnapshot.zero(tree).withNodeComponent(PbsAttributes.NODE_USAGE, start);
    List<Problem> warnings = file.problems();
    return new TreeDocument(tree, usage, Settings.none(), warnings);
  }

  @Override
  public String write(TreeDocument document) {
    return ResourceGroupWriter.write(document.requireTree("a resource_group"));
  }

  @Override
  public dev.fairshare.io.FileContent content(TreeDocument document) {
    return ResourceGroupWriter.content(document.requireTree("a resource_group"));
  }

  static boolean isPbsMade(ShareTree tree, int node) {
    return node == 0 || tree.attribute(node, PbsAttributes.BUILTIN) != null
        || tree.attribute(node, PbsAttributes.AUTO) != null;
  }
}
