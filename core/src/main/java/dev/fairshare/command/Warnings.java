package dev.fairshare.command;

import dev.fairshare.format.Problem;
import java.io.PrintWriter;
import java.util.HashSet;
import java.util.Set;

/**
 * Where a command prints its warnings: each distinct one once, however many times the inputs, queues or
 * passes that found it report it.
 */
public final class Warnings {
  private final PrintWriter err;
  private final Set<String> printed = new HashSet<>();

  public Warnings(PrintWriter err) {
    this.err = err;
  }

  /** Prints the problem unless the same text was printed already. */
  public void add(Problem warning) {
    String text = warning.render();
    if (printed.add(text)) {
      err.println(text);
    }
  }

  /** Prints each of these, once. */
  public void addAll(Iterable<Problem> warnings) {
    warnings.forEach(this::add);
  }
}
