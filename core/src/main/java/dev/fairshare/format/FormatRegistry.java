package dev.fairshare.format;

import dev.fairshare.algorithm.UnknownNameException;
import jakarta.inject.Inject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * The formats known to an injector, by name, and the resolution of {@code format:path} inputs: a named
 * format is used as is, a bare path is probed against every registered format.
 */
public final class FormatRegistry {
  /** What a format name looks like ({@code family.name}): a prefix so shaped names a format, never a path. */
  private static final Pattern FORMAT_NAME = Pattern.compile("[a-z][a-z0-9-]*(\\.[a-z0-9-]+)+");

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
   * One input read: the text that named it, the format that read it ({@code null} for an empty file, which
   * holds nothing in any format) and what it holds.
   */
  public record Input(String spec, ConfigFormat format, TreeDocument document) {}

  /**
   * Reads an input named {@code format:path} or a bare path. A prefix shaped like a format name
   * ({@code lsf.nonsense:FILE}) that names no registered format is an {@link UnknownNameException} listing
   * them (misuse), unless the whole text is an existing file's name. An empty (blank) file holds nothing
   * ({@link TreeDocument#nothing()}), named or not. A bare path is probed; no match or a tie between the best
   * candidates is a {@link ConfigParseException} ({@code format.unknown}, {@code format.ambiguous}) that names
   * the candidates.
   */
  public Input open(String spec) {
    int colon = spec.indexOf(':');
    if (colon > 0 && formats.containsKey(spec.substring(0, colon))) {
      ConfigFormat format = formats.get(spec.substring(0, colon));
      return new Input(spec, format, format.read(Path.of(spec.substring(colon + 1))));
    }
    if (colon > 0 && FORMAT_NAME.matcher(spec.substring(0, colon)).matches() && !Files.exists(Path.of(spec))) {
      throw new UnknownNameException("format", spec.substring(0, colon), formats.keySet());
    }
    LineSource source = LineSource.read(Path.of(spec));
    if (source.text().isBlank()) {
      return new Input(spec, null, TreeDocument.nothing());
    }
    ConfigFormat format = probe(source);
    return new Input(spec, format, format.read(source));
  }

  /** What {@link #open} holds: the document of an input named {@code format:path} or a bare path. */
  public TreeDocument read(String spec) {
    return open(spec).document();
  }

  /** The file an input names: {@code spec} without a {@code format:} prefix. */
  public static String pathOf(String spec) {
    int colon = spec.indexOf(':');
    return colon > 0 && FORMAT_NAME.matcher(spec.substring(0, colon)).matches() && !Files.exists(Path.of(spec))
        ? spec.substring(colon + 1) : spec;
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
