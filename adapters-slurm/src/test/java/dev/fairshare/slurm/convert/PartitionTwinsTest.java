package dev.fairshare.slurm.convert;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.conversion.WorkNode;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.slurm.dump.DumpAttributes;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link PartitionTwins}: which sibling a per-partition association is merged into, and that an account of
 * many such associations is read in one pass (the children counted as they are read, never timed).
 */
class PartitionTwinsTest {

  /**
   * alice@gpu meets alice after it; bob@gpu has no twin and becomes bob; bob@cpu then meets that renamed bob
   * before it; the account "carol" is no user's twin.
   */
  @Test
  void aTwinIsTheLastOtherUserOfTheNameAfterOrBeforeIt() {
    ShareTreeBuilder b = new ShareTreeBuilder("root");
    int phys = b.add(0, "phys", NodeKind.GROUP, 1, false, Map.of(), null);
    b.add(phys, "alice@gpu", NodeKind.USER, 1, false, partition("alice", "gpu"), null);
    b.add(phys, "alice", NodeKind.USER, 1, false, Map.of(), null);
    b.add(phys, "bob@gpu", NodeKind.USER, 1, false, partition("bob", "gpu"), null);
    b.add(phys, "bob@cpu", NodeKind.USER, 1, false, partition("bob", "cpu"), null);
    b.add(phys, "carol", NodeKind.GROUP, 1, false, Map.of(), null);
    b.add(phys, "carol@gpu", NodeKind.USER, 1, false, partition("carol", "gpu"), null);
    ShareTree tree = b.build();
    WorkTree work = WorkTree.of(tree, UsageSnapshot.zero(tree));
    List<WorkNode> children = work.root().children().get(0).children();
    PartitionTwins twins = new PartitionTwins(work.root().children().get(0));

    assertThat(twins.twin(children.get(0), "alice")).isEqualTo(children.get(1));
    assertThat(twins.twin(children.get(2), "bob")).isNull();
    children.get(2).rename("bob");
    twins.renamed(children.get(2), "bob");
    assertThat(twins.twin(children.get(3), "bob")).isEqualTo(children.get(2));
    assertThat(twins.twin(children.get(5), "carol")).isNull();
  }

  /**
   * 100,000 users and a per-partition association of each under one account: every twin found, and each of
   * the 200,000 children read at most twice (a scan of the siblings per association would read 2·10^10).
   */
  @Test
  void anAccountOfManyPartitionAssociationsIsReadInOnePass() {
    int users = 100_000;
    ShareTreeBuilder b = new ShareTreeBuilder("root");
    int account = b.add(0, "a", NodeKind.GROUP, 1, false, Map.of(), null);
    for (int i = 0; i < users; i++) {
      b.add(account, "u" + i + "@p", NodeKind.USER, 1, false, partition("u" + i, "p"), null);
      b.add(account, "u" + i, NodeKind.USER, 1, false, Map.of(), null);
    }
    ShareTree tree = b.build();
    WorkTree work = WorkTree.of(tree, UsageSnapshot.zero(tree));
    WorkNode a = work.root().children().get(0);
    List<WorkNode> children = a.children();
    PartitionTwins twins = new PartitionTwins(a);

    for (int i = 0; i < users; i++) {
      assertThat(twins.twin(children.get(2 * i), "u" + i).name()).isEqualTo("u" + i);
    }
    assertThat(twins.visits()).isLessThanOrEqualTo(2L * 2 * users);
  }

  private static Map<String, String> partition(String user, String partition) {
    return Map.of(DumpAttributes.USER, user, DumpAttributes.PARTITION, partition);
  }
}
