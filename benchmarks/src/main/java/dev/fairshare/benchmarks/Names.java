package dev.fairshare.benchmarks;

import java.util.ArrayList;
import java.util.List;

/**
 * Prints, comma-separated, what this build registers, so that {@code benchmarks/gate} passes exactly the
 * registered names to JMH's {@code -p}: {@code algorithms}, {@code references} (registered algorithms
 * that have a reference version), {@code formats} (registered formats that have a benchmark input).
 */
public final class Names {
  private Names() {}

  public static void main(String[] args) {
    if (args.length != 1) {
      System.err.println("usage: Names algorithms|references|formats");
      System.exit(2);
    }
    Registries registries = Registries.load();
    List<String> algorithms = registries.algorithms().names();
    List<String> out = new ArrayList<>();
    switch (args[0]) {
      case "algorithms" -> out.addAll(algorithms);
      case "references" -> algorithms.stream().filter(References.names()::contains).forEach(out::add);
      case "formats" -> registries.formats().names().stream().filter(ParseInputs::has).forEach(out::add);
      default -> {
        System.err.println("unknown list: " + args[0]);
        System.exit(2);
      }
    }
    System.out.println(String.join(",", out));
  }
}
