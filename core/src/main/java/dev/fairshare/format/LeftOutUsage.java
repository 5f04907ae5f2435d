package dev.fairshare.format;

import java.util.List;
import java.util.Objects;

/**
 * A setting of a usage input: usage the input holds that its document's tree leaves out, because no node of that
 * tree could hold it (PBS's usage file read alone: a record with an empty name, where {@code ''} is the flat
 * tree's root path). A command that carries the input's usage onto another tree reports each entry as usage that
 * matches no user of it ({@code convert.usage-unmatched}), as it reports a name the tree lacks, so
 * {@code convert} lists it as a loss and {@code --strict} fails.
 *
 * @param entries the usage left out, in the input's order
 */
public record LeftOutUsage(List<Entry> entries) {

  public LeftOutUsage {
    entries = List.copyOf(entries);
  }

  /**
   * Usage the tree leaves out.
   *
   * @param name the name the input gives it (possibly empty)
   * @param usage its usage, in the input's unit
   * @param at the input
   * @param where where in the input, for the message (such as {@code the record at byte 96})
   */
  public record Entry(String name, double usage, SourceLocation at, String where) {

    public Entry {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(at, "at");
      Objects.requireNonNull(where, "where");
    }
  }
}
