package dev.fairshare.slurm.sshare;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The fields of {@code sshare -o} ({@code --format}), read as {@code process} of Slurm's {@code src/sshare/process.c}
 * reads them in 15.08 to 25.11 (docs/algorithms/slurm.md §8.6): every {@code -o} value is joined with a comma after
 * it, split on commas by {@code slurm_addto_char_list} ({@link SlurmCharList}: empty items skipped, a repeated item
 * moved to its last place, lower-cased, brackets a host list; from 25.05 each item is trimmed of white space), each
 * item cut at its first {@code %} whose rest is read by {@code atoi} as the width (0 keeps the default; a negative
 * width left-aligns), and the rest
 * matched case-insensitively as a prefix of the names of {@link #FIELDS}, in that order, the first that matches
 * winning (an empty name is Account). The width is set on the field itself, so a field named twice prints at
 * the last width given to it in both places.
 */
public final class SshareFieldList {
  /** sshare's {@code fields[]} table, in its order (the order prefixes are matched in and {@code -e} lists). */
  public static final List<SshareColumn> FIELDS = List.of(SshareColumn.ACCOUNT, SshareColumn.CLUSTER,
      SshareColumn.EFFECTV_USAGE, SshareColumn.FAIR_SHARE, SshareColumn.GRP_TRES_MINS, SshareColumn.GRP_TRES_RAW,
      SshareColumn.ID, SshareColumn.LEVEL_FS, SshareColumn.NORM_SHARES, SshareColumn.NORM_USAGE,
      SshareColumn.PARTITION, SshareColumn.RAW_SHARES, SshareColumn.RAW_USAGE, SshareColumn.TRES_RUN_MINS,
      SshareColumn.USER);

  /** The largest width taken; a wider one is refused rather than printed as millions of spaces. */
  public static final int MAX_WIDTH = 4096;

  private SshareFieldList() {}

  /**
   * What {@code sshare -e} prints ({@code _help_format_msg} of {@code src/sshare/sshare.c}): the names of
   * {@link #FIELDS}, each {@code %-17s}, four a line separated by one space, and a newline at the end.
   */
  public static String helpFormat() {
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < FIELDS.size(); i++) {
      if ((i & 3) != 0) {
        out.append(' ');
      } else if (i != 0) {
        out.append('\n');
      }
      String name = FIELDS.get(i).header();
      out.append(name).append(" ".repeat(Math.max(0, 17 - name.length())));
    }
    return out.append('\n').toString();
  }

  /** A width above {@link #MAX_WIDTH}, which fairshare refuses rather than print (sshare would print it). */
  public static final class TooWideException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    TooWideException(String message) {
      super(message);
    }
  }

  /** A field name that matches none of {@link #FIELDS}: sshare's error, after which it exits 1. */
  public static final class InvalidFieldException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final String field;

    InvalidFieldException(String message, String field) {
      super(message);
      this.field = field;
    }

    /** The field as sshare names it in its error (cut at {@code %}, lower-cased). */
    public String field() {
      return field;
    }
  }

  /**
   * The fields of these {@code -o} values, in order.
   *
   * @param values each {@code -o} given, in order
   * @param version the release, whose {@link SlurmCharList} splits the list
   * @throws InvalidFieldException for an item that names no field ({@code Invalid field requested: "x"})
   * @throws TooWideException for a width above {@link #MAX_WIDTH}
   * @throws IllegalArgumentException for a host list Slurm cannot expand ({@link SlurmCharList#add})
   */
  public static List<SshareField> parse(List<String> values, SlurmVersion version) {
    StringBuilder joined = new StringBuilder();
    for (String value : values) {
      joined.append(value).append(',');
    }
    List<String> items = new ArrayList<>();
    SlurmCharList.add(items, joined.toString(), version);
    List<SshareColumn> columns = new ArrayList<>();
    Map<SshareColumn, Integer> widths = new EnumMap<>(SshareColumn.class);
    for (String item : items) {
      String object = item;
      int width = 0;
      int percent = item.indexOf('%');
      if (percent >= 0) {
        object = item.substring(0, percent);
        width = atoi(item.substring(percent + 1), object);
      }
      SshareColumn found = null;
      for (SshareColumn c : FIELDS) {
        if (prefixIgnoringAsciiCase(object, c.header())) {
          found = c;
          break;
        }
      }
      if (found == null) {
        throw new InvalidFieldException("Invalid field requested: \"" + object + "\"", object);
      }
      if (width != 0) {
        widths.put(found, width);
      }
      columns.add(found);
    }
    List<SshareField> fields = new ArrayList<>(columns.size());
    for (SshareColumn c : columns) {
      fields.add(new SshareField(c, widths.getOrDefault(c, c.width())));
    }
    return fields;
  }

  /** {@code strncasecmp(name, object, strlen(object)) == 0}: ASCII letters compared without case. */
  private static boolean prefixIgnoringAsciiCase(String object, String name) {
    if (object.length() > name.length()) {
      return false;
    }
    for (int k = 0; k < object.length(); k++) {
      if (lower(object.charAt(k)) != lower(name.charAt(k))) {
        return false;
      }
    }
    return true;
  }

  private static char lower(char c) {
    return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
  }

  /** C's {@code atoi}: white space, a sign, digits; anything else ends it. */
  private static int atoi(String text, String object) {
    int i = 0;
    while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    boolean negative = false;
    if (i < text.length() && (text.charAt(i) == '-' || text.charAt(i) == '+')) {
      negative = text.charAt(i) == '-';
      i++;
    }
    long value = 0;
    for (; i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9'; i++) {
      value = value * 10 + (text.charAt(i) - '0');
      if (value > MAX_WIDTH) {
        throw new TooWideException("field \"" + object + "\": width " + text + " is wider than " + MAX_WIDTH);
      }
    }
    return (int) (negative ? -value : value);
  }
}
