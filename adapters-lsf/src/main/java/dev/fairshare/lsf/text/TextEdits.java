package dev.fairshare.lsf.text;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Edits of a text by physical line, applied at once: replace a range of lines, or insert lines before one.
 * Lines not edited are kept byte for byte, so that a writer changes only what changed; the text's line
 * separator ({@code \n} or {@code \r\n}) is kept.
 */
public final class TextEdits {
  private final List<String> lines;
  private final boolean trailingNewline;
  private final String newline;
  private final TreeMap<Integer, Edit> edits = new TreeMap<>();

  private record Edit(int last, String replacement, List<String> insertBefore) {}

  /** Edits over an original text. */
  public TextEdits(String original) {
    this.lines = new ArrayList<>(List.of(original.split("\r?\n", -1)));
    this.trailingNewline = original.endsWith("\n");
    this.newline = original.contains("\r\n") ? "\r\n" : "\n";
    if (trailingNewline) {
      lines.remove(lines.size() - 1);
    }
  }

  /** Replaces physical lines {@code first..last} (1-based, inclusive) by {@code text} (null deletes). */
  public TextEdits replace(int first, int last, String text) {
    Edit old = edits.get(first);
    edits.put(first, new Edit(last, text, old == null ? new ArrayList<>() : old.insertBefore()));
    return this;
  }

  /** Inserts a line before physical line {@code line} (1-based; size + 1 appends). */
  public TextEdits insertBefore(int line, String text) {
    Edit old = edits.get(line);
    if (old == null) {
      old = new Edit(-1, null, new ArrayList<>());
      edits.put(line, old);
    }
    old.insertBefore().add(text);
    return this;
  }

  /** The edited text. */
  public String apply() {
    StringBuilder out = new StringBuilder();
    int n = lines.size();
    int i = 1;
    while (i <= n + 1) {
      Edit e = edits.get(i);
      if (e != null) {
        e.insertBefore().forEach(t -> out.append(t).append(newline));
        if (e.last() >= i) {
          if (e.replacement() != null) {
            out.append(e.replacement()).append(newline);
          }
          i = e.last() + 1;
          continue;
        }
      }
      if (i <= n) {
        out.append(lines.get(i - 1)).append(newline);
      }
      i++;
    }
    if (!trailingNewline && out.length() > 0 && !edits.containsKey(n + 1)) {
      out.setLength(out.length() - newline.length());
    }
    return out.toString();
  }
}
