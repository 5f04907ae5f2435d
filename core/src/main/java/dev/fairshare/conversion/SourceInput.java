package dev.fairshare.conversion;

/**
 * One input of a conversion before the inputs are put together: read with its format ({@link SourceDocument}),
 * or left to its family, which reads it itself when it reads the tree as its scheduler holds it
 * ({@link FamilyInput}).
 */
public sealed interface SourceInput permits SourceDocument, FamilyInput {

  /** The input as given ({@code FORMAT:PATH} or a path). */
  String spec();

  /** The registered name of its format, or null for an empty file (it holds nothing in any format). */
  String format();
}
