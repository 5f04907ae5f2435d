package dev.fairshare.slurm.dump;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.NameIndex;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.NodeAttributes;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Reads a {@code sacctmgr dump} file into a share tree, as {@code sacctmgr load} would load it
 * ({@code load_sacctmgr_cfg_file} in {@code src/sacctmgr/file_functions.c}; docs/algorithms/slurm.md §9).
 *
 * <p>The tree is in Slurm's order: under each account its user associations, then its sub-accounts, each
 * sorted by name (specs §1.2), which is the order of {@code sshare} and of {@code sacctmgr dump}. A user in
 * several accounts is one leaf in each. Every field of a line is kept as a node attribute (key and value as
 * written); the cluster line's fields are the root's.
 *
 * <p>Problem codes: {@code slurm.dump.bad-line} (no object, unknown object, nothing after the object),
 * {@code slurm.dump.bad-quote}, {@code slurm.dump.bad-field} (a second name), {@code slurm.dump.no-name},
 * {@code slurm.dump.unknown-key}, {@code slurm.dump.bad-fairshare}, {@code slurm.dump.unknown-parent},
 * {@code slurm.dump.no-cluster}, {@code slurm.dump.second-cluster}, {@code slurm.dump.qos-after-cluster},
 * {@code slurm.dump.duplicate}, and the tree's own codes.
 */
final class SacctmgrDumpReader {
  private static final String ROOT = "root";
  private static final String UNKNOWN_KEY = "";
  private static final FairShareValue DEFAULT_SHARES = new FairShareValue(1, false);

  private final LineSource source;
  private final ShareTreeBuilder builder = new ShareTreeBuilder(ROOT);
  private final ProblemCollector problems = builder.problems();
  private final Map<String, DumpEntry> accounts = new HashMap<>();
  private final Map<String, List<DumpEntry>> children = new HashMap<>();
  /** Per parent account, the users with an association without partition (name to 0). */
  private final Map<String, NameIndex> plainUsers = new HashMap<>();
  /** The (parent, user, partition) keys of per-partition associations. */
  private final Set<String> userKeys = new HashSet<>();
  /** Each key as written to its canonical name ({@link #UNKNOWN_KEY} if none), and one instance of it. */
  private final Map<String, String> canonicalKeys = new HashMap<>();
  private final Map<String, String> writtenKeys = new HashMap<>();
  private String[] scratch = new String[16];
  /** The keys and values of the fields read so far, one instance each (many lines repeat them). */
  private final NameIndex strings = new NameIndex(256);
  /** The splitter of each line's options, reused from line to line. */
  private final DumpFieldScanner scanner = new DumpFieldScanner(strings);
  private int entries;
  private final List<String> qosLines = new ArrayList<>();
  private Map<String, String> rootAttributes;
  /** Where the Cluster line is: the root's origin. */
  private SourceLocation clusterAt;
  private FairShareValue rootShares = new FairShareValue(1, false);
  private String parent = ROOT;

  SacctmgrDumpReader(LineSource source) {
    this.source = source;
  }

  TreeDocument read() {
    DumpLexer lexer = DumpLexer.stream(source, this::readLine);
    if (rootAttributes == null) {
      problems.error(SourceLocation.of(source.name()), "slurm.dump.no-cluster", "no 'Cluster -' line",
          "a dump names its cluster on a line such as Cluster - 'tux' before any Parent, Account or User line");
      rootAttributes = new LinkedHashMap<>();
    }
    if (!lexer.header().isEmpty()) {
      rootAttributes.put(DumpAttributes.HEADER, String.join("\n", lexer.header()));
    }
    if (!qosLines.isEmpty()) {
      rootAttributes.put(DumpAttributes.QOS_LINES, String.join("\n", qosLines));
    }
    builder.rootShares(rootShares.usesParent() ? 0 : rootShares.shares());
    builder.rootAttributes(rootAttributes).rootOrigin(clusterAt);
    addChildren();
    ShareTree tree = builder.build();
    return new TreeDocument(tree, null, Settings.none(), problems.warnings());
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
    rootAttributes = new LinkedHashMap<>(fieldsOf(options));
    rootAttributes.put(DumpAttributes.CLUSTER, options.name());
    clusterAt = source.at(line.number(), 1);
    rootShares = fairShare;
  }

  private void parent(DumpLine line, DumpFieldScanner options) {
    parent = options.name();
    if (!parent.equals(ROOT) && !accounts.containsKey(parent)) {
      error(line, 1, "slurm.dump.unknown-parent", "parent account '" + parent + "' is not defined",
          "define it with an Account line under an earlier Parent line; parents come before their children");
    }
  }

