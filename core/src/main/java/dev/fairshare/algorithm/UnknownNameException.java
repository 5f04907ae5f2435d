package dev.fairshare.algorithm;

import java.util.Collection;
import java.util.List;

/** A name that no registry knows, with the names it does know. */
public final class UnknownNameException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final transient List<String> known;

  public UnknownNameException(String what, String name, Collection<String> known) {
    super("unknown " + what + " '" + name + "'; known: " + String.join(", ", known));
    this.known = List.copyOf(known);
  }

  /** The valid names. */
  public List<String> known() {
    return known;
  }
}
