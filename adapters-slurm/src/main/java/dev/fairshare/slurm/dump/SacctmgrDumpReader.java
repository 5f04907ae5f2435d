package dev.fairshare.slurm.dump;

import dev.fairshare.format.ByteOrderMark;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.NameIndex;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.Settings;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.io.FileLines;
import dev.fairshare.io.InputFiles;
import dev.fairshare.io.Limits;
import dev.fairshare.io.TooLargeException;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Reads a {@code sacctmgr dump} file into a share tree, as {@code sacctmgr load} would load it
 * ({@code load_sacctmgr_cfg_file} in {@code src/sacctmgr/file_functions.c}; docs/algorithms/slurm.md §9).
 *
 * <p>The tree is in Slurm's order: under each account its user associations, then its sub-accounts, each
 * sorted by name (specs §1.2), which is the order of {@code sshare} and of {@code sacctmgr dump}. A user in
 * several accounts is one leaf in each. Every field of a line is kept as a node attribute (key and value as
 * written); the cluster line's fields are the root's.
 *
 * <p>A file is read a line at a time ({@link FileLines}), each association kept in the arrays of
 * {@link DumpAssociations} (no object a line) and its attributes made on demand ({@link DumpDetails}); the
 * tree is then built in pre-order without a copy. A file of more lines than the heap holds is refused
 * before it is parsed (docs/scale.md).
 *
 * <p>Problem codes: {@code slurm.dump.bad-line} (no object, unknown object, nothing after the object),
 * {@code slurm.dump.bad-quote}, {@code slurm.dump.bad-field} (a second name), {@code slurm.dump.no-name},
 * {@code slurm.dump.unknown-key}, {@code slurm.dump.bad-fairshare}, {@code slurm.dump.unknown-parent},
 * {@code slurm.dump.no-cluster}, {@code slurm.dump.second-cluster}, {@code slurm.dump.qos-after-cluster},
 * {@code slurm.dump.duplicate}, and the tree's own codes.
 */
final class SacctmgrDumpReader {
  /**
   * The heap a line of a streamed dump may cost {@code sshare} besides the text kept of it (names and the
   * fields' text: at most the file's bytes): the tree's arrays, what {@link DumpAssociations} keeps, the
   * usage and the algorithm's values (about 235 bytes a node with its name, measured with a class histogram
   * of a million-node forest; docs/scale.md).
   */
  static final int BYTES_PER_LINE = 240;

  private static final String ROOT = "root";
  private static final String UNKNOWN_KEY = "";
  private static final FairShareValue DEFAULT_SHARES = new FairShareValue(1, false);

  private final String sourceName;
  private final ProblemCollector problems = new ProblemCollector();
  /** The accounts defined so far: name to association index. */
  private final NameIndex accounts = new NameIndex();
  private final DumpAssociations associations;
  /** Each key as written to its canonical name ({@link #UNKNOWN_KEY} if none). */
  private final Map<String, String> canonicalKeys = new HashMap<>();
  /** The keys and values of the fields read so far, one instance each (many lines repeat them). */
  private final NameIndex strings = new NameIndex(256);
  /** The splitter of each line's options, reused from line to line. */
  private final DumpFieldScanner scanner = new DumpFieldScanner(strings);
  private final List<String> qosLines = new ArrayList<>();
  private Map<String, String> rootAttributes;
  /** Where the Cluster line is: the root's origin. */
  private SourceLocation clusterAt;
  private FairShareValue rootShares = new FairShareValue(1, false);
  private int parent;
  /** Where the options of the line being read start (after {@code Object - }). */
  private int optionsFrom;

  /**
   * {@code sacctmgr load} reads a byte order mark as part of the first line (file_functions.c): on a line
   * with no object (a comment, a blank line: no '-' once the comment is cut) it is skipped with the line; on
   * an object's line it becomes part of the object's name, which is then none sacctmgr knows.
   */
  static final ByteOrderMark BYTE_ORDER_MARK = new ByteOrderMark(
      line -> DumpLexer.stripComment(line).indexOf('-') >= 0,
      "which sacctmgr load reads as part of the object on line 1 (' Misformatted line(1)'); it is harmless "
          + "only before a comment or a blank line");

