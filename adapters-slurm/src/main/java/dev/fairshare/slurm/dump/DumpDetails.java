package dev.fairshare.slurm.dump;

import dev.fairshare.format.SourceLocation;
import dev.fairshare.tree.NodeAttributes;
import dev.fairshare.tree.NodeDetails;
import java.util.Map;

/**
 * The attributes and origins of a dump's associations, made when the tree is asked for them
 * ({@link NodeDetails}) from what {@link DumpAssociations} kept of each line: the text of its fields (one
 * instance for the lines that repeat it), its line number and flags. A tree of ten million associations
 * then holds no attribute map and no location a node; each call scans the fields again and returns an equal
 * map: the line's fields (key as written, {@code +} or {@code -} appended for {@code +=} and {@code -=};
 * value as written), then the name's quote when it is not {@code '}, then a per-partition user's
 * {@link DumpAttributes#USER} and {@link DumpAttributes#PARTITION}.
 */
final class DumpDetails implements NodeDetails {
  private final String source;
  private final String[] fields;
  private final int[] lines;
  private final byte[] flags;
  private final Map<Integer, String> users;
  private final Map<Integer, String> partitions;

  DumpDetails(String source, String[] fields, int[] lines, byte[] flags, Map<Integer, String> users,
      Map<Integer, String> partitions) {
    this.source = source;
    this.fields = fields;
    this.lines = lines;
    this.flags = flags;
    this.users = users;
    this.partitions = partitions;
  }

  @Override
  public Map<String, String> attributes(int key) {
    DumpFieldScanner options = new DumpFieldScanner(null);
    options.scan(fields[key], 0, 0);
    int f = flags[key];
    String quote = (f & DumpAssociations.DOUBLE_QUOTED) != 0 ? "\""
        : (f & DumpAssociations.UNQUOTED) != 0 ? "" : "'";
    String partition = partitions.get(key);
    return partition == null ? attributes(options, quote)
        : attributes(options, quote, DumpAttributes.USER, users.get(key), DumpAttributes.PARTITION, partition);
  }

  @Override
  public SourceLocation origin(int key) {
    return SourceLocation.of(source, lines[key], 1);
  }

  /**
   * The fields of a scanned line as attributes, then the name's quote when it is not {@code '}, then
   * {@code extra} key/value pairs; a key written twice keeps its first place and its last value.
   */
  static NodeAttributes attributes(DumpFieldScanner options, String nameQuote, String... extra) {
    String[] pairs = new String[2 * (options.count() + 1) + extra.length];
    int n = 0;
    for (int f = 0; f < options.count(); f++) {
      String op = options.operator(f);
      pairs[n++] = op.equals("=") ? options.key(f) : options.key(f) + op.charAt(0);
      pairs[n++] = options.raw(f);
    }
    if (!nameQuote.equals("'")) {
      pairs[n++] = DumpAttributes.NAME_QUOTE;
      pairs[n++] = nameQuote;
    }
    for (String s : extra) {
      pairs[n++] = s;
    }
    return NodeAttributes.of(pairs, n / 2);
  }
}
