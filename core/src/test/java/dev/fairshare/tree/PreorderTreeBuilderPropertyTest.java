package dev.fairshare.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.SourceLocation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * {@link PreorderTreeBuilder} gives the tree {@link ShareTreeBuilder} gives for the same nodes added in
 * pre-order, with attributes and origins given at once or by key through {@link NodeDetails}, names over
 * more than one chunk, nodes that take their parent's share, the root's shares and origin, and is not valid
 * exactly when {@link ShareTreeBuilder} reports a problem.
 */
class PreorderTreeBuilderPropertyTest {
  private static final String[] NAMES = {"a", "b", "c", "u1", "u2", "", "x/y", ".", ".."};
  private static final double[] SHARES = {1, 0, 2.5, 100, -1, Double.NaN, Double.POSITIVE_INFINITY};

  @Property(tries = 2000)
  void sameTreeAsTheShareTreeBuilder(@ForAll long seed, @ForAll @IntRange(min = 0, max = 40) int nodes) {
    Random r = new Random(seed);
    ShareTreeBuilder reference = new ShareTreeBuilder("top");
    PreorderTreeBuilder preorder = new PreorderTreeBuilder("top", r.nextInt(8));
    List<Map<String, String>> keyedAttributes = new ArrayList<>();
    List<SourceLocation> keyedOrigins = new ArrayList<>();
    preorder.details(new NodeDetails() {
      @Override
      public Map<String, String> attributes(int key) {
        return keyedAttributes.get(key);
      }

      @Override
      public SourceLocation origin(int key) {
        return keyedOrigins.get(key);
      }
    });
    Map<String, String> rootAttributes = r.nextBoolean() ? Map.of("k", "v") : Map.of();
    reference.rootAttributes(rootAttributes);
    preorder.rootAttributes(rootAttributes);
    if (r.nextBoolean()) {
      double rootShares = r.nextInt(100);
      SourceLocation rootOrigin = SourceLocation.of("f", 1, 1);
      reference.rootShares(rootShares).rootOrigin(rootOrigin);
      preorder.rootShares(rootShares).rootOrigin(rootOrigin);
    }
    List<Integer> path = new ArrayList<>(List.of(ShareTreeBuilder.ROOT));
    List<List<String>> childNames = new ArrayList<>(List.of(new ArrayList<>()));
    boolean ok = true;
    for (int k = 0; k < nodes; k++) {
      int up = r.nextInt(path.size());
      while (path.size() > up + 1) {
        path.remove(path.size() - 1);
        childNames.remove(childNames.size() - 1);
      }
      int parent = path.get(path.size() - 1);
      String name = r.nextInt(4) == 0 ? NAMES[r.nextInt(NAMES.length)] : "n" + k;
      if (childNames.get(childNames.size() - 1).contains(name)) {
        continue;
      }
      childNames.get(childNames.size() - 1).add(name);
      NodeKind kind = r.nextInt(3) == 0 ? NodeKind.USER : NodeKind.GROUP;
      double shares = r.nextInt(5) == 0 ? SHARES[r.nextInt(SHARES.length)] : 1 + r.nextInt(50);
      Map<String, String> attributes = switch (r.nextInt(3)) {
        case 0 -> null;
        case 1 -> Map.of();
        default -> NodeAttributes.of("lsf.account", "group", "n", Integer.toString(k));
      };
      SourceLocation origin = r.nextBoolean() ? SourceLocation.of("f", k + 1, 1) : null;
      boolean usesParent = r.nextInt(4) == 0;
      int expected = reference.add(parent, name, kind, usesParent ? 0 : shares, usesParent, attributes, origin);
      int id;
      if (usesParent || r.nextBoolean()) {
        keyedAttributes.add(attributes);
        keyedOrigins.add(origin);
        id = usesParent ? preorder.add(parent, name, kind, shares, true, keyedAttributes.size() - 1)
            : preorder.add(parent, name, kind, shares, keyedAttributes.size() - 1);
      } else {
        id = preorder.add(parent, name, kind, shares, attributes, origin);
      }
      assertThat(id).isEqualTo(expected);
      path.add(id);
      childNames.add(new ArrayList<>());
    }
    ShareTree want;
    try {
      want = reference.build();
    } catch (ConfigParseException e) {
      assertThat(preorder.valid()).isFalse();
      return;
    }
    assertThat(preorder.valid()).isTrue();
    ShareTree got = preorder.build();
    assertThat(got.nodes()).isEqualTo(want.nodes());
    for (int i = 0; i < want.size(); i++) {
      assertThat(got.attribute(i, "n")).isEqualTo(want.attribute(i, "n"));
      assertThat(got.attributes(i)).isEqualTo(want.attributes(i));
      assertThat(got.origin(i)).isEqualTo(want.origin(i));
    }
    assertThat(got.userCount()).isEqualTo(want.userCount());
    for (int i = 0; i < want.size(); i++) {
      assertThat(List.of(got.parent(i), got.subtreeEnd(i), got.depth(i), got.childCount(i)))
          .isEqualTo(List.of(want.parent(i), want.subtreeEnd(i), want.depth(i), want.childCount(i)));
    }
  }

  @Test
  void namesBeyondOneChunkAreTheShareTreeBuildersNames() {
    int groups = 3 * ShareTree.CHUNK / 4;
    ShareTreeBuilder reference = new ShareTreeBuilder("top");
    PreorderTreeBuilder preorder = new PreorderTreeBuilder("top", 1000);
    for (int g = 0; g < groups; g++) {
      int a = reference.group(ShareTreeBuilder.ROOT, "g" + g, 1);
      int b = preorder.add(0, "g" + g, NodeKind.GROUP, 1, null, null);
      assertThat(reference.user(a, "u" + g, 2)).isEqualTo(preorder.add(b, "u" + g, NodeKind.USER, 2, null, null));
    }
    ShareTree want = reference.build();
    ShareTree got = preorder.build();
    assertThat(got.size()).isEqualTo(want.size()).isGreaterThan(ShareTree.CHUNK);
    for (int i = 0; i < want.size(); i++) {
      assertThat(got.name(i)).isEqualTo(want.name(i));
    }
    int last = want.size() - 1;
    assertThat(got.path(last)).isEqualTo(want.path(last));
    assertThat(got.indexOf(want.path(last))).isEqualTo(last);
    assertThat(got.node(ShareTree.CHUNK)).isEqualTo(want.node(ShareTree.CHUNK));
    assertThat(got.rootName()).isEqualTo("top");
  }

  @Test
  void aParentOffThePathIsRefused() {
    PreorderTreeBuilder b = new PreorderTreeBuilder("root", 4);
    int a = b.add(0, "a", NodeKind.GROUP, 1, null, null);
    b.add(0, "b", NodeKind.GROUP, 1, null, null);
    assertThatThrownBy(() -> b.add(a, "c", NodeKind.USER, 1, null, null))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
