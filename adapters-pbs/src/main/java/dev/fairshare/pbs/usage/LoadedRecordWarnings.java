package dev.fairshare.pbs.usage;

import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import java.util.ArrayList;
import java.util.List;

/**
 * The warnings {@code pbs.usage} gives of the records PBS loads, besides its reader's, taken a record at a time in
 * file order: a record with an empty name, which its tree leaves out, and a name that appears again
 * ({@link UsageFormat#toDocument}; {@code explain}, {@code compare} and {@code view} give the same of a usage file
 * they read as PBS does).
 */
public final class LoadedRecordWarnings {
  private final String source;
  private final List<Problem> warnings = new ArrayList<>();

  /** The warnings of the usage file named {@code source} in messages. */
  public LoadedRecordWarnings(String source) {
    this.source = source;
  }

  /**
   * One record PBS loads, at byte {@code offset}; {@code again} says whether a loaded record before it had its
   * name.
   */
  public void record(String name, long offset, boolean again) {
    if (name.isEmpty()) {
      warnings.add(Problem.warning(SourceLocation.of(source), "pbs.usage.empty-name", "at byte "
          + offset + ": a record with an empty name is left out", ""));
    } else if (again) {
      warnings.add(Problem.warning(SourceLocation.of(source), "pbs.usage.duplicate-entity", "at byte "
          + offset + ": '" + name + "' appears again; PBS keeps this last value on the entity but "
          + "adds both to its groups", "remove the earlier record"));
    }
  }

  /** The warnings so far, in file order. */
  public List<Problem> warnings() {
    return List.copyOf(warnings);
  }
}
