package dev.fairshare.family;

import dev.fairshare.algorithm.UnknownNameException;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The scheduler families known to an injector, by name, and the family a registered format or algorithm
 * belongs to (the part of its name before the first dot).
 */
public final class FamilyRegistry {
  /** The prefix of the neutral formats ({@code fairshare.tsv}), which belong to no family. */
  public static final String NEUTRAL = "fairshare";

  private final Map<String, SchedulerFamily> families;

  @Inject
  public FamilyRegistry(Map<String, SchedulerFamily> families) {
    this.families = new TreeMap<>(families);
  }

  /** Every family name, sorted. */
  public List<String> names() {
    return List.copyOf(families.keySet());
  }

  /** Every family, sorted by name. */
  public List<SchedulerFamily> all() {
    return List.copyOf(families.values());
  }

  /** The family of that name; an unknown name lists the known ones. */
  public SchedulerFamily get(String name) {
    SchedulerFamily family = families.get(name);
    if (family == null) {
      throw new UnknownNameException("scheduler family", name, families.keySet());
    }
    return family;
  }

  /** The family of a registered format or algorithm name; empty for a neutral or unknown prefix. */
  public Optional<SchedulerFamily> ofName(String registeredName) {
    int dot = registeredName.indexOf('.');
    return Optional.ofNullable(families.get(dot < 0 ? registeredName : registeredName.substring(0, dot)));
  }
}
