package dev.fairshare.lsf.text;

import dev.fairshare.lsf.syntax.KeyValues;
import dev.fairshare.lsf.syntax.LogicalLine;
import dev.fairshare.lsf.syntax.LsfSection;
import java.util.Map;

/**
 * Writes new values into a {@code KEY = value} section through {@link TextEdits}: a changed value rewrites its
 * line (keeping the key as written and its indentation), a new key is added before {@code End}, and lines
 * whose value did not change are not touched.
 */
public final class SectionValues {
  private SectionValues() {}

  /** Applies {@code desired} (upper-case keys to values) to one section. */
  public static void update(TextEdits edits, LsfSection section, KeyValues current, Map<String, String> desired) {
    for (Map.Entry<String, String> d : desired.entrySet()) {
      KeyValues.Entry e = current.entry(d.getKey());
      if (e == null) {
        edits.insertBefore(section.endLine(), d.getKey() + " = " + d.getValue());
      } else if (!e.value().equals(d.getValue())) {
        LogicalLine line = e.line();
        String text = line.text();
        int eq = text.indexOf('=');
        edits.replace(line.firstLine(), line.lastLine(), text.substring(0, eq).stripTrailing() + " = "
            + d.getValue());
      }
    }
  }
}
