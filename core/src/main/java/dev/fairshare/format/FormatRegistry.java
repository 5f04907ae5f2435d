package dev.fairshare.format;

import dev.fairshare.algorithm.UnknownNameException;
import jakarta.inject.Inject;
import dev.fairshare.io.InputFiles;
import dev.fairshare.io.Limits;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * The formats known to an injector, by name, and the resolution of {@code format:path} inputs: a named
 * format is used as is, a bare path is probed against every registered format. A bare path's file is read once
 * for every probe and, where it is small, for its format too ({@link #examine}, {@link FileReads}).
 */
public final class FormatRegistry {
  /** What a format name looks like ({@code family.name}): a prefix so shaped names a format, never a path. */
  private static final Pattern FORMAT_NAME = Pattern.compile("[a-z][a-z0-9-]*(\\.[a-z0-9-]+)+");

  private final Map<String, ConfigFormat> formats;
  /** Files up to this size are read whole and probed; larger ones by their head alone. */
  private final long whole;
  private final FileReads reads;

  @Inject
  public FormatRegistry(Map<String, ConfigFormat> formats) {
    this(formats, WHOLE, FileReads.FILES);
  }

  /** Registered formats whose inputs' files are read through {@code reads} (a test counts the readings). */
  public FormatRegistry(Map<String, ConfigFormat> formats, FileReads reads) {
    this(formats, WHOLE, reads);
  }

  /** Registered formats, files over {@code wholeBytes} probed by their head (tests use a small size). */
  FormatRegistry(Map<String, ConfigFormat> formats, long wholeBytes) {
    this(formats, wholeBytes, FileReads.FILES);
  }

  private FormatRegistry(Map<String, ConfigFormat> formats, long wholeBytes, FileReads reads) {
    this.formats = new TreeMap<>(formats);
    this.whole = wholeBytes;
    this.reads = reads;
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
   * An input as {@link #examine} found it: the text that named it, the format {@link #open} reads it with
   * ({@code null} where only a reading tells: a blank or unreadable file, a head that is not UTF-8, a probe that
   * fails), and the bytes of its file read to find it, from which {@link #open(Examined)} reads a small file.
   */
  public static final class Examined {
    private final String spec;
    private final ConfigFormat format;
    /** The bytes read: all of a small file's, a large file's head; {@code null} where none were read. */
    private final byte[] bytes;
    /** Whether {@code bytes} are the whole file. */
    private final boolean all;
    /** Whether the file is small enough to be read whole rather than by its format from its path. */
    private final boolean small;

    private Examined(String spec, ConfigFormat format, byte[] bytes, boolean all, boolean small) {
      this.spec = spec;
      this.format = format;
      this.bytes = bytes;
      this.all = all;
      this.small = small;
    }

    /** The text that named the input. */
    public String spec() {
      return spec;
    }

    /** The format the input is read with, or {@code null} where only a reading tells. */
    public ConfigFormat format() {
      return format;
    }
  }

  /**
   * Reads an input named {@code format:path} or a bare path. A prefix shaped like a format name
   * ({@code lsf.nonsense:FILE}) that names no registered format is an {@link UnknownNameException} listing
   * them (misuse), unless the whole text is an existing file's name. An empty (blank) file holds nothing
   * ({@link TreeDocument#nothing()}), named or not. A bare path is probed (a binary file by its first bytes, so that
   * a SQLite database or PBS's usage file is recognized by its magic); no match or a tie between the best
   * candidates is a {@link ConfigParseException} ({@code format.unknown}, {@code format.ambiguous}) that names
   * the candidates. A small file is read once, for its probes and its format.
   */
  public Input open(String spec) {
    refuseUnknownFormat(spec);
    return open(examine(spec, true));
  }

  /**
   * Reads an input {@link #examine} found, as {@link #open(String)} reads it, from the bytes read then where they
   * are the whole file (so a small file is read once in all).
   */
  public Input open(Examined examined) {
    String spec = examined.spec;
    int colon = spec.indexOf(':');
    if (colon > 0 && formats.containsKey(spec.substring(0, colon))) {
      ConfigFormat format = formats.get(spec.substring(0, colon));
      return new Input(spec, format, format.read(Path.of(spec.substring(colon + 1))));
    }
    refuseUnknownFormat(spec);
    Path path = Path.of(spec);
    byte[] bytes = examined.bytes;
    if (bytes != null) {
      ConfigFormat binary = binaryFormat(spec, Arrays.copyOf(bytes, Math.min(bytes.length, HEAD)));
      if (binary != null) {
        return new Input(spec, binary, binary.read(path));
      }
      String head = examined.small ? null : head(bytes);
      if (head != null) {
        ConfigFormat format = probe(spec, head);
        return new Input(spec, format, format.read(path));
      }
    }
    LineSource source = examined.all ? LineSource.of(path.toString(), InputFiles.text(path.toString(), bytes))
        : LineSource.read(path);
    if (source.text().isBlank()) {
      return new Input(spec, null, TreeDocument.nothing());
    }
    ConfigFormat format = probe(source);
    return new Input(spec, format, format.read(source));
  }

  /** A prefix shaped like a format name that names none, unless the whole text is an existing file's name. */
  private void refuseUnknownFormat(String spec) {
    int colon = spec.indexOf(':');
    if (colon > 0 && !formats.containsKey(spec.substring(0, colon))
        && FORMAT_NAME.matcher(spec.substring(0, colon)).matches() && !Files.exists(Path.of(spec))) {
      throw new UnknownNameException("format", spec.substring(0, colon), formats.keySet());
    }
  }

  /**
   * The format {@link #open} would read an input with, found by the probes of the file's head (a binary file's by
   * its first bytes, as {@link #open} probes it), read once; the named format without reading; {@code null} where
   * only a reading tells (a blank or unreadable file, a head that is not UTF-8, or a probe that fails: {@link #open}
   * then says why).
   */
  public ConfigFormat formatOf(String spec) {
    return examine(spec, false).format;
  }

  /**
   * The format {@link #open} would read an input with, as {@link #formatOf} finds it, and the bytes read to find it:
   * a small file's whole (up to 16 MiB and the input limit), read once, so that
   * {@link #open(Examined)} reads it from them, with the same messages, rather than open it again; a large file's
   * head. An input its family reads itself from its path is read there once more.
   */
  public Examined examine(String spec) {
    return examine(spec, true);
  }

  /** {@link #examine}; a small file's whole only when {@code wholeIfSmall}, else its head. */
  private Examined examine(String spec, boolean wholeIfSmall) {
    int colon = spec.indexOf(':');
    if (colon > 0 && formats.containsKey(spec.substring(0, colon))) {
      return new Examined(spec, formats.get(spec.substring(0, colon)), null, false, false);
    }
    Path path = Path.of(spec);
    if (!Files.isRegularFile(path)) {
      return new Examined(spec, null, null, false, false);
    }
    long size;
    try {
      size = Files.size(path);
    } catch (IOException e) {
      return new Examined(spec, null, null, false, false);
    }
    boolean small = size <= whole;
    boolean all = wholeIfSmall && small && size <= Limits.inputBytes();
    byte[] bytes;
    try {
      bytes = all ? reads.all(path) : reads.head(path, HEAD + 3);
    } catch (ConfigParseException e) {
      // gone or changed since: the reading says why
      return new Examined(spec, null, null, false, false);
    }
    ConfigFormat format;
    try {
      format = binaryFormat(spec, Arrays.copyOf(bytes, Math.min(bytes.length, HEAD)));
      if (format == null) {
        String head = head(bytes);
        format = head == null ? null : probe(spec, head);
      }
    } catch (ConfigParseException e) {
      format = null;
    }
    return new Examined(spec, format, bytes, all && bytes.length == size, small);
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
   * The first {@value #HEAD} characters of a file whose first bytes (at least {@value #HEAD} + 3 where it has them)
   * are {@code bytes}, or {@code null} where they are blank or not UTF-8.
   */
  private static String head(byte[] bytes) {
    int end = Math.min(bytes.length, HEAD + 3);
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
   * The format of a binary file whose first {@value #HEAD} bytes are {@code bytes} (one with a NUL byte among
   * them, which no text format holds: a SQLite database, PBS's usage file) whose probe recognizes its start, read
   * as ISO-8859-1 so that an ASCII magic survives; {@code null} for a text file, or a binary one that no probe
   * claims (then reported as not UTF-8, as before).
   */
  private ConfigFormat binaryFormat(String name, byte[] bytes) {
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
