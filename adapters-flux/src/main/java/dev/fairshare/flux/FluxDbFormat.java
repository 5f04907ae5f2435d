package dev.fairshare.flux;

import dev.fairshare.flux.db.FluxDatabase;
import dev.fairshare.flux.db.FluxDbReader;
import dev.fairshare.flux.db.FluxDbWriter;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.NamedFormat;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.format.TreeDocument;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;

/**
 * {@code flux.db}: a flux-accounting SQLite database ({@code bank_table}, {@code association_table},
 * {@code config_table}), read and written through the SQLite JDBC driver.
 *
 * <p>The tree read is the one flux-accounting's fair share sees (its C++ reader): active banks under active
 * banks, in BINARY order of their names, and the active users of banks without sub-banks, in BINARY order
 * of their names; each association is a user leaf named after the user, with its job usage as usage. Rows
 * that flux's walk does not load are reported as warnings ({@code flux.db.not-loaded}). Writing makes a new
 * database with flux's schema (version {@value dev.fairshare.flux.db.FluxSchema#VERSION}) holding the tree.
 * See {@code adapters-flux/README.md}.
 */
public final class FluxDbFormat extends NamedFormat {
  /** The registered name. */
  public static final String NAME = "flux.db";

  /** The format. */
  public FluxDbFormat() {
    super(NAME, "flux-accounting database (SQLite: bank_table, association_table, config_table)", true);
  }

  @Override
  public MatchStrength probe(String head) {
    return head.startsWith("SQLite format 3") ? MatchStrength.WEAK : MatchStrength.NO_MATCH;
  }

  @Override
  public TreeDocument read(LineSource source) {
    Path path = Path.of(source.name());
    if (!Files.isRegularFile(path)) {
      throw ConfigParseException.of(Problem.error(SourceLocation.of(source.name()), "flux.db.not-a-file",
          "a flux-accounting database is read from a file", "name the database file as flux.db:PATH"));
    }
    return read(path);
  }

  @Override
  public TreeDocument read(Path path) {
    try (FluxDatabase db = FluxDatabase.open(path)) {
      return FluxDbReader.read(db);
    } catch (SQLException e) {
      throw ConfigParseException.of(Problem.error(SourceLocation.of(path.toString()), "flux.db.unreadable",
          "not a flux-accounting database: " + e.getMessage(),
          "give a database made by flux account create-db (bank_table and association_table)"));
    } catch (java.io.UncheckedIOException e) {
      throw ConfigParseException.of(Problem.error(SourceLocation.of(path.toString()), "flux.db.missing",
          "no such file", "check the path"));
    }
  }

  @Override
  public byte[] writeBytes(TreeDocument document) {
    return FluxDbWriter.toBytes(document);
  }

  @Override
  public dev.fairshare.io.FileContent content(TreeDocument document) {
    return out -> FluxDbWriter.writeTo(document, out);
  }

  @Override
  public String write(TreeDocument document) {
    throw new UnsupportedOperationException(NAME + " is binary: use writeBytes");
  }
}
