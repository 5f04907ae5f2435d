package dev.fairshare.pbs.usage;

/**
 * One record of the {@code usage} file: an entity name and its usage (docs/algorithms/pbs.md §10).
 *
 * @param name the name as stored (NUL-terminated in the file; at most 49 characters in version 2)
 * @param usage the usage, a double
 * @param offset the record's byte offset in the file it was read from, or -1 for a record made in memory
 * @param valid whether PBS loads it: usage {@code >= 0} and a name of {@code [A-Za-z0-9._\- :]} only
 *     ({@code is_valid_pbs_name}); PBS drops the others with "Invalid entity"
 */
public record UsageRecord(String name, double usage, long offset, boolean valid) {

  /**
   * Whether PBS keeps a record of this name when it reads its usage file back: a name
   * {@code is_valid_pbs_name} takes that fits a version-2 record whole (at most 49 characters).
   */
  public static boolean keepsName(String name) {
    return name.length() < UsageFileLayout.NAME_V2 && UsageFileLayout.validName(name);
  }

  /** A record to write. */
  public static UsageRecord of(String name, double usage) {
    return new UsageRecord(name, usage, -1, true);
  }
}
