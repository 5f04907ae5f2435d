package dev.fairshare.pbs.resourcegroup;

import dev.fairshare.format.ByteOrderMark;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.io.FileLines;
import dev.fairshare.io.InputFiles;
import dev.fairshare.io.Limits;
import dev.fairshare.io.TooLargeException;
import dev.fairshare.pbs.CappedProblems;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads {@code resource_group} exactly as PBS's {@code parse_group} does (docs/algorithms/pbs.md §2, gotcha 19;
 * {@code fairshare.cpp}), and says what it thinks of each line.
 *
 * <p>PBS reads with {@code fgets} into 256 bytes, so a line longer than 255 bytes is several lines, each
 * counted. It skips blank lines and lines whose first non-blank character is {@code #} or {@code *}, splits
 * on blanks and tabs, ignores tokens after the 4th, and drops (with its own messages on stderr) a line with
 * fewer than 4 tokens, a name that exists already (TREEROOT and unknown included), a parent that is not yet
 * defined ({@code root} means TREEROOT), or an id or shares that {@code strtol} does not read wholly.
 *
 * <p>The kept lines go into a {@link ResourceGroupTable} (arrays, no object per line); a file is read a line
 * at a time ({@link #read(Path, Consumer)}), never whole, after a first pass that counts its lines for the
 * limit and the arrays' size. Problems are capped per code ({@link CappedProblems}).
 */
public final class ResourceGroupParser {
  private static final int FGETS_BYTES = 255;
  /**
   * The heap a line of a streamed {@code resource_group} costs {@code pbsfs -p} or {@code -s} at most,
   * besides its name's characters: its node's arrays, the name's string, the id, usage and percentages
   * (a million-node forest needed a 175 MB heap, about 140 bytes a line; docs/scale.md).
   */
  public static final int BYTES_PER_LINE = 200;
  /**
   * The heap a line costs at most when the whole {@code pbs.fairshare} result is computed too
   * ({@code pbsfs -g}, {@code -c}, the formula): about 120 bytes more (the million-node forest needed 300 MB).
   */
  public static final int BYTES_PER_LINE_COMPUTED = 320;

  /**
   * PBS reads a byte order mark as part of the first line (fairshare.cpp, read_res_group): before a comment
   * or a blank line it only makes PBS log an error for that line, which it drops; before an entity it becomes
   * part of the entity's name, which no other line or usage record then names.
   */
  static final ByteOrderMark BYTE_ORDER_MARK = ByteOrderMark.unlessBlankOrComment("which PBS reads as part of "
      + "the first entity's name, so no line can name it as parent and its usage is not its own", "#*");

  private final String source;
  private final ResourceGroupTable table;
  private final Consumer<String> messages;
  private final CappedProblems problems;
  /** Id to the key of the first kept line with that id. */
  private final IntIndex ids = new IntIndex();
  /** The token spans of the current piece: starts and ends, as {@code strtok(buf, " \t")} finds them. */
  private int[] starts = new int[8];
  private int[] ends = new int[8];
  private int tokenCount;
  private int pbsLine;

  private ResourceGroupParser(String source, int expectedLines, Consumer<String> messages) {
    this.source = source;
    this.table = new ResourceGroupTable(source, expectedLines);
    this.messages = messages;
    this.problems = new CappedProblems(source);
  }

  /** Parses a whole file in memory; PBS's messages are kept in the result. */
  public static ResourceGroupFile parse(LineSource input) {
    String text = input.text();
    List<String> messages = new ArrayList<>();
    ResourceGroupParser p = new ResourceGroupParser(input.name(), Math.min(text.length() / 16, 1 << 20),
        messages::add);
    int n = text.length();
    int line = 1;
    for (int start = 0; start < n; line++) {
      int newline = text.indexOf('\n', start);
      int end = newline < 0 ? n : newline;
      p.physicalLine(line, text, start, end, newline >= 0);
      start = end + 1;
    }
    BYTE_ORDER_MARK.check(input.name(), input.bom(), input.firstLine()).ifPresent(p.problems::add);
    return p.file(messages);
  }

  /**
   * Reads a file a line at a time; PBS's messages go to {@code pbsMessages} as they come (the result holds
   * none). A file of more lines than the heap allows ({@link #lineLimit}) is refused before it is parsed.
   */
  public static ResourceGroupFile read(Path path, Consumer<String> pbsMessages) {
    return read(path, pbsMessages, BYTES_PER_LINE);
  }

  /** {@link #read(Path, Consumer)} for a command that costs {@code bytesPerLine} a line at most. */
  public static ResourceGroupFile read(Path path, Consumer<String> pbsMessages, int bytesPerLine) {
    long lines = FileLines.count(path);
    // the count opened the file with InputFiles's checks: its size is asked without opening it again
    long limit = lineLimit(sizeOf(path), bytesPerLine);
    if (lines > limit) {
      throw new TooLargeException(path + ": lines", lines, limit, Limits.raise());
    }
    ResourceGroupParser p = new ResourceGroupParser(path.toString(), (int) lines, pbsMessages);
    try (FileLines in = FileLines.openSplittingOnNewlines(path)) {
      while (in.next()) {
        String text = in.line();
        p.physicalLine(in.number(), text, 0, text.length(), in.terminated());
      }
      in.check(BYTE_ORDER_MARK).ifPresent(p.problems::add);
    }
    return p.file(List.of());
  }

  /** The size of a file already opened once with {@link InputFiles}'s checks, without opening it again. */
  private static long sizeOf(Path path) {
    try {
      return java.nio.file.Files.size(path);
    } catch (java.io.IOException e) {
      return InputFiles.size(path);
    }
  }

  /**
   * The most nodes a {@code resource_group} of {@code fileBytes} bytes may make in this heap, its lines and
   * the usage file's entities PBS adds, for a command that costs {@code bytesPerLine} a node:
   * {@code (heap - fileBytes) / bytesPerLine}.
   */
  public static long lineLimit(long fileBytes, int bytesPerLine) {
    return Limits.streamedLines(bytesPerLine, fileBytes);
  }

  private ResourceGroupFile file(List<String> pbsMessages) {
    return new ResourceGroupFile(source, table, pbsMessages, problems.list());
  }

  private void physicalLine(int line, String text, int from, int to, boolean hadNewline) {
    if (utf8Length(text, from, to) <= FGETS_BYTES) {
      piece(line, 0, text, from, to);
      return;
    }
    byte[] bytes = text.substring(from, to).getBytes(StandardCharsets.UTF_8);
    int pieces = 0;
    int charOffset = 0;
    for (int start = 0; start < bytes.length; start += FGETS_BYTES) {
      int end = Math.min(bytes.length, start + FGETS_BYTES);
      String chunk = new String(bytes, start, end - start, StandardCharsets.UTF_8);
      piece(line, charOffset, chunk, 0, chunk.length());
      charOffset += chunk.length();
      pieces++;
    }
    if (hadNewline && bytes.length % FGETS_BYTES == 0) {
      piece(line, charOffset, "", 0, 0);
      pieces++;
    }
    problems.add(Problem.warning(at(line, FGETS_BYTES + 1), "pbs.resource-group.long-line",
        "line is " + bytes.length + " bytes long; PBS reads at most 255 at a time and takes it as " + pieces
            + " lines", "shorten the line (a name, id, parent and shares fit easily)"));
  }

  /**
   * Token {@code field} of the current piece as a C long ({@link CLong#parse}); when it is not a whole number,
   * {@link CLong#NOT_A_NUMBER} after dropping the line with {@code code} ("WHAT 'token' is not a whole
   * number", at the token's column).
   */
  private long wholeNumber(String buf, int field, int line, int base, String code, String what) {
    long value = CLong.parse(buf, starts[field], ends[field]);
    if (value == CLong.NOT_A_NUMBER) {
      String text = token(buf, field);
      drop(at(line, base + starts[field]), code, null, what + " '" + printable(text) + "' is not a whole number",
          hintFor(text));
    }
    return value;
  }

  /**
   * One {@code fgets} buffer: {@code buf[from, to)}; {@code offset} is the buffer's first column on its
   * physical line minus one, so a character at index {@code i} is at column {@code offset + i - from + 1}.
   */
  private void piece(int line, int offset, String buf, int from, int to) {
    pbsLine++;
    tokens(buf, from, to);
    int base = offset - from + 1;
    char first = firstNonSpace(buf, from, to);
    if (first == 0 || first == '#' || first == '*') {
      if (first == '*' && tokenCount >= 4) {
        problems.add(Problem.warning(at(line, base + starts[0]), "pbs.resource-group.star-comment",
            "PBS takes a line starting with '*' as a comment, so this entry is ignored",
            "remove the '*' to define the entry, or use '#' for comments"));
      }
      return;
    }
    if (tokenCount < 4) {
      drop(at(line, offset + 1), "pbs.resource-group.too-few-fields", null,
          "line has " + tokenCount + (tokenCount == 1 ? " field" : " fields")
              + "; PBS wants: name id parent shares",
          "write the four fields separated by blanks, e.g. 'alice 11 physics 10'");
      return;
    }
    int nameColumn = base + starts[0];
    int existing = table.find(buf, starts[0], ends[0]);
    if (existing >= 0) {
      SourceLocation nameAt = at(line, nameColumn);
      String name = token(buf, 0);
      SourceLocation first0 = table.origin(existing);
      String pbs = "entity " + name + " is not unique";
      drop(nameAt, "pbs.resource-group.duplicate-name", pbs,
          first0 == null ? "'" + name + "' is a name PBS makes itself" : "first defined at " + first0,
          "every name must be unique in the whole file");
      return;
    }
    boolean isRoot = ends[2] - starts[2] == 4 && buf.startsWith("root", starts[2]);
    int parent = isRoot ? ResourceGroupTable.TREEROOT : table.find(buf, starts[2], ends[2]);
    if (parent < 0) {
      String name = token(buf, 0);
      drop(at(line, base + starts[2]), "pbs.resource-group.unknown-parent",
          "Parent ginfo of " + name + " doesnt exist.", "no earlier line defines '" + token(buf, 2) + "'",
          "define the parent on an earlier line ('root' for the top); PBS reads the file in one pass");
      return;
    }
    long shares = wholeNumber(buf, 3, line, base, "pbs.resource-group.bad-shares", "shares");
    if (shares == CLong.NOT_A_NUMBER) {
      return;
    }
    long id = wholeNumber(buf, 1, line, base, "pbs.resource-group.bad-id", "id");
    if (id == CLong.NOT_A_NUMBER) {
      return;
    }
    String name = token(buf, 0);
    warnings(name, (int) id, parent, (int) shares, buf, to, line, base, nameColumn);
    int key = table.add(name, (int) id, parent, (int) shares, line, nameColumn);
    if (!isRoot && parent == ResourceGroupTable.TREEROOT) {
      table.parentWrittenTreeroot(key);
    }
    ids.putIfAbsent((int) id, key);
  }

  private void warnings(String name, int id, int parent, int shares, String buf, int to, int line, int base,
      int nameColumn) {
    if (tokenCount > 4 && buf.charAt(starts[4]) != '#') {
      problems.add(Problem.warning(at(line, base + starts[4]), "pbs.resource-group.extra-fields",
          "PBS ignores everything after the 4th field: '" + buf.substring(starts[4], to).strip() + "'",
          "remove it, or start it with '#' if it is a comment"));
    }
    if (shares < 0) {
      problems.add(Problem.warning(at(line, base + starts[3]), "pbs.resource-group.negative-shares",
          "shares " + shares + " are negative; PBS accepts them but its percentages become negative or "
              + "above 100%", "give a number of shares >= 0"));
    }
    int sameIdAt = ids.get(id);
    if (sameIdAt >= 0) {
      problems.add(Problem.warning(at(line, base + starts[1]), "pbs.resource-group.duplicate-id",
          "id " + id + " is also the id of '" + table.name(sameIdAt) + "' (" + table.origin(sameIdAt)
              + "); PBS does "
              + "not check, and pbsfs shows both", "give every line its own id"));
    }
    if (parent == ResourceGroupTable.UNKNOWN) {
      problems.add(Problem.warning(at(line, base + starts[2]), "pbs.resource-group.under-unknown",
          "'" + name + "' is placed under the unknown group, whose shares (unknown_shares) it then "
              + "shares with every entity PBS does not know", "place it under root or a group of its own"));
    }
    if (!isUsageName(name)) {
      problems.add(Problem.warning(at(line, nameColumn), "pbs.resource-group.name-not-saved",
          "'" + printable(name) + "' has characters other than letters, digits and . _ - : so PBS drops "
              + "its usage when it reads the usage file back", "use only letters, digits and . _ - :"));
    } else if (name.length() >= 50) {
      problems.add(Problem.warning(at(line, nameColumn), "pbs.resource-group.long-name",
          "'" + name + "' is 50 characters or more; the usage file keeps 49, so its usage comes back "
              + "as another, unknown entity", "use a name of at most 49 characters"));
    }
  }

  /**
   * Whether PBS's usage file keeps the name: only ASCII letters, digits, {@code . _ - :} and blanks (the
   * characters of the former {@code [A-Za-z0-9._\\- :]*} check).
   */
  private static boolean isUsageName(String name) {
    for (int i = 0, n = name.length(); i < n; i++) {
      char c = name.charAt(i);
      boolean ok = c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_'
          || c == '-' || c == ' ' || c == ':';
      if (!ok) {
        return false;
      }
    }
    return true;
  }

  /** The UTF-8 length of {@code text[from, to)} (an unpaired surrogate counts as one byte, as '?'). */
  private static int utf8Length(String text, int from, int to) {
    int bytes = to - from;
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (c >= 0x80) {
        if (c < 0x800) {
          bytes += 1;
        } else if (Character.isHighSurrogate(c) && i + 1 < to && Character.isLowSurrogate(text.charAt(i + 1))) {
          bytes += 2;
          i++;
        } else if (!Character.isSurrogate(c)) {
          bytes += 2;
        }
      }
    }
    return bytes;
  }

  private void drop(SourceLocation where, String code, String pbsMessage, String detail, String hint) {
    String error = "resgroup: error on line " + pbsLine + ".";
    if (pbsMessage != null) {
      messages.accept(pbsMessage);
    }
    messages.accept(error);
    String text = detail + " (PBS: " + (pbsMessage == null ? "" : pbsMessage + " ") + error + ")";
    problems.add(Problem.error(where, code, text, hint));
  }

  private SourceLocation at(int line, int column) {
    return SourceLocation.of(source, line, column);
  }

  private static String hintFor(String token) {
    if (token.indexOf('\r') >= 0) {
      return "the line ends with a carriage return (CRLF line endings); save the file with LF line endings";
    }
    return "write a decimal integer such as 10, with nothing after it";
  }

  private static String printable(String s) {
    return s.replace("\r", "\\r").replace("\u000b", "\\v").replace("\f", "\\f");
  }

  private static char firstNonSpace(String text, int from, int to) {
    for (int i = from; i < to; i++) {
      if (!CLong.isCSpace(text.charAt(i))) {
        return text.charAt(i);
      }
    }
    return 0;
  }

  /** Finds the spans of the tokens {@code strtok(buf, " \t")} finds in {@code text[from, to)}. */
  private void tokens(String text, int from, int to) {
    tokenCount = 0;
    int i = from;
    while (i < to) {
      while (i < to && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
        i++;
      }
      int start = i;
      while (i < to && text.charAt(i) != ' ' && text.charAt(i) != '\t') {
        i++;
      }
      if (i > start) {
        if (tokenCount == starts.length) {
          starts = Arrays.copyOf(starts, tokenCount * 2);
          ends = Arrays.copyOf(ends, tokenCount * 2);
        }
        starts[tokenCount] = start;
        ends[tokenCount] = i;
        tokenCount++;
      }
    }
  }

  private String token(String text, int k) {
    return text.substring(starts[k], ends[k]);
  }
}
