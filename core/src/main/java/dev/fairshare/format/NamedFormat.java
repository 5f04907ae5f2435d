package dev.fairshare.format;

/**
 * A {@link ConfigFormat} whose name, description and whether it writes are fixed when it is made: the part
 * every format writes alike (docs/integrators.md, "Formats"). A subclass gives its probe, its reader and,
 * where it writes, its writer.
 */
public abstract class NamedFormat implements ConfigFormat {
  private final String name;
  private final String description;
  private final boolean writes;

  /**
   * A format registered as {@code name}, described by {@code description} (one line), that writes
   * ({@link #canWrite}) when {@code writes} is true.
   */
  protected NamedFormat(String name, String description, boolean writes) {
    this.name = name;
    this.description = description;
    this.writes = writes;
  }

  @Override
  public final String name() {
    return name;
  }

  @Override
  public final String description() {
    return description;
  }

  @Override
  public final boolean canWrite() {
    return writes;
  }
}