  private SacctmgrDumpReader(String sourceName, int expectedLines) {
    this.sourceName = sourceName;
    this.associations = new DumpAssociations(expectedLines);
    this.parent = associations.parentId(ROOT);
  }

  /** Reads a dump in memory. */
  static TreeDocument read(LineSource source) {
    SacctmgrDumpReader reader = new SacctmgrDumpReader(source.name(), 16);
    DumpLexer lexer = DumpLexer.stream(source, reader::readLine);
    BYTE_ORDER_MARK.check(source.name(), source.bom(), source.firstLine()).ifPresent(reader.problems::add);
    return reader.finish(lexer.header());
  }

  /**
   * Reads a dump file a line at a time, its arrays sized once from a first count of its lines; a file of
   * more lines than the heap allows is refused before it is parsed.
   */
  static TreeDocument read(Path path) {
    long lines = FileLines.count(path);
    long limit = Limits.streamedLines(BYTES_PER_LINE, InputFiles.size(path));
    if (lines > limit) {
      throw new TooLargeException(path + ": lines", lines, limit, Limits.raise());
    }
    SacctmgrDumpReader reader = new SacctmgrDumpReader(path.toString(), (int) lines);
    DumpLexer lexer;
    try (FileLines in = FileLines.open(path)) {
      lexer = DumpLexer.stream(in, reader::readLine);
      in.check(BYTE_ORDER_MARK).ifPresent(reader.problems::add);
    }
    return reader.finish(lexer.header());
  }

  private TreeDocument finish(List<String> header) {
    if (rootAttributes == null) {
      problems.error(SourceLocation.of(sourceName), "slurm.dump.no-cluster", "no 'Cluster -' line",
          "a dump names its cluster on a line such as Cluster - 'tux' before any Parent, Account or User line");
      rootAttributes = new LinkedHashMap<>();
    }
    if (!header.isEmpty()) {
      rootAttributes.put(DumpAttributes.HEADER, String.join("\n", header));
    }
    if (!qosLines.isEmpty()) {
      rootAttributes.put(DumpAttributes.QOS_LINES, String.join("\n", qosLines));
    }
    associations.group();
    reportDuplicateUsers();
    ShareTree tree = problems.hasErrors() ? null : new DumpTreeAssembly(associations, sourceName).preorder(
        rootShares.usesParent() ? 0 : rootShares.shares(), rootAttributes, clusterAt);
    if (tree == null) {
      ShareTreeBuilder builder = new ShareTreeBuilder(ROOT);
      builder.problems().addAll(problems.problems());
      builder.rootShares(rootShares.usesParent() ? 0 : rootShares.shares());
      builder.rootAttributes(rootAttributes).rootOrigin(clusterAt);
      tree = new DumpTreeAssembly(associations, sourceName).breadthFirst(builder);
      return new TreeDocument(tree, null, Settings.none(), builder.problems().warnings());
    }
    return new TreeDocument(tree, null, Settings.none(), problems.warnings());
  }

  /**
   * Reports the second and later associations of one user in one account and partition (Slurm's order puts
   * them next to each other, the first line first).
   */
  private void reportDuplicateUsers() {
    for (int g = 0; g < associations.parentCount(); g++) {
      for (int p = associations.first(g) + 1; p < associations.end(g); p++) {
        int a = associations.at(p - 1);
        int b = associations.at(p);
        if (associations.isUser(b) && associations.isUser(a) && associations.name(a).equals(associations.name(b))
            && Objects.equals(associations.partition(a), associations.partition(b))) {
          associations.markDuplicate(b);
          String partition = associations.partition(b);
          problems.error(SourceLocation.of(sourceName, associations.line(b), associations.continued(b) ? 0 : 1),
              "slurm.dump.duplicate", "user '" + associations.name(b) + "' is already in account '"
                  + associations.parentName(g) + "'" + (partition == null ? "" : " for partition '" + partition + "'"),
              "a user has one association per account and partition; remove one of the lines");
        }
      }
    }
  }

