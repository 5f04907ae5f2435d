package dev.fairshare.io;

import java.nio.file.Path;
import java.util.List;

/**
 * A {@link FileTransaction} that may not replace files found some of its targets in place: nothing was
 * written. Commands report it as misuse of their output options (give another place, or {@code --force}).
 */
public final class ExistingFilesException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient List<Path> existing;

  public ExistingFilesException(List<Path> existing) {
    super("would overwrite " + String.join(", ", existing.stream().map(Path::toString).toList())
        + "; nothing written");
    this.existing = List.copyOf(existing);
  }

  /** The targets that exist, in the order they were planned. */
  public List<Path> existing() {
    return existing;
  }
}
