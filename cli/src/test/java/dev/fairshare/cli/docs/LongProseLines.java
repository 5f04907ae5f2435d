package dev.fairshare.cli.docs;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SourceSpan;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;

/**
 * The prose lines of a Markdown page longer than a limit: lines of its paragraphs, parsed as CommonMark, except a
 * table's rows (a line beginning with {@code |}: without the tables extension a table parses as a paragraph) and a
 * line that cannot be broken, every space of it inside a link or a code span (one link, one code span, the end of
 * a link begun on the line before). Headings, code blocks and HTML blocks are not paragraphs, so never counted.
 */
final class LongProseLines {
  private static final Parser PARSER = Parser.builder()
      .includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES).build();

  private LongProseLines() {}

  /** The 1-based numbers of the lines of {@code markdown} that are prose and longer than {@code limit}. */
  static List<Integer> of(String markdown, int limit) {
    String[] lines = markdown.split("\n", -1);
    Map<Integer, Integer> prose = new TreeMap<>();
    Map<Integer, BitSet> unbreakable = new HashMap<>();
    PARSER.parse(markdown).accept(new AbstractVisitor() {
      @Override
      public void visit(Paragraph paragraph) {
        paragraph.getSourceSpans().forEach(s -> prose.put(s.getLineIndex(), s.getColumnIndex()));
        visitChildren(paragraph);
      }

      @Override
      public void visit(Link link) {
        mark(link);
        visitChildren(link);
      }

      @Override
      public void visit(Image image) {
        mark(image);
      }

      @Override
      public void visit(Code code) {
        mark(code);
      }

      private void mark(Node node) {
        for (SourceSpan s : node.getSourceSpans()) {
          unbreakable.computeIfAbsent(s.getLineIndex(), k -> new BitSet())
              .set(s.getColumnIndex(), s.getColumnIndex() + s.getLength());
        }
      }
    });
    List<Integer> over = new ArrayList<>();
    for (Map.Entry<Integer, Integer> p : prose.entrySet()) {
      int i = p.getKey();
      String line = lines[i];
      if (line.length() > limit && !line.strip().startsWith("|")
          && breakable(line, p.getValue(), unbreakable.getOrDefault(i, new BitSet()))) {
        over.add(i + 1);
      }
    }
    return over;
  }

  /**
   * Whether a space of the paragraph's text on the line (from column {@code from}, after a list marker or a
   * quote's {@code >}) lies outside every link and code span.
   */
  private static boolean breakable(String line, int from, BitSet unbreakable) {
    for (int c = line.indexOf(' ', from); c >= 0; c = line.indexOf(' ', c + 1)) {
      if (!unbreakable.get(c) && c < line.stripTrailing().length()) {
        return true;
      }
    }
    return false;
  }
}
