package dev.fairshare.lsf.syntax;

import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The {@code KEY = value} lines of a section such as {@code Parameters}, {@code Queue} or
 * {@code HostPartition}, in file order; keys are compared in upper case.
 */
public final class KeyValues {

  /** One {@code KEY = value} line; {@code valueOffset} is where the value starts in the logical line. */
  public record Entry(String key, String value, LogicalLine line, int valueOffset) {
    /** The location of a character of the value. */
    public SourceLocation valueAt(int offsetInValue) {
      return line.at(valueOffset + offsetInValue);
    }
  }

  private final List<Entry> entries;
  private final Map<String, Entry> byKey;

  private KeyValues(List<Entry> entries) {
    this.entries = List.copyOf(entries);
    this.byKey = new LinkedHashMap<>();
    for (Entry e : entries) {
      byKey.put(e.key(), e);
    }
  }

  /** Reads a section's lines; a line without {@code =} is {@code lsf.section.bad-line}. */
  public static KeyValues of(LsfSection section, ProblemCollector problems) {
    List<Entry> entries = new ArrayList<>();
    for (LogicalLine line : section.body()) {
      if (line.isBlank()) {
        continue;
      }
      String text = line.text();
      int eq = text.indexOf('=');
      if (eq < 0) {
        int at = text.length() - text.stripLeading().length();
        problems.error(line.at(at), "lsf.section.bad-line",
            "expected KEY = value in section " + section.name() + ", found '" + text.strip() + "'",
            "write the parameter as NAME = value");
        continue;
      }
      String key = text.substring(0, eq).strip().toUpperCase(Locale.ROOT);
      int start = eq + 1;
      while (start < text.length() && Character.isWhitespace(text.charAt(start))) {
        start++;
      }
      entries.add(new Entry(key, text.substring(start).strip(), line, start));
    }
    return new KeyValues(entries);
  }

  /** Every entry in file order. */
  public List<Entry> entries() {
    return entries;
  }

  /** The last entry of a key (upper case), or {@code null}. */
  public Entry entry(String key) {
    return byKey.get(key);
  }

  /** The value of a key, or {@code null}. */
  public String value(String key) {
    Entry e = byKey.get(key);
    return e == null ? null : e.value();
  }

  /** Every key's value, in file order (the last of repeated keys). */
  public Map<String, String> asMap() {
    Map<String, String> out = new LinkedHashMap<>();
    byKey.forEach((k, e) -> out.put(k, e.value()));
    return out;
  }
}