  private void readLine(DumpLine line) {
    String text = line.text();
    int dash = text.indexOf('-');
    if (dash < 0) {
      error(line, 1, "slurm.dump.bad-line", "misformatted line: no ' - ' after the object",
          "a line reads Object - 'name':Key=Value..., with Object one of QOS, Cluster, Parent, Account, User");
      return;
    }
    int objectEnd = dash > 0 && text.charAt(dash - 1) == ' ' ? dash - 1 : dash;
    String object = canonicalObject(text, objectEnd);
    if (object == null) {
      error(line, 1, "slurm.dump.bad-line",
          "misformatted line: unknown object '" + text.substring(0, objectEnd) + "'",
          "the object is one of QOS, Cluster, Parent, Account, User (case-insensitive)");
      return;
    }
    int space = text.indexOf(' ', dash);
    if (space < 0 || space + 1 >= text.length()) {
      error(line, dash + 1, "slurm.dump.bad-line", "nothing after object name '" + object + "'",
          "write " + object + " - 'name' with a space after the dash");
      return;
    }
    if (object.equals("QOS")) {
      if (rootAttributes != null) {
        error(line, 1, "slurm.dump.qos-after-cluster", "a QOS line after the Cluster line",
            "sacctmgr load needs every QOS line before the Cluster line");
      }
      qosLines.add(text);
      return;
    }
    DumpFieldScanner options = scanner;
    optionsFrom = space + 1;
    if (!options.scan(text, space + 1, space + 1)) {
      error(line, options.errorColumn(), options.errorCode(), options.error(),
          "quote names and values with '...' and separate fields with ':'");
      return;
    }
    if (options.name() == null || options.name().isEmpty()) {
      error(line, space + 2, "slurm.dump.no-name", "no name given", "the first field is the 'name'");
      return;
    }
    FairShareValue fairShare = checkFields(line, options);
    switch (object) {
      case "Cluster" -> cluster(line, options, fairShare);
      case "Parent" -> parent(line, options);
      default -> {
        if (rootAttributes == null) {
          error(line, 1, "slurm.dump.no-cluster", object + " line before the Cluster line",
              "start the file with a line such as Cluster - 'tux'");
          return;
        }
        if (object.equals("Account")) {
          account(line, options, fairShare);
        } else {
          user(line, options, fairShare);
        }
      }
    }
  }

  /**
   * Checks every field and returns the FairShare value (1 when absent or bad: the line is still used, so
   * that later lines naming it do not report problems of their own).
   */
  private FairShareValue checkFields(DumpLine line, DumpFieldScanner options) {
    FairShareValue fairShare = DEFAULT_SHARES;
    for (int f = 0; f < options.count(); f++) {
      String canonical = canonical(options.key(f));
      if (canonical == null) {
        error(line, options.column(f), "slurm.dump.unknown-key", "unknown option '" + options.key(f) + "'",
            "see sacctmgr(1) for the association and user options");
      } else if (canonical.equals(DumpKeys.FAIRSHARE)) {
        String v = options.value(f);
        if (v.isEmpty()) {
          continue;
        }
        FairShareValue value = FairShareValue.parse(v);
        if (value == null) {
          error(line, options.column(f), "slurm.dump.bad-fairshare",
              "bad FairShare value '" + v + "'",
              "FairShare is a whole number 0..2147483647, 'parent', or negative to clear it");
        } else {
          fairShare = value;
        }
      }
    }
    return fairShare;
  }

  private void cluster(DumpLine line, DumpFieldScanner options, FairShareValue fairShare) {
    if (rootAttributes != null) {
      error(line, 1, "slurm.dump.second-cluster", "a second Cluster line",
          "a dump holds one cluster; split the file");
      return;
    }
    rootAttributes = new LinkedHashMap<>(DumpDetails.attributes(options, options.nameQuote()));
    rootAttributes.put(DumpAttributes.CLUSTER, options.name());
    clusterAt = SourceLocation.of(sourceName, line.number(), 1);
    rootShares = fairShare;
  }

