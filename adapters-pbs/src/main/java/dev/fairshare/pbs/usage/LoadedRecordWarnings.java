package dev.fairshare.pbs.usage;

import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import java.util.ArrayList;
import java.util.List;

/**
 * The warnings {@code pbs.usage} gives of the records PBS loads, besides its reader's, taken a record at a time in
 * file order: a record with an empty name, which PBS's {@code is_valid_pbs_name} accepts and {@code read_usage}
 * loads as an entity named {@code ''} under unknown (OpenPBS {@code fairshare.cpp}, {@code find_alloc_ginfo}), and
 * a name that appears again. The file read alone ({@link UsageFormat#toDocument}) leaves the empty name out of its
 * flat tree, where {@code ''} would be the root's path; read with {@code resource_group} ({@code explain},
 * {@code compare}, {@code view}) it is PBS's entity under unknown, as in {@code pbsfs}.
 */
public final class LoadedRecordWarnings {
  private final String source;
  private final boolean withResourceGroup;
  private final List<Problem> warnings = new ArrayList<>();

  /**
   * The warnings of the usage file named {@code source} in messages, read with {@code resource_group} into the
   * state PBS holds, or ({@code withResourceGroup} false) alone, into the file's own flat tree.
   */
  public LoadedRecordWarnings(String source, boolean withResourceGroup) {
    this.source = source;
    this.withResourceGroup = withResourceGroup;
  }

  /**
   * One record PBS loads, at byte {@code offset}; {@code again} says whether a loaded record before it had its
   * name.
   */
  public void record(String name, long offset, boolean again) {
    if (name.isEmpty()) {
      warnings.add(Problem.warning(SourceLocation.of(source), "pbs.usage.empty-name", "at byte " + offset
          + ": a record with an empty name, " + (withResourceGroup
              ? "which PBS loads as it loads a name resource_group lacks: an entity named '' under unknown (1 share)"
              : "left out of this file's own tree (its entities are under the root, and '' is the root's path); "
                  + "read with resource_group, PBS loads it as an entity named '' under unknown (1 share)"),
          "remove the record: pbsfs -e drops it, with every name resource_group lacks"));
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
