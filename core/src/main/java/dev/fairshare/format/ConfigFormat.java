package dev.fairshare.format;

/**
 * One external file or command-output format: a name, a probe that recognizes it, a reader into the
 * neutral model and, where the scheduler has one, a writer back.
 *
 * <p><b>Contract.</b> {@link #read} reports bad input only as a {@link ConfigParseException} that lists
 * every problem with its location; it never returns a partial document. Readers keep what the neutral model
 * cannot express as node attributes, so that reading then writing an unchanged input gives the same text
 * (apart from normalizations the adapter's README lists). Registered by name in a Guice map binding
 * ({@code FairshareBinders.formats(binder())}); names are {@code family.kebab-name}, such as
 * {@code slurm.sacctmgr-dump}.
 */
public interface ConfigFormat {

  /** The registered name, such as {@code fairshare.tsv}. */
  String name();

  /** One line that says what the format is. */
  String description();

  /** How sure this format is that a text, of which {@code head} is the start, is in it. */
  MatchStrength probe(String head);

  /** Whether {@link #read} is supported. */
  default boolean canRead() {
    return true;
  }

  /** Whether {@link #write} is supported. */
  default boolean canWrite() {
    return false;
  }

  /** Reads one input. */
  TreeDocument read(LineSource source);

  /**
   * Reads one file. The default reads it as UTF-8 text; a binary format (PBS's {@code usage} file)
   * overrides this to read the bytes.
   */
  default TreeDocument read(java.nio.file.Path path) {
    return read(LineSource.read(path));
  }

  /** Writes a document as bytes; the default is the UTF-8 of {@link #write}. Binary formats override it. */
  default byte[] writeBytes(TreeDocument document) {
    return write(document).getBytes(java.nio.charset.StandardCharsets.UTF_8);
  }

  /**
   * The file of a document in this format, written when asked ({@link dev.fairshare.io.FileContent}): what can
   * be refused is checked now, and a writer that streams writes the file without making it whole in memory.
   * The default makes {@link #writeBytes} now.
   */
  default dev.fairshare.io.FileContent content(TreeDocument document) {
    return dev.fairshare.io.FileContent.of(writeBytes(document));
  }

  /** Writes a document in this format; throws {@link UnsupportedOperationException} if unsupported. */
  default String write(TreeDocument document) {
    throw new UnsupportedOperationException(name() + " cannot be written");
  }
}
