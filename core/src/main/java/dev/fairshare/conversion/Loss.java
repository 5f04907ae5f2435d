package dev.fairshare.conversion;

import dev.fairshare.format.SourceLocation;
import java.util.Objects;

/**
 * One construct of the source configuration that has no exact equivalent on the target, what the
 * conversion did with it, and where it came from (docs/migration.md lists every construct).
 *
 * @param construct a stable name of the construct, such as {@code lsf.others} or {@code slurm.fairshare-parent}
 * @param action what was done with it
 * @param location where it was defined (file:line), or the input's name when the line is not known
 * @param detail one sentence: which node, and what it became
 */
public record Loss(String construct, LossAction action, SourceLocation location, String detail) {

  public Loss {
    Objects.requireNonNull(construct, "construct");
    Objects.requireNonNull(action, "action");
    Objects.requireNonNull(location, "location");
    Objects.requireNonNull(detail, "detail");
  }

  /** The one-line form {@code file:line: construct: action: detail}. */
  public String render() {
    return location + ": " + construct + ": " + action.label() + ": " + detail;
  }
}
