package dev.fairshare.benchmarks;

import java.util.ArrayList;
import java.util.List;

/**
 * Prints, comma-separated, what this build registers, so that {@code benchmarks/gate} passes exactly the
 * registered names to JMH's {@code -p}: {@code algorithms}, {@code references} (registered algorithms
 * that have a reference version), {@code queryable} (registered algorithms with a one-user query,
 * {@link dev.fairshare.explain.Queryable}), {@code formats} (registered formats that have a benchmark input);
 * {@code reference-shapes ALGORITHM SHAPES} filters a comma-separated shape list to those the algorithm's reference is
 * run on; {@code gate-shapes ALGORITHM} prints the shapes the gate measures it on ({@link GateShapes}).
 */
public final class Names {
  private Names() {}

  public static void main(String[] args) {
    if (args.length == 2 && args[0].equals("gate-shapes")) {
      System.out.println(GateShapes.of(args[1]));
      return;
    }
    if (args.length == 3 && args[0].equals("reference-shapes")) {
      List<String> shapes = new ArrayList<>();
      for (String shape : args[2].split(",")) {
        if (References.runsOn(args[1], shape)) {
          shapes.add(shape);
        }
      }
      System.out.println(String.join(",", shapes));
      return;
    }
    if (args.length != 1) {
      System.err.println("usage: Names algorithms|references|queryable|formats | reference-shapes ALGORITHM SHAPES"
          + " | gate-shapes ALGORITHM");
      System.exit(2);
    }
    Registries registries = Registries.load();
    List<String> algorithms = registries.algorithms().names();
    List<String> out = new ArrayList<>();
    switch (args[0]) {
      case "algorithms" -> out.addAll(algorithms);
      case "references" -> algorithms.stream().filter(References.names()::contains).forEach(out::add);
      case "queryable" -> algorithms.stream()
          .filter(a -> registries.algorithms().create(a) instanceof dev.fairshare.explain.Queryable)
          .forEach(out::add);
      case "formats" -> registries.formats().names().stream().filter(ParseInputs::has).forEach(out::add);
      default -> {
        System.err.println("unknown list: " + args[0]);
        System.exit(2);
      }
    }
    System.out.println(String.join(",", out));
  }
}
