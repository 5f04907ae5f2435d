package dev.fairshare.pbs;

import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The problems found in one PBS file, each code's first {@value #PER_CODE} kept in the order found and the
 * others counted: a file of millions of lines with the same fault (a {@code resource_group} of 7 million
 * names of 50 characters or more) would otherwise hold a message per line, gigabytes, and print them all.
 * After the kept problems, one problem of each capped code says how many more there were (docs/scale.md).
 */
public final class CappedProblems {
  /** The most problems of one code that are kept. */
  public static final int PER_CODE = 1000;

  private final String source;
  private final List<Problem> kept = new ArrayList<>();
  /** Per code: how many were found, and whether they were errors. */
  private final Map<String, long[]> counts = new LinkedHashMap<>();
  private boolean anyError;

  /** An empty list for the file named {@code source}. */
  public CappedProblems(String source) {
    this.source = source;
  }

  /** Adds a problem; beyond {@value #PER_CODE} of its code it is only counted. */
  public void add(Problem problem) {
    long[] count = counts.computeIfAbsent(problem.code(), code -> new long[2]);
    anyError |= problem.isError();
    if (problem.isError()) {
      count[1] = 1;
    }
    if (count[0]++ < PER_CODE) {
      kept.add(problem);
    }
  }

  /** Whether any problem added is an error. */
  public boolean hasErrors() {
    return anyError;
  }

  /** The kept problems in the order found, then one for each code of which more were found. */
  public List<Problem> list() {
    List<Problem> out = new ArrayList<>(kept);
    counts.forEach((code, count) -> {
      if (count[0] > PER_CODE) {
        String message = String.format(Locale.ROOT, "%,d more problems like this one, not listed (the first %,d "
            + "are)", count[0] - PER_CODE, PER_CODE);
        SourceLocation where = SourceLocation.of(source);
        out.add(count[1] != 0 ? Problem.error(where, code, message, "") : Problem.warning(where, code, message, ""));
      }
    });
    return out;
  }
}