  private void parent(DumpLine line, DumpFieldScanner options) {
    String name = options.name();
    parent = associations.parentId(name);
    if (!name.equals(ROOT) && accounts.get(name) < 0) {
      error(line, 1, "slurm.dump.unknown-parent", "parent account '" + name + "' is not defined",
          "define it with an Account line under an earlier Parent line; parents come before their children");
    }
  }

  private void account(DumpLine line, DumpFieldScanner options, FairShareValue fairShare) {
    String name = options.name();
    int previous = accounts.get(name);
    if (previous >= 0 || name.equals(ROOT)) {
      error(line, 1, "slurm.dump.duplicate", "account '" + name + "' is already defined"
          + (previous < 0 ? "" : " (line " + associations.line(previous) + ")"),
          "an account has one parent; remove one of the lines");
      return;
    }
    accounts.put(name, add(line, options, null, fairShare, 0));
  }

  private void user(DumpLine line, DumpFieldScanner options, FairShareValue fairShare) {
    String partition = null;
    for (int f = 0; f < options.count(); f++) {
      if ("Partition".equals(canonical(options.key(f))) && !options.value(f).isEmpty()) {
        partition = options.value(f);
      }
    }
    add(line, options, partition, fairShare, DumpAssociations.USER);
  }

  /** Keeps an Account or User line under the current parent (a second user association is found later). */
  private int add(DumpLine line, DumpFieldScanner options, String partition, FairShareValue fairShare,
      int kind) {
    String quote = options.nameQuote();
    int flags = kind | (fairShare.usesParent() ? DumpAssociations.USES_PARENT : 0)
        | (line.continued() ? DumpAssociations.CONTINUED : 0)
        | (quote.equals("\"") ? DumpAssociations.DOUBLE_QUOTED : quote.isEmpty() ? DumpAssociations.UNQUOTED : 0);
    return associations.add(options.name(), partition, parent, (int) fairShare.shares(), flags, line.number(),
        line.text(), optionsFrom, options.nameFrom(), options.nameTo());
  }

  /** {@link DumpKeys#canonical}, remembered per key as written. */
  private String canonical(String written) {
    String known = canonicalKeys.get(written);
    if (known == null) {
      String c = DumpKeys.canonical(written);
      known = c == null ? UNKNOWN_KEY : c;
      canonicalKeys.put(written, known);
    }
    return known == UNKNOWN_KEY ? null : known;
  }

  /** The object of a line whose object word is {@code text[0, end)}, case-insensitive, or null. */
  private static String canonicalObject(String text, int end) {
    if (is(text, end, "qos")) {
      return "QOS";
    } else if (is(text, end, "cluster") || is(text, end, "machine")) {
      return "Cluster";
    } else if (is(text, end, "parent")) {
      return "Parent";
    } else if (is(text, end, "account") || is(text, end, "project")) {
      return "Account";
    } else if (is(text, end, "user")) {
      return "User";
    }
    return null;
  }

  /**
   * Whether {@code text[0, end)} lower-cased with {@code Locale.ROOT} equals the ASCII word {@code lower},
   * compared per character: no non-ASCII character lower-cases to an ASCII letter other than k (the Kelvin
   * sign; no object word has a k), and U+0130 lower-cases to two characters, one of them non-ASCII.
   */
  private static boolean is(String text, int end, String lower) {
    if (end != lower.length()) {
      return false;
    }
    for (int i = 0; i < end; i++) {
      char c = text.charAt(i);
      char l = c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
      if (l != lower.charAt(i)) {
        return false;
      }
    }
    return true;
  }

  private void error(DumpLine line, int column, String code, String message, String hint) {
    problems.error(SourceLocation.of(sourceName, line.number(), line.continued() ? 0 : column), code, message,
        hint);
  }
}
