package dev.fairshare.conversion;

import dev.fairshare.format.TreeDocument;

/**
 * One input of a conversion as read.
 *
 * @param spec the input as given ({@code FORMAT:PATH} or a path)
 * @param format the registered name of its format, or null for an empty file (it holds nothing in any format)
 * @param document what was read
 */
public record SourceDocument(String spec, String format, TreeDocument document) {}
