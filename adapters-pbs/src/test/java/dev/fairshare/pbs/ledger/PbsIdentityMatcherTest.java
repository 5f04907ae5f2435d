package dev.fairshare.pbs.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.LineSource;
import dev.fairshare.ledger.IdentityMatcher;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.pbs.PbsFamily;
import dev.fairshare.pbs.resourcegroup.ResourceGroupFormat;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import org.junit.jupiter.api.Test;

/**
 * PBS's entities find their node in a tree read from {@code resource_group} by name alone, wherever it is, as
 * {@code find_group_info} finds them (docs/algorithms/pbs.md §2, §4.2): the entity {@code alice} is the node
 * {@code physics/theory/alice}, a group entity of {@code fairshare_entity: egroup} is the leaf named after the
 * group; a name that is a group's, {@code unknown}, or no node's is unmatched.
 */
class PbsIdentityMatcherTest {
  private static final ShareTree TREE = new ResourceGroupFormat().read(LineSource.of("resource_group", """
      physics 10 root 60
      theory 11 physics 50
      alice 111 theory 1
      bob 12 physics 1
      chem 20 root 40
      """)).tree();

  private static int node(IdentityMatcher m, String family, String... parts) {
    return m.node(UsageIdentity.of(family, parts));
  }

  @Test
  void anEntityIsTheLeafOfItsNameAtAnyDepth() {
    IdentityMatcher m = new PbsFamily().identityMatcher(TREE, null).orElseThrow();
    assertThat(node(m, "pbs", "alice")).isEqualTo(TREE.indexOf("physics/theory/alice"));
    assertThat(node(m, "pbs", "bob")).isEqualTo(TREE.indexOf("physics/bob"));
    // chem has no children: with fairshare_entity egroup, the group chem is an entity of the tree
    assertThat(node(m, "pbs", "chem")).isEqualTo(TREE.indexOf("chem"));
  }

  @Test
  void groupsUnknownAndNamesTheTreeLacksAreUnmatched() {
    IdentityMatcher m = PbsIdentityMatcher.of(TREE);
    // write_usage keeps neither a group's usage nor unknown's; PBS puts carol under unknown (not in the tree)
    assertThat(node(m, "pbs", "physics")).isEqualTo(-1);
    assertThat(node(m, "pbs", "theory")).isEqualTo(-1);
    assertThat(node(m, "pbs", "unknown")).isEqualTo(-1);
    assertThat(node(m, "pbs", "TREEROOT")).isEqualTo(-1);
    assertThat(node(m, "pbs", "carol")).isEqualTo(-1);
    assertThat(node(m, "pbs", "Alice")).isEqualTo(-1);
    // another family's identity, or a path, is not a PBS entity
    assertThat(node(m, "slurm", "alice")).isEqualTo(-1);
    assertThat(node(m, "pbs", "theory", "alice")).isEqualTo(-1);
  }

  @Test
  void onlyAPbsTreeIsRecognized() {
    ShareTree neutral = new ShareTreeBuilder().build();
    assertThat(new PbsFamily().identityMatcher(neutral, null)).isEmpty();
    ShareTreeBuilder b = new ShareTreeBuilder();
    b.group(ShareTreeBuilder.ROOT, "unknown", 0);
    assertThat(PbsIdentityMatcher.of(b.build())).isNull();
  }
}
