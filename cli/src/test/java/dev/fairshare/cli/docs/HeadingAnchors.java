package dev.fairshare.cli.docs;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The anchors GitHub gives the headings of one Markdown page, in page order: the heading's text in lower case,
 * every character dropped but letters, marks, decimal and letter numbers, {@code _} (and other connector
 * punctuation), {@code -} and the space, each space turned into {@code -}; a slug already given on the page gets
 * {@code -1}, {@code -2}... (the first suffix not yet taken). This is the rule of github-slugger, the library
 * that reproduces GitHub's heading ids; a new instance starts a new page.
 */
final class HeadingAnchors {
  private final Map<String, Integer> occurrences = new HashMap<>();

  /** The anchor of the page's next heading, whose rendered text is {@code text}. */
  String next(String text) {
    String slug = slug(text);
    String anchor = slug;
    while (occurrences.containsKey(anchor)) {
      int n = occurrences.merge(slug, 1, Integer::sum);
      anchor = slug + "-" + n;
    }
    occurrences.put(anchor, 0);
    return anchor;
  }

  /** The slug of one heading text, before any duplicate suffix. */
  static String slug(String text) {
    StringBuilder slug = new StringBuilder(text.length());
    text.toLowerCase(Locale.ROOT).codePoints().forEach(c -> {
      if (c == ' ') {
        slug.append('-');
      } else if (c == '-' || kept(c)) {
        slug.appendCodePoint(c);
      }
    });
    return slug.toString();
  }

  private static boolean kept(int c) {
    if (Character.isAlphabetic(c)) {
      return true;
    }
    return switch (Character.getType(c)) {
      case Character.NON_SPACING_MARK, Character.ENCLOSING_MARK, Character.COMBINING_SPACING_MARK,
          Character.DECIMAL_DIGIT_NUMBER, Character.LETTER_NUMBER, Character.CONNECTOR_PUNCTUATION -> true;
      default -> false;
    };
  }
}
