package dev.fairshare.lsf.syntax;

import dev.fairshare.format.SourceLocation;
import java.util.List;

/**
 * A {@code Begin NAME} … {@code End NAME} block of an LSF configuration file (docs/algorithms/lsf.md §9.1).
 *
 * @param name the section name as written ({@code UserGroup}, {@code Queue}, …)
 * @param beginLine the physical line of {@code Begin}
 * @param endLine the physical line of {@code End}
 * @param body the logical lines between them, blank ones included
 * @param begin where {@code Begin} is
 */
public record LsfSection(String name, int beginLine, int endLine, List<LogicalLine> body,
    SourceLocation begin) {

  /** Whether the section is named {@code name}, ignoring case as LSF does. */
  public boolean is(String sectionName) {
    return name.equalsIgnoreCase(sectionName);
  }
}
