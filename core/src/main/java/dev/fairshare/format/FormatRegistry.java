package dev.fairshare.format;

import dev.fairshare.algorithm.UnknownNameException;
import jakarta.inject.Inject;
import dev.fairshare.io.InputFiles;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
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
  /** Files up to this size are read whole and probed; larger ones by their head alone. */
  private final long whole;

  @Inject
  public FormatRegistry(Map<String, ConfigFormat> formats) {
    this(formats, WHOLE);
  }

  /** Registered formats, files over {@code wholeBytes} probed by their head (tests use a small size). */
  FormatRegistry(Map<String, ConfigFormat> formats, long wholeBytes) {
    this.formats = new TreeMap<>(formats);
    this.whole = wholeBytes;
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
   * ({@link TreeDocument#nothing()}), named or not. A bare path is probed (a binary file by its first bytes, so that
   * a SQLite database or PBS's usage file is recognized by its magic); no match or a tie between the best
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
    Path path = Path.of(spec);
    ConfigFormat binary = binaryFormat(spec, path);
    if (binary != null) {
      return new Input(spec, binary, binary.read(path));
    }
    String head = largeFileHead(path);
    if (head != null) {
      ConfigFormat format = probe(spec, head);
      return new Input(spec, format, format.read(path));
    }
    LineSource source = LineSource.read(path);
    if (source.text().isBlank()) {
      return new Input(spec, null, TreeDocument.nothing());
    }
    ConfigFormat format = probe(source);
    return new Input(spec, format, format.read(source));
  }

  /**
   * The format {@link #open} would read an input with, found without reading the input: the named format,
   * else the probe of the file's head (a binary file's by its first bytes, as {@link #open} probes it);
   * {@code null} where only a reading tells (a blank or unreadable file, a head that is not UTF-8, or a probe
   * that fails: {@link #open} then says why).
   */
  public ConfigFormat formatOf(String spec) {
    int colon = spec.indexOf(':');
    if (colon > 0 && formats.containsKey(spec.substring(0, colon))) {
      return formats.get(spec.substring(0, colon));
    }
    Path path = Path.of(spec);
    if (!Files.isRegularFile(path)) {
      return null;
    }
    try {
      ConfigFormat binary = binaryFormat(spec, path);
      if (binary != null) {
        return binary;
      }
      String head = head(path);
      return head == null ? null : probe(spec, head);
    } catch (ConfigParseException e) {
      return null;
    }
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

  /**
   * The first {@value #HEAD} characters of a file larger than {@value #WHOLE} bytes, to probe without
   * reading it whole (the format then reads the file itself, streamed where it can); {@code null} for a
   * smaller file, or one whose head is blank or not UTF-8 (read whole, for the same messages as before).
   */
  private String largeFileHead(Path path) {
    if (!Files.isRegularFile(path) || InputFiles.size(path) <= whole) {
      return null;
    }
    return head(path);
  }

  /** The first {@value #HEAD} characters of a file, or {@code null} where they are blank or not UTF-8. */
  private static String head(Path path) {
    byte[] bytes = InputFiles.head(path, HEAD + 3);
    int end = bytes.length;
    int back = 0;
    while (back < 3 && end - back > 0 && (bytes[end - back - 1] & 0xc0) == 0x80) {
      back++;
    }
    if (back < 3 && end - back > 0 && (bytes[end - back - 1] & 0xc0) == 0xc0) {
      end -= back + 1;
    }
    String head;
    try {
      head = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes, 0, end)).toString();
    } catch (CharacterCodingException e) {
      return null;
    }
    head = ByteOrderMark.strip(head);
    head = head.substring(0, Math.min(head.length(), HEAD));
    return head.isBlank() ? null : head;
  }

  /**
   * The format of a binary file (one with a NUL byte among its first {@value #HEAD} bytes, which no text format
   * holds: a SQLite database, PBS's usage file) whose probe recognizes its start, read as ISO-8859-1 so that an
   * ASCII magic survives; {@code null} for a text file, or a binary one that no probe claims (then reported as
   * not UTF-8, as before).
   */
  private ConfigFormat binaryFormat(String name, Path path) {
    if (!Files.isRegularFile(path)) {
      return null;
    }
    byte[] bytes = InputFiles.head(path, HEAD);
    boolean nul = false;
    for (byte b : bytes) {
      if (b == 0) {
        nul = true;
        break;
      }
    }
    if (!nul) {
      return null;
    }
    String head = new String(bytes, StandardCharsets.ISO_8859_1);
    for (ConfigFormat f : formats.values()) {
      if (f.canRead() && f.probe(head) != MatchStrength.NO_MATCH) {
        return probe(name, head);
      }
    }
    return null;
  }

  /** The characters of an input a probe sees. */
  private static final int HEAD = 4096;
  /** Files up to this size are read whole and probed by default; larger ones by their head alone. */
  private static final long WHOLE = 16L << 20;

  /** The best format for a source, by probe. */
  public ConfigFormat probe(LineSource source) {
    String text = source.text();
    return probe(source.name(), text.substring(0, Math.min(text.length(), HEAD)));
  }

  /** The best format for the input named {@code name} that starts with {@code head}, by probe. */
  private ConfigFormat probe(String name, String head) {
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
      throw ConfigParseException.of(Problem.error(SourceLocation.of(name), "format.unknown",
          "no registered format recognizes this input",
          "name the format as FORMAT:PATH; formats: " + String.join(", ", formats.keySet()) + ". An accounting"
              + " log (sacct -P output, LSF's lsb.acct, flux's jobs table) goes into a usage ledger: `fairshare"
              + " usage ingest --ledger L FORMAT:FILE`, then --ledger L to compute or convert"));
    }
    if (candidates.size() > 1) {
      throw ConfigParseException.of(Problem.error(SourceLocation.of(name), "format.ambiguous",
          "the input could be any of: " + candidates.stream().map(ConfigFormat::name).toList(),
          "name the format as FORMAT:PATH"));
    }
    return candidates.get(0);
  }
}
