package dev.fairshare.format;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * An accumulator of {@link Problem}s for one read: parsers add to it as they go and call
 * {@link #throwIfErrors()} once at the end.
 */
public final class ProblemCollector {
  private final List<Problem> problems = new ArrayList<>();

  /** Adds a problem. */
  public void add(Problem problem) {
    problems.add(problem);
  }

  /** Adds every problem of a failed read (for nested inputs). */
  public void addAll(List<Problem> more) {
    problems.addAll(more);
  }

  /** Adds an error. */
  public void error(SourceLocation where, String code, String message, String hint) {
    add(Problem.error(where, code, message, hint));
  }

  /** Adds a warning. */
  public void warning(SourceLocation where, String code, String message, String hint) {
    add(Problem.warning(where, code, message, hint));
  }

  /** Whether any error (not warning) was added. */
  public boolean hasErrors() {
    return problems.stream().anyMatch(Problem::isError);
  }

  /** Every problem so far, sorted by source, line and column (stable for equal positions). */
  public List<Problem> problems() {
    List<Problem> sorted = new ArrayList<>(problems);
    sorted.sort(Comparator.comparing((Problem p) -> p.location().source())
        .thenComparingInt(p -> p.location().line())
        .thenComparingInt(p -> p.location().column()));
    return Collections.unmodifiableList(sorted);
  }

  /** The warnings only. */
  public List<Problem> warnings() {
    return problems().stream().filter(p -> !p.isError()).toList();
  }

  /** Throws a {@link ConfigParseException} with every problem if there is at least one error. */
  public void throwIfErrors() {
    if (hasErrors()) {
      throw new ConfigParseException(problems());
    }
  }
}
