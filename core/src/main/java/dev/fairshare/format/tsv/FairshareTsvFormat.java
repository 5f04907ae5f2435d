package dev.fairshare.format.tsv;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.NamedFormat;
import dev.fairshare.format.ProbeHead;
import dev.fairshare.format.TreeDocument;
import java.nio.file.Path;

/**
 * {@code fairshare.tsv}, the project's neutral tree format: one node a line, tab-separated
 * {@code path kind shares [usage]}.
 *
 * <p>{@code path} is the node's names below the root joined by {@code /}, parents before children;
 * {@code kind} is {@code group} or {@code user}; {@code shares} is a number >= 0 or {@code parent};
 * {@code usage}, optional and for users only, is raw decayed usage. {@code #} comments and blank lines are
 * ignored. See {@link TsvTreeReader} for the problems it reports.
 */
public final class FairshareTsvFormat extends NamedFormat {
  /** The registered name. */
  public static final String NAME = "fairshare.tsv";

  /** The format. */
  public FairshareTsvFormat() {
    super(NAME, "neutral share tree: path, kind, shares, usage (tab-separated)", true);
  }

  @Override
  public MatchStrength probe(String head) {
    if (head.startsWith("# fairshare.tsv")) {
      return MatchStrength.FULL;
    }
    String line = ProbeHead.firstLine(head, "#");
    if (line == null) {
      return MatchStrength.NO_MATCH;
    }
    String[] cells = line.split("\t", -1);
    boolean looksRight = (cells.length == 3 || cells.length == 4)
        && (cells[1].equals("group") || cells[1].equals("user"));
    return looksRight ? MatchStrength.SOLID : MatchStrength.NO_MATCH;
  }

  @Override
  public TreeDocument read(LineSource source) {
    if (source.text().isBlank()) {
      return TreeDocument.nothing();
    }
    return TsvTreeReader.read(source);
  }

  /** Reads a file a line at a time, never whole: a 1 GB file is never one string (docs/scale.md). */
  @Override
  public TreeDocument read(Path path) {
    TreeDocument document = TsvTreeReader.read(path);
    return document == null ? TreeDocument.nothing() : document;
  }

  @Override
  public String write(TreeDocument document) {
    return TsvTreeWriter.write(document.tree(), document.usage());
  }

  @Override
  public dev.fairshare.io.FileContent content(TreeDocument document) {
    return dev.fairshare.io.TextOut.content(out -> TsvTreeWriter.write(document.tree(), document.usage(), out));
  }
}
