package dev.fairshare.lsf.events;

/**
 * A cursor over the fields of one {@code lsb.events} record, in place in the file's text: fields separated
 * by spaces, strings in double quotes with an embedded quote doubled (the open LSF-compatible library's
 * {@code addQStr}/{@code stripQStr}, {@code lsb.log.c}). Numbers are read without making strings. A field
 * that is missing or of the wrong kind throws {@link BadField} with its column.
 */
final class EventFields {
  /** A field that is missing or not what the record grammar wants there. */
  static final class BadField extends Exception {
    final int column;

    BadField(int column, String message) {
      super(message, null, false, false);
      this.column = column;
    }
  }

  private final String text;
  private int lineStart;
  private int end;
  private int pos;

  EventFields(String text) {
    this.text = text;
  }

  /** Points the cursor at the line {@code [start, end)}. */
  void reset(int start, int lineEnd) {
    this.lineStart = start;
    this.end = lineEnd;
    this.pos = start;
  }

  /** The 1-based column of the cursor. */
  int column() {
    return pos - lineStart + 1;
  }

  private void skipSpaces() {
    while (pos < end && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) {
      pos++;
    }
  }

  /** Whether a field follows. */
  boolean hasMore() {
    skipSpaces();
    return pos < end;
  }

  /** The next field, which must be a quoted string, unquoted. */
  String string() throws BadField {
    skipSpaces();
    if (pos >= end || text.charAt(pos) != '"') {
      throw new BadField(column(), pos >= end ? "the record ends early" : "a quoted string was expected");
    }
    int start = ++pos;
    StringBuilder doubled = null;
    while (pos < end) {
      char c = text.charAt(pos);
      if (c == '"') {
        if (pos + 1 < end && text.charAt(pos + 1) == '"') {
          if (doubled == null) {
            doubled = new StringBuilder();
          }
          doubled.append(text, start, pos + 1);
          pos += 2;
          start = pos;
          continue;
        }
        String value = doubled == null ? text.substring(start, pos)
            : doubled.append(text, start, pos).toString();
        pos++;
        return value;
      }
      pos++;
    }
    throw new BadField(start - lineStart, "a quote is not closed");
  }

  /** Skips the next field, quoted or not. */
  void skip() throws BadField {
    skipSpaces();
    if (pos >= end) {
      throw new BadField(column(), "the record ends early");
    }
    if (text.charAt(pos) == '"') {
      string();
      return;
    }
    while (pos < end && text.charAt(pos) != ' ' && text.charAt(pos) != '\t') {
      pos++;
    }
  }

  /** Skips {@code count} fields. */
  void skip(int count) throws BadField {
    for (int k = 0; k < count; k++) {
      skip();
    }
  }

  /** Whether the next field is the quoted string {@code word} (the cursor does not move). */
  boolean nextIs(String word) {
    skipSpaces();
    int n = word.length();
    if (pos + n + 2 > end || text.charAt(pos) != '"' || text.charAt(pos + n + 1) != '"') {
      return false;
    }
    return text.regionMatches(pos + 1, word, 0, n);
  }

  /** The next field as a whole number (an optional minus sign and digits). */
  long integer() throws BadField {
    skipSpaces();
    int start = pos;
    boolean negative = pos < end && text.charAt(pos) == '-';
    if (negative) {
      pos++;
    }
    long v = 0;
    int digits = 0;
    while (pos < end) {
      char c = text.charAt(pos);
      if (c < '0' || c > '9') {
        break;
      }
      v = v * 10 + (c - '0');
      pos++;
      digits++;
    }
    if (digits == 0 || digits > 18 || (pos < end && text.charAt(pos) != ' ' && text.charAt(pos) != '\t')) {
      int col = start - lineStart + 1;
      pos = start;
      throw new BadField(col, start >= end ? "the record ends early" : "a whole number was expected");
    }
    return negative ? -v : v;
  }

  /** The next field as a decimal number. */
  double number() throws BadField {
    skipSpaces();
    int start = pos;
    while (pos < end && text.charAt(pos) != ' ' && text.charAt(pos) != '\t') {
      pos++;
    }
    if (start == pos) {
      throw new BadField(start - lineStart + 1, "the record ends early");
    }
    try {
      return Double.parseDouble(text.substring(start, pos));
    } catch (NumberFormatException e) {
      throw new BadField(start - lineStart + 1, "a number was expected");
    }
  }
}
