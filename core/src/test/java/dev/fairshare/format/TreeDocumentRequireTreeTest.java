package dev.fairshare.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import org.junit.jupiter.api.Test;

/** A writer of a tree format takes the document's tree, and refuses a document of settings alone. */
class TreeDocumentRequireTreeTest {
  @Test
  void aDocumentWithATreeGivesIt() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    b.user(ShareTreeBuilder.ROOT, "u", 1);
    ShareTree tree = b.build();

    assertThat(TreeDocument.of(tree, UsageSnapshot.zero(tree)).requireTree("a resource_group")).isSameAs(tree);
  }

  @Test
  void aDocumentWithoutATreeIsRefusedNamingWhatNeedsIt() {
    assertThatThrownBy(() -> TreeDocument.nothing().requireTree("a sacctmgr dump"))
        .isInstanceOf(IllegalArgumentException.class).hasMessage("a sacctmgr dump needs a share tree");
  }
}
