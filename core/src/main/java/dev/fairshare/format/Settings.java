package dev.fairshare.format;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The scheduler settings an input carries, typed: one record per kind of setting (a {@code slurm.conf}'s
 * priority parameters, a {@code sched_config}'s fair-share keys, an LSF file's text kept for the writer),
 * looked up by its class. Immutable; at most one value of each class.
 *
 * <pre>{@code
 * Optional<SlurmPriorityConfig> conf = document.settings().get(SlurmPriorityConfig.class);
 * }</pre>
 */
public final class Settings {
  private static final Settings NONE = new Settings(Map.of());
  private final Map<Class<?>, Object> values;

  private Settings(Map<Class<?>, Object> values) {
    this.values = values;
  }

  /** No settings. */
  public static Settings none() {
    return NONE;
  }

  /** Settings holding these values (a later value of the same class wins). */
  public static Settings of(Object... values) {
    Settings s = NONE;
    for (Object v : values) {
      s = s.with(v);
    }
    return s;
  }

  /** The value of a class, if there is one. */
  public <T> Optional<T> get(Class<T> type) {
    return Optional.ofNullable(type.cast(values.get(type)));
  }

  /** These settings with a value added, replacing any of its class. */
  public Settings with(Object value) {
    Map<Class<?>, Object> copy = new LinkedHashMap<>(values);
    copy.remove(value.getClass());
    copy.put(value.getClass(), value);
    return new Settings(java.util.Collections.unmodifiableMap(copy));
  }

  /** These settings with every value of {@code later} added, later values winning. */
  public Settings merge(Settings later) {
    Settings s = this;
    for (Object v : later.values.values()) {
      s = s.with(v);
    }
    return s;
  }

  /** Every value, in the order added. */
  public Collection<Object> all() {
    return values.values();
  }

  /** Whether there are none. */
  public boolean isEmpty() {
    return values.isEmpty();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Settings s && s.values.equals(values);
  }

  @Override
  public int hashCode() {
    return values.hashCode();
  }

  @Override
  public String toString() {
    return "Settings" + values.values();
  }
}
