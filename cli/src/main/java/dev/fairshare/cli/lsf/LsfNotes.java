package dev.fairshare.cli.lsf;

import dev.fairshare.format.Problem;
import dev.fairshare.lsf.acct.AcctUsageBuilder;
import java.io.PrintWriter;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The warnings of an LSF view, printed once each on standard error: configuration warnings, what had to be
 * guessed, accounting records without an account, and the running jobs whose CPU time is unknown
 * ({@link AcctUsageBuilder#CPU_UNKNOWN_JOBS}).
 */
final class LsfNotes {
  private LsfNotes() {}

  /** Prints each distinct warning. */
  static void print(List<Problem> notes, PrintWriter err) {
    Set<String> seen = new LinkedHashSet<>();
    for (Problem p : notes) {
      if (seen.add(p.render())) {
        err.println(p.render());
      }
    }
  }
}
