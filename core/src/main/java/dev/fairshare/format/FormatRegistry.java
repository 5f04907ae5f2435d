package dev.fairshare.format;

import dev.fairshare.algorithm.UnknownNameException;
import jakarta.inject.Inject;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The formats known to an injector, by name, and the resolution of {@code format:path} inputs: a named
 * format is used as is, a bare path is probed against every registered format.
 */
public final class FormatRegistry {
  private final Map<String, ConfigFormat> formats;

  @Inject
  public FormatRegistry(Map<String, ConfigFormat> formats) {
    this.formats = new TreeMap<>(formats);
  }

  /** Every registered name, sorted. */
  public List<String> names() {
    return List.copyOf(formats.keySet());
  }

  /** The format of that name; an unknown name lists the valid ones. */
  public ConfigFormat get(String name) {
    ConfigFormat format = formats.get(name);
    if (format == null) {
      throw new UnknownNameException("format", name, formats.keySet());
    }
    return format;
  }

  /**
   * Reads an input named {@code format:path} or a bare path. A bare path is probed; no match or a tie
   * between the best candidates is a {@link ConfigParseException} ({@code format.unknown},
   * {@code format.ambiguous}) that names the candidates.
   */
  public TreeDocument read(String spec) {
    int colon = spec.indexOf(':');
    if (colon > 0 && formats.containsKey(spec.substring(0, colon))) {
      return formats.get(spec.substring(0, colon)).read(Path.of(spec.substring(colon + 1)));
    }
    LineSource source = LineSource.read(Path.of(spec));
    return probe(source).read(source);
  }

  /** The best format for a source, by probe. */
  public ConfigFormat probe(LineSource source) {
    String text = source.text();
    String head = text.substring(0, Math.min(text.length(), 4096));
    MatchStrength best = MatchStrength.NO_MATCH;
    List<ConfigFormat> candidates = new ArrayList<>();
    for (ConfigFormat f : formats.values()) {
      if (!f.canRead()) {
        continue;
      }
      MatchStrength s = f.probe(head);
      if (s.compareTo(best) > 0) {
        best = s;
        candidates.clear();
      }
      if (s == best && s != MatchStrength.NO_MATCH) {
        candidates.add(f);
      }
    }
    if (candidates.isEmpty()) {
      throw ConfigParseException.of(Problem.error(SourceLocation.of(source.name()), "format.unknown",
          "no registered format recognizes this input",
          "name the format as FORMAT:PATH; formats: " + String.join(", ", formats.keySet())));
    }
    if (candidates.size() > 1) {
      throw ConfigParseException.of(Problem.error(SourceLocation.of(source.name()), "format.ambiguous",
          "the input could be any of: " + candidates.stream().map(ConfigFormat::name).toList(),
          "name the format as FORMAT:PATH"));
    }
    return candidates.get(0);
  }
}
