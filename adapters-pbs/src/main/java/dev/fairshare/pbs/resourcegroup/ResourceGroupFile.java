package dev.fairshare.pbs.resourcegroup;

import dev.fairshare.format.Problem;
import java.util.List;

/**
 * What PBS makes of a {@code resource_group} file (docs/algorithms/pbs.md §2): the lines it keeps, in file order
 * ({@link ResourceGroupTable}), the messages it prints on stderr (exactly, in order; none when they were
 * printed as the file was read), and our positioned problems: an error for every line PBS drops, a warning
 * for what PBS accepts but is almost surely a mistake.
 */
public record ResourceGroupFile(String source, ResourceGroupTable table, List<String> pbsMessages,
    List<Problem> problems) {

  public ResourceGroupFile {
    pbsMessages = List.copyOf(pbsMessages);
    problems = List.copyOf(problems);
  }

  /** The kept lines as entries, in file order. */
  public List<ResourceGroupEntry> entries() {
    return table.entries();
  }

  /** Whether PBS dropped any line. */
  public boolean hasErrors() {
    return problems.stream().anyMatch(Problem::isError);
  }
}
