package dev.fairshare.cli.view;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The view as one self-contained HTML file: the page, its style and its script (resources {@code view/} of
 * this module, written for it, no library) and the data inline, and a Content-Security-Policy that allows
 * nothing from outside the file, so the page works, and can only work, with no network.
 */
public final class HtmlView {
  private HtmlView() {}

  /** The page for the data of {@link ViewData}. */
  static String render(String title, ObjectNode data) {
    String json;
    try {
      json = new ObjectMapper().writeValueAsString(data);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
    // In a script element, "</script" would end it: every '<' in the JSON (inside strings) is escaped.
    json = json.replace("<", "\\u003c");
    return resource("page.html")
        .replace("{{CSS}}", resource("view.css"))
        .replace("{{JS}}", resource("view.js"))
        .replace("{{TITLE}}", escape(title))
        .replace("{{DATA}}", json);
  }

  /** Text as HTML character data. */
  static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }

  private static String resource(String name) {
    try (InputStream in = HtmlView.class.getResourceAsStream("/view/" + name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource /view/" + name);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
