package dev.fairshare.conversion;

/**
 * An input that its family reads itself, once, when it reads the tree as its scheduler holds it
 * ({@link FamilyConversion#readsTree}, {@link FamilyConversion#readsUsage}, {@link FamilyConversion#asScheduled}):
 * named with the format its file's head shows, and not read with that format.
 *
 * @param spec the input as given ({@code FORMAT:PATH} or a path)
 * @param format the registered name of its format
 */
public record FamilyInput(String spec, String format) implements SourceInput {}
