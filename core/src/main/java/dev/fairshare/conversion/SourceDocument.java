package dev.fairshare.conversion;

import dev.fairshare.format.TreeDocument;
import java.util.Objects;

/**
 * One input of a conversion read with its format.
 *
 * @param spec the input as given ({@code FORMAT:PATH} or a path)
 * @param format the registered name of its format, or null for an empty file (it holds nothing in any format)
 * @param document what was read
 */
public record SourceDocument(String spec, String format, TreeDocument document) implements SourceInput {

  public SourceDocument {
    Objects.requireNonNull(document, "document");
  }
}
