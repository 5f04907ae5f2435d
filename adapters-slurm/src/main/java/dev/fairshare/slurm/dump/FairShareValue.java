package dev.fairshare.slurm.dump;

import java.util.Locale;

/**
 * A parsed {@code FairShare=} value: {@code parent} (any case, first six characters) or 2147483647 mean
 * "use the parent's share"; a negative number means "clear", which the database stores as 1; anything else
 * must be a whole number (Slurm's {@code strtol} with a full-match check, {@code sacctmgr_set_assoc_rec} in
 * {@code src/sacctmgr/association_functions.c}; specs/slurm.md §9.2).
 *
 * @param shares the raw shares (1 for a negative value), 0 when {@code usesParent}
 * @param usesParent whether the value means FairShare=parent
 */
public record FairShareValue(long shares, boolean usesParent) {
  /** Slurm's SLURMDB_FS_USE_PARENT, the stored form of {@code parent}. */
  public static final long USE_PARENT = 2147483647L;

  /** The value of a text, or {@code null} if Slurm would refuse it. */
  public static FairShareValue parse(String text) {
    String t = text.strip();
    if (t.length() >= 6 && t.substring(0, 6).toLowerCase(Locale.ROOT).equals("parent")) {
      return new FairShareValue(0, true);
    }
    if (!t.matches("[+-]?\\d{1,19}")) {
      return null;
    }
    long value;
    try {
      value = Long.parseLong(t.startsWith("+") ? t.substring(1) : t);
    } catch (NumberFormatException e) {
      return null;
    }
    if (value < 0) {
      return new FairShareValue(1, false);
    }
    if (value == USE_PARENT) {
      return new FairShareValue(0, true);
    }
    if (value > USE_PARENT) {
      return null;
    }
    return new FairShareValue(value, false);
  }

  /** Whether this value gives a tree node its shares and parent flag. */
  public boolean matches(double treeShares, boolean treeUsesParent) {
    return usesParent ? treeUsesParent : !treeUsesParent && treeShares == shares;
  }
}