  private void account(DumpLine line, DumpFieldScanner options, FairShareValue fairShare) {
    String name = options.name();
    DumpEntry previous = accounts.get(name);
    if (previous != null || name.equals(ROOT)) {
      error(line, 1, "slurm.dump.duplicate", "account '" + name + "' is already defined"
          + (previous == null ? "" : " (line " + previous.line() + ")"),
          "an account has one parent; remove one of the lines");
      return;
    }
    DumpEntry entry = new DumpEntry(name, null, null, parent, fairShare, fieldsOf(options), line.number());
    accounts.put(name, entry);
    children(parent).add(entry);
  }

  private void user(DumpLine line, DumpFieldScanner options, FairShareValue fairShare) {
    String partition = null;
    for (int f = 0; f < options.count(); f++) {
      if ("Partition".equals(canonical(options.key(f))) && !options.value(f).isEmpty()) {
        partition = options.value(f);
      }
    }
    boolean added = partition == null
        ? plainUsers.computeIfAbsent(parent, k -> new NameIndex()).putIfAbsent(options.name(), 0) < 0
        : userKeys.add(parent + "\u0000" + options.name() + "\u0000" + partition);
    if (!added) {
      error(line, 1, "slurm.dump.duplicate", "user '" + options.name() + "' is already in account '"
          + parent + "'" + (partition == null ? "" : " for partition '" + partition + "'"),
          "a user has one association per account and partition; remove one of the lines");
      return;
    }
    Map<String, String> attributes = partition == null ? fieldsOf(options)
        : fieldsOf(options, DumpAttributes.USER, options.name(), DumpAttributes.PARTITION, partition);
    children(parent)
        .add(new DumpEntry(parent, options.name(), partition, parent, fairShare, attributes, line.number()));
  }

  private List<DumpEntry> children(String account) {
    entries++;
    return children.computeIfAbsent(account, k -> new ArrayList<>());
  }

  /** Adds every association under its parent, users first, then accounts, each sorted by name. */
  private void addChildren() {
    builder.ensureCapacity(entries + 1);
    Deque<Map.Entry<String, Integer>> queue = new ArrayDeque<>();
    queue.add(Map.entry(ROOT, ShareTreeBuilder.ROOT));
    Comparator<DumpEntry> order = SacctmgrDumpReader::compare;
    while (!queue.isEmpty()) {
      Map.Entry<String, Integer> next = queue.poll();
      List<DumpEntry> list = new ArrayList<>(children.getOrDefault(next.getKey(), List.of()));
      list.sort(order);
      for (DumpEntry e : list) {
        SourceLocation at = source.at(e.line(), 1);
        String name = e.isUser() ? e.leafName() : e.account();
        NodeKind kind = e.isUser() ? NodeKind.USER : NodeKind.GROUP;
        FairShareValue fs = e.fairShare();
        int id = builder.add(next.getValue(), name, kind, fs.usesParent() ? 0 : fs.shares(), fs.usesParent(),
            e.attributes(), at);
        if (!e.isUser()) {
          queue.add(Map.entry(e.account(), id));
        }
      }
    }
  }

  /** Slurm's order of the associations under an account: users first, then by name, then by partition. */
  private static int compare(DumpEntry a, DumpEntry b) {
    boolean au = a.isUser();
    if (au != b.isUser()) {
      return au ? -1 : 1;
    }
    int c = au ? a.user().compareTo(b.user()) : a.account().compareTo(b.account());
    if (c != 0) {
      return c;
    }
    return Objects.requireNonNullElse(a.partition(), "").compareTo(Objects.requireNonNullElse(b.partition(), ""));
  }

  /**
   * The line's fields as attributes (key as written, {@code +} or {@code -} appended for {@code +=} and
   * {@code -=}; value as written), then the name's quote when it is not {@code '}, then {@code extra}
   * key/value pairs; a key written twice keeps its first place and its last value.
   */
  private Map<String, String> fieldsOf(DumpFieldScanner options, String... extra) {
    int need = 2 * (options.count() + 1) + extra.length;
    if (scratch.length < need) {
      scratch = new String[need];
    }
    int n = 0;
    for (int f = 0; f < options.count(); f++) {
      String op = options.operator(f);
      scratch[n++] = op.equals("=") ? written(options.key(f)) : written(options.key(f) + op.charAt(0));
      scratch[n++] = options.raw(f);
    }
    if (!options.nameQuote().equals("'")) {
      scratch[n++] = DumpAttributes.NAME_QUOTE;
      scratch[n++] = options.nameQuote();
    }
    for (String s : extra) {
      scratch[n++] = s;
    }
    NodeAttributes attributes = NodeAttributes.of(scratch, n / 2);
    Arrays.fill(scratch, 0, n, null);
    return attributes;
  }

  /** One shared instance of a key as written (the attributes of 100,000 lines share a few keys). */
  private String written(String key) {
    String known = writtenKeys.putIfAbsent(key, key);
    return known == null ? key : known;
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
    problems.error(source.at(line.number(), line.continued() ? 0 : column), code, message, hint);
  }
}
