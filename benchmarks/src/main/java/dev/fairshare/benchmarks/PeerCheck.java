package dev.fairshare.benchmarks;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.TreeShapes.Shape;
import dev.fairshare.tree.ShareTree;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The check that a timing program of a scheduler's own code computed what the project's algorithm computes
 * on the same tree: every user's factor equal bit for bit (docs/performance.md "The schedulers' own code on
 * the same tree").
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.fairshare.benchmarks.PeerCheck SHAPE ALGORITHM FACTORS}.
 * FACTORS holds one line per user, {@code index factor}, the factor in any form {@link Double#parseDouble}
 * reads (decimal with 17 digits, or C's {@code %a}). The algorithm runs as {@code Recompute} runs it (every
 * user pending). Prints the counts and the first mismatches; exit status 0 only when every user of the tree
 * was compared once and none differed, 1 otherwise, 2 on misuse.
 */
public final class PeerCheck {
  /** What a comparison found. */
  public record Outcome(int users, int compared, int mismatches, int badLines, List<String> firstMismatches) {
    /** Whether every user was compared once and all agreed. */
    public boolean agrees() {
      return compared == users && mismatches == 0 && badLines == 0;
    }
  }

  private PeerCheck() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 3) {
      System.err.println("usage: PeerCheck SHAPE ALGORITHM FACTORS");
      System.exit(2);
    }
    Shape shape = BenchShapes.make(args[0]);
    FairshareAlgorithm algorithm = Registries.load().algorithms().create(args[1]);
    Outcome outcome;
    try (BufferedReader in = Files.newBufferedReader(Path.of(args[2]))) {
      outcome = compare(shape, algorithm, in);
    }
    outcome.firstMismatches().forEach(System.out::println);
    System.out.println("shape=" + args[0] + " algorithm=" + args[1] + " users=" + outcome.users() + " compared="
        + outcome.compared() + " mismatches=" + outcome.mismatches() + " bad_lines=" + outcome.badLines());
    System.out.println(outcome.agrees() ? "OK" : "FAILED");
    System.exit(outcome.agrees() ? 0 : 1);
  }

  /** Compares the factors read from {@code factors} with the algorithm's on the shape. */
  public static Outcome compare(Shape shape, FairshareAlgorithm algorithm, BufferedReader factors)
      throws IOException {
    ShareTree tree = shape.tree();
    int[] users = tree.users();
    FairshareResult result = algorithm.compute(tree, shape.usage(), Demand.pending(users), null);
    boolean[] seen = new boolean[tree.size()];
    int compared = 0;
    int mismatches = 0;
    int bad = 0;
    List<String> first = new ArrayList<>();
    for (String line; (line = factors.readLine()) != null; ) {
      String[] field = line.trim().split("\\s+");
      int node;
      double theirs;
      try {
        node = Integer.parseInt(field[0]);
        theirs = Double.parseDouble(field[1]);
      } catch (RuntimeException e) {
        bad++;
        continue;
      }
      if (field.length != 2 || node < 0 || node >= tree.size() || !tree.isUser(node) || seen[node]) {
        bad++;
        continue;
      }
      seen[node] = true;
      compared++;
      double ours = result.get(Metric.FACTOR, node);
      if (Double.doubleToLongBits(ours) != Double.doubleToLongBits(theirs)) {
        if (mismatches++ < 10) {
          first.add("mismatch at node " + node + ": theirs " + theirs + ", ours " + ours);
        }
      }
    }
    return new Outcome(users.length, compared, mismatches, bad, List.copyOf(first));
  }
}
