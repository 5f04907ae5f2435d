package dev.fairshare.cli.docs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Heading;
import org.commonmark.node.Image;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.Text;
import org.commonmark.parser.IncludeSourceSpans;
import org.commonmark.parser.Parser;

/**
 * One Markdown file as GitHub shows it, parsed as CommonMark: the links and images it holds (outside code), each
 * with its line, and the anchors of its headings ({@link HeadingAnchors}).
 *
 * @param links the links and images, in page order
 * @param anchors the anchors of the headings
 */
record MarkdownPage(List<PageLink> links, Set<String> anchors) {

  /** A link or an image of a page: its 1-based line and its destination as written (escapes resolved). */
  record PageLink(int line, String destination) {}

  private static final Parser PARSER = Parser.builder()
      .includeSourceSpans(IncludeSourceSpans.BLOCKS_AND_INLINES).build();

  static MarkdownPage read(Path file) throws IOException {
    return parse(Files.readString(file));
  }

  static MarkdownPage parse(String markdown) {
    List<PageLink> links = new ArrayList<>();
    Set<String> anchors = new HashSet<>();
    HeadingAnchors headings = new HeadingAnchors();
    PARSER.parse(markdown).accept(new AbstractVisitor() {
      @Override
      public void visit(Heading heading) {
        anchors.add(headings.next(textOf(heading)));
        visitChildren(heading);
      }

      @Override
      public void visit(Link link) {
        links.add(new PageLink(lineOf(link), link.getDestination()));
        visitChildren(link);
      }

      @Override
      public void visit(Image image) {
        links.add(new PageLink(lineOf(image), image.getDestination()));
      }
    });
    return new MarkdownPage(List.copyOf(links), Set.copyOf(anchors));
  }

  private static int lineOf(Node node) {
    return node.getSourceSpans().isEmpty() ? 0 : node.getSourceSpans().get(0).getLineIndex() + 1;
  }

  /** The text a heading shows: its text and code, the text of its links, not the alternative text of images. */
  private static String textOf(Heading heading) {
    StringBuilder text = new StringBuilder();
    heading.accept(new AbstractVisitor() {
      @Override
      public void visit(Text node) {
        text.append(node.getLiteral());
      }

      @Override
      public void visit(Code node) {
        text.append(node.getLiteral());
      }

      @Override
      public void visit(SoftLineBreak node) {
        text.append('\n');
      }

      @Override
      public void visit(Image node) {
        // an image shows no text
      }
    });
    return text.toString();
  }
}
