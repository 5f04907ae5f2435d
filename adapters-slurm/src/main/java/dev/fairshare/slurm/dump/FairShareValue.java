package dev.fairshare.slurm.dump;

import java.util.Locale;

/**
 * A parsed {@code FairShare=} value: {@code parent} (any case, first six characters) or 2147483647 mean
 * "use the parent's share"; a negative number means "clear", which the database stores as 1; anything else
 * must be a whole number (Slurm's {@code strtol} with a full-match check, {@code sacctmgr_set_assoc_rec} in
 * {@code src/sacctmgr/association_functions.c}; docs/algorithms/slurm.md §9.2).
 *
 * @param shares the raw shares (1 for a negative value), 0 when {@code usesParent}
 * @param usesParent whether the value means FairShare=parent
 */
public record FairShareValue(long shares, boolean usesParent) {
  /** Slurm's SLURMDB_FS_USE_PARENT, the stored form of {@code parent}. */
  public static final long USE_PARENT = 2147483647L;
  private static final FairShareValue PARENT = new FairShareValue(0, true);
  private static final FairShareValue ONE = new FairShareValue(1, false);

  /** Whether the text matches {@code [+-]?\d{1,19}} (ASCII digits, as the former regex). */
  private static boolean isWholeNumber(String t) {
    int start = !t.isEmpty() && (t.charAt(0) == '+' || t.charAt(0) == '-') ? 1 : 0;
    int digits = t.length() - start;
    if (digits < 1 || digits > 19) {
      return false;
    }
    for (int i = start; i < t.length(); i++) {
      char c = t.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  /** The value of a text, or {@code null} if Slurm would refuse it. */
  public static FairShareValue parse(String text) {
    String t = text.strip();
    if (t.length() >= 6 && t.substring(0, 6).toLowerCase(Locale.ROOT).equals("parent")) {
      return PARENT;
    }
    if (!isWholeNumber(t)) {
      return null;
    }
    long value;
    try {
      value = Long.parseLong(t.startsWith("+") ? t.substring(1) : t);
    } catch (NumberFormatException e) {
      return null;
    }
    if (value < 0) {
      return ONE;
    }
    if (value == USE_PARENT) {
      return PARENT;
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
