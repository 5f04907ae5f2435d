package dev.fairshare.explain;

import dev.fairshare.tree.ShareTree;
import java.util.List;

/**
 * What a scheduler family adds to {@code fairshare explain}: options of its own (a picocli-annotated object
 * whose fields the command line sets), inputs those options name, and sections of an explanation under the
 * family's algorithms (Slurm: a job's priority terms as {@code sprio -l} shows them; LSF: a cross-queue
 * set's dispatch order). A family gives a fresh one for each command line
 * ({@code SchedulerFamily#explainExtensions}).
 */
public interface ExplainExtension {

  /** The object carrying the options {@code explain} takes for this extension, or {@code null} for none. */
  default Object options() {
    return null;
  }

  /** The inputs the options name, read with the tree as {@code FORMAT:PATH} (a {@code slurm.conf}). */
  default List<String> inputs() {
    return List.of();
  }

  /** What is wrong with the options given together (misuse), or {@code null} when nothing is. */
  default String misuse() {
    return null;
  }

  /**
   * The users who share a leaf account of the tree: an account that holds usage itself and stands for several
   * users, who share its shares, usage and factor (LSF's collective account, a group named without {@code @} and
   * without USER_SHARES of its own), in the tree's order; empty, the default, for any other node. {@code explain}
   * finds such an account by its name or a member's, and explains it as the members' own.
   */
  default List<String> sharedBy(ShareTree tree, int node) {
    return List.of();
  }

  /** The sections it adds to the explanation of one user under one algorithm; none for another family's. */
  List<Section> sections(ExplainContext context);
}
