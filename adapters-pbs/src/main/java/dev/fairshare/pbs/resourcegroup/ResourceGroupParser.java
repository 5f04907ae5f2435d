package dev.fairshare.pbs.resourcegroup;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.pbs.PbsAttributes;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Reads {@code resource_group} exactly as PBS's {@code parse_group} does (specs/pbs.md §2, §19;
 * {@code fairshare.cpp}), and says what it thinks of each line.
 *
 * <p>PBS reads with {@code fgets} into 256 bytes, so a line longer than 255 bytes is several lines, each
 * counted. It skips blank lines and lines whose first non-blank character is {@code #} or {@code *}, splits
 * on blanks and tabs, ignores tokens after the 4th, and drops (with its own messages on stderr) a line with
 * fewer than 4 tokens, a name that exists already (TREEROOT and unknown included), a parent that is not yet
 * defined ({@code root} means TREEROOT), or an id or shares that {@code strtol} does not read wholly.
 */
public final class ResourceGroupParser {
  private static final int FGETS_BYTES = 255;
  private static final Pattern USAGE_NAME = Pattern.compile("[A-Za-z0-9._\\- :]*");

  private final String source;
  private final List<ResourceGroupEntry> entries = new ArrayList<>();
  private final List<String> messages = new ArrayList<>();
  private final List<Problem> problems = new ArrayList<>();
  private final Map<String, SourceLocation> names = new HashMap<>();
  private final Map<Integer, ResourceGroupEntry> ids = new HashMap<>();
  private int pbsLine;

  private ResourceGroupParser(String source) {
    this.source = source;
    names.put(PbsAttributes.TREEROOT, null);
    names.put(PbsAttributes.UNKNOWN, null);
  }

  /** Parses a whole file. */
  public static ResourceGroupFile parse(LineSource input) {
    ResourceGroupParser p = new ResourceGroupParser(input.name());
    String[] lines = input.text().split("\n", -1);
    int count = input.text().endsWith("\n") ? lines.length - 1 : lines.length;
    for (int i = 0; i < count; i++) {
      p.physicalLine(i + 1, lines[i], i + 1 < lines.length);
    }
    return new ResourceGroupFile(input.name(), p.entries, p.messages, p.problems);
  }

  private void physicalLine(int line, String text, boolean hadNewline) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    if (bytes.length <= FGETS_BYTES) {
      piece(line, 0, text);
      return;
    }
    int pieces = 0;
    int charOffset = 0;
    for (int start = 0; start < bytes.length; start += FGETS_BYTES) {
      int end = Math.min(bytes.length, start + FGETS_BYTES);
      String chunk = new String(bytes, start, end - start, StandardCharsets.UTF_8);
      piece(line, charOffset, chunk);
      charOffset += chunk.length();
      pieces++;
    }
    if (hadNewline && bytes.length % FGETS_BYTES == 0) {
      piece(line, charOffset, "");
      pieces++;
    }
    problems.add(Problem.warning(at(line, FGETS_BYTES + 1), "pbs.resource-group.long-line",
        "line is " + bytes.length + " bytes long; PBS reads at most 255 at a time and takes it as " + pieces
            + " lines", "shorten the line (a name, id, parent and shares fit easily)"));
  }

  private void piece(int line, int offset, String text) {
    pbsLine++;
    List<int[]> spans = tokens(text);
    if (skipped(text)) {
      if (firstNonSpace(text) == '*' && spans.size() >= 4) {
        problems.add(Problem.warning(at(line, offset + spans.get(0)[0] + 1), "pbs.resource-group.star-comment",
            "PBS takes a line starting with '*' as a comment, so this entry is ignored",
            "remove the '*' to define the entry, or use '#' for comments"));
      }
      return;
    }
    if (spans.size() < 4) {
      drop(at(line, offset + 1), "pbs.resource-group.too-few-fields", null,
          "line has " + spans.size() + (spans.size() == 1 ? " field" : " fields")
              + "; PBS wants: name id parent shares",
          "write the four fields separated by blanks, e.g. 'alice 11 physics 10'");
      return;
    }
    String name = token(text, spans, 0);
    String idToken = token(text, spans, 1);
    String parentToken = token(text, spans, 2);
    String sharesToken = token(text, spans, 3);
    SourceLocation nameAt = at(line, offset + spans.get(0)[0] + 1);
    if (names.containsKey(name)) {
      SourceLocation first0 = names.get(name);
      String pbs = "entity " + name + " is not unique";
      drop(nameAt, "pbs.resource-group.duplicate-name", pbs,
          first0 == null ? "'" + name + "' is a name PBS makes itself" : "first defined at " + first0,
          "every name must be unique in the whole file");
      return;
    }
    String parent = parentToken.equals("root") ? PbsAttributes.TREEROOT : parentToken;
    if (!names.containsKey(parent)) {
      drop(at(line, offset + spans.get(2)[0] + 1), "pbs.resource-group.unknown-parent",
          "Parent ginfo of " + name + " doesnt exist.", "no earlier line defines '" + parentToken + "'",
          "define the parent on an earlier line ('root' for the top); PBS reads the file in one pass");
      return;
    }
    Integer shares = CLong.parseInt(sharesToken);
    if (shares == null) {
      drop(at(line, offset + spans.get(3)[0] + 1), "pbs.resource-group.bad-shares", null,
          "shares '" + printable(sharesToken) + "' is not a whole number", hintFor(sharesToken));
      return;
    }
    Integer id = CLong.parseInt(idToken);
    if (id == null) {
      drop(at(line, offset + spans.get(1)[0] + 1), "pbs.resource-group.bad-id", null,
          "id '" + printable(idToken) + "' is not a whole number", hintFor(idToken));
      return;
    }
    ResourceGroupEntry entry = new ResourceGroupEntry(name, id, parentToken, parent, shares, nameAt);
    warnings(entry, text, spans, line, offset);
    entries.add(entry);
    names.put(name, nameAt);
    ids.putIfAbsent(id, entry);
  }

  private void warnings(ResourceGroupEntry e, String text, List<int[]> spans, int line, int offset) {
    if (spans.size() > 4 && text.charAt(spans.get(4)[0]) != '#') {
      problems.add(Problem.warning(at(line, offset + spans.get(4)[0] + 1), "pbs.resource-group.extra-fields",
          "PBS ignores everything after the 4th field: '" + text.substring(spans.get(4)[0]).strip() + "'",
          "remove it, or start it with '#' if it is a comment"));
    }
    if (e.shares() < 0) {
      problems.add(Problem.warning(at(line, offset + spans.get(3)[0] + 1), "pbs.resource-group.negative-shares",
          "shares " + e.shares() + " are negative; PBS accepts them but its percentages become negative or "
              + "above 100%", "give a number of shares >= 0"));
    }
    ResourceGroupEntry sameId = ids.get(e.id());
    if (sameId != null) {
      problems.add(Problem.warning(at(line, offset + spans.get(1)[0] + 1), "pbs.resource-group.duplicate-id",
          "id " + e.id() + " is also the id of '" + sameId.name() + "' (" + sameId.origin() + "); PBS does "
              + "not check, and pbsfs shows both", "give every line its own id"));
    }
    if (e.parent().equals(PbsAttributes.UNKNOWN)) {
      problems.add(Problem.warning(at(line, offset + spans.get(2)[0] + 1), "pbs.resource-group.under-unknown",
          "'" + e.name() + "' is placed under the unknown group, whose shares (unknown_shares) it then "
              + "shares with every entity PBS does not know", "place it under root or a group of its own"));
    }
    if (!USAGE_NAME.matcher(e.name()).matches()) {
      problems.add(Problem.warning(e.origin(), "pbs.resource-group.name-not-saved",
          "'" + printable(e.name()) + "' has characters other than letters, digits and . _ - : so PBS drops "
              + "its usage when it reads the usage file back", "use only letters, digits and . _ - :"));
    } else if (e.name().getBytes(StandardCharsets.UTF_8).length >= 50) {
      problems.add(Problem.warning(e.origin(), "pbs.resource-group.long-name",
          "'" + e.name() + "' is 50 characters or more; the usage file keeps 49, so its usage comes back "
              + "as another, unknown entity", "use a name of at most 49 characters"));
    }
  }

  private void drop(SourceLocation where, String code, String pbsMessage, String detail, String hint) {
    String error = "resgroup: error on line " + pbsLine + ".";
    if (pbsMessage != null) {
      messages.add(pbsMessage);
    }
    messages.add(error);
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

  private static boolean skipped(String text) {
    char c = firstNonSpace(text);
    return c == 0 || c == '#' || c == '*';
  }

  private static char firstNonSpace(String text) {
    for (int i = 0; i < text.length(); i++) {
      if (!CLong.isCSpace(text.charAt(i))) {
        return text.charAt(i);
      }
    }
    return 0;
  }

  /** The spans of the tokens {@code strtok(buf, " \t")} finds. */
  private static List<int[]> tokens(String text) {
    List<int[]> spans = new ArrayList<>();
    int i = 0;
    int n = text.length();
    while (i < n) {
      while (i < n && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
        i++;
      }
      int start = i;
      while (i < n && text.charAt(i) != ' ' && text.charAt(i) != '\t') {
        i++;
      }
      if (i > start) {
        spans.add(new int[] {start, i});
      }
    }
    return spans;
  }

  private static String token(String text, List<int[]> spans, int k) {
    return text.substring(spans.get(k)[0], spans.get(k)[1]);
  }
}
