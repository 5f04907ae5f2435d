package dev.fairshare.format;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The failure of reading an input: every problem found in it, not only the first.
 *
 * <p>Parsers collect problems with a {@link ProblemCollector} and throw this once at the end, so that a user
 * fixes the whole file in one go. The message lists each problem on its own line(s).
 */
public final class ConfigParseException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient List<Problem> problems;

  public ConfigParseException(List<Problem> problems) {
    super(render(problems));
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("a ConfigParseException needs at least one problem");
    }
    this.problems = List.copyOf(problems);
  }

  /** A failure with a single problem. */
  public static ConfigParseException of(Problem problem) {
    return new ConfigParseException(List.of(problem));
  }

  /** Every problem, in the order found. */
  public List<Problem> problems() {
    return problems;
  }

  private static String render(List<Problem> problems) {
    String body = problems.stream().map(Problem::render).collect(Collectors.joining("\n"));
    long errors = problems.stream().filter(Problem::isError).count();
    return body + "\n" + errors + (errors == 1 ? " problem" : " problems");
  }
}
