package dev.fairshare.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.TreeShapes.Shape;
import dev.fairshare.tree.ShareTree;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The comparison of a timing program's factors with the project's algorithm: the checker's own behaviour
 * (its input is the algorithm's factors written as a C program prints them, then altered).
 */
class PeerCheckTest {
  private static Shape shape;
  private static FairshareAlgorithm algorithm;
  private static List<String> lines;

  @BeforeAll
  static void factorsAsACProgramPrintsThem() {
    shape = BenchShapes.make("balanced-1111");
    algorithm = Registries.load().algorithms().create("slurm.fair-tree");
    ShareTree tree = shape.tree();
    List<Integer> users = new ArrayList<>();
    for (int node = 0; node < tree.size(); node++) {
      if (tree.isUser(node)) {
        users.add(node);
      }
    }
    FairshareResult result = algorithm.compute(tree, shape.usage(),
        Demand.pending(users.stream().mapToInt(Integer::intValue).toArray()), null);
    lines = new ArrayList<>();
    for (int node : users) {
      lines.add(node + " " + Double.toHexString(result.get(Metric.FACTOR, node)));
    }
  }

  private static PeerCheck.Outcome check(List<String> factorLines) throws IOException {
    return PeerCheck.compare(shape, algorithm, new BufferedReader(new StringReader(String.join("\n", factorLines))));
  }

  @Test
  void agreesWhenEveryUserHasTheSameFactorInHexadecimalOrDecimal() throws IOException {
    List<String> decimal = new ArrayList<>();
    for (String line : lines) {
      String[] f = line.split(" ");
      decimal.add(f[0] + " " + Double.parseDouble(f[1]));
    }
    assertThat(check(lines).agrees()).isTrue();
    assertThat(check(decimal).agrees()).isTrue();
    assertThat(check(lines).compared()).isEqualTo(1000);
  }

  @Test
  void aFactorOneUlpAwayIsAMismatch() throws IOException {
    List<String> altered = new ArrayList<>(lines);
    String[] f = altered.get(7).split(" ");
    altered.set(7, f[0] + " " + Double.toHexString(Math.nextUp(Double.parseDouble(f[1]))));
    PeerCheck.Outcome outcome = check(altered);
    assertThat(outcome.agrees()).isFalse();
    assertThat(outcome.mismatches()).isEqualTo(1);
    assertThat(outcome.firstMismatches()).singleElement().asString().startsWith("mismatch at node " + f[0]);
  }

  @Test
  void aMissingUserADuplicateOrAGroupsLineDoesNotAgree() throws IOException {
    assertThat(check(lines.subList(1, lines.size())).agrees()).isFalse();
    List<String> duplicated = new ArrayList<>(lines);
    duplicated.add(lines.get(0));
    assertThat(check(duplicated).badLines()).isEqualTo(1);
    List<String> group = new ArrayList<>(lines);
    group.add("1 0.5");
    assertThat(check(group).agrees()).isFalse();
  }
}
