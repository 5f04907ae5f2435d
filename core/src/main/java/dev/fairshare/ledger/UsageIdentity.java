package dev.fairshare.ledger;

import java.util.List;
import java.util.Objects;

/**
 * Who a charge is for, as its scheduler family names it, independent of any tree: Slurm's
 * {@code cluster, account, user, partition}, a PBS entity, an LSF queue and share-account path, a flux
 * bank and user.
 *
 * <p>The parts are plain names; an empty part means "none" (a Slurm association without a partition). No
 * part may hold a tab or a line break, so that the parts travel as one tab-joined text ({@link #key()}).
 *
 * @param family the family that names it ({@code slurm}, {@code pbs}, {@code lsf}, {@code flux}, ...)
 * @param parts the names, in the family's fixed order
 */
public record UsageIdentity(String family, List<String> parts) {

  public UsageIdentity {
    Objects.requireNonNull(family, "family");
    parts = List.copyOf(parts);
    if (family.isEmpty() || !clean(family)) {
      throw new IllegalArgumentException("a family is a non-empty name without tabs or line breaks: '"
          + family + "'");
    }
    for (String p : parts) {
      if (!clean(p)) {
        throw new IllegalArgumentException("an identity part may not hold a tab or a line break: '" + p + "'");
      }
    }
    if (parts.isEmpty()) {
      throw new IllegalArgumentException("an identity has at least one part");
    }
  }

  /** An identity from its parts. */
  public static UsageIdentity of(String family, String... parts) {
    return new UsageIdentity(family, List.of(parts));
  }

  /** An identity from the text of {@link #key()}. */
  public static UsageIdentity fromKey(String family, String key) {
    return new UsageIdentity(family, List.of(key.split("\t", -1)));
  }

  /** The parts joined by tabs: the identity's text in a store. */
  public String key() {
    return String.join("\t", parts);
  }

  /** The part at an index. */
  public String part(int index) {
    return parts.get(index);
  }

  /**
   * The non-empty parts joined by {@code /}, for messages; a part that is a path ({@code /geosciences/kim}, an
   * LSF share account) keeps its own leading {@code /}: {@code lsf:normal/geosciences/kim}.
   */
  public String describe() {
    StringBuilder b = new StringBuilder(family).append(':');
    boolean first = true;
    for (String p : parts) {
      if (!p.isEmpty()) {
        b.append(first || p.startsWith("/") ? "" : "/").append(p);
        first = false;
      }
    }
    return b.toString();
  }

  private static boolean clean(String s) {
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\t' || c == '\n' || c == '\r') {
        return false;
      }
    }
    return true;
  }
}
