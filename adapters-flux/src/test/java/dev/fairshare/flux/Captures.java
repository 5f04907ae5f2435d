package dev.fairshare.flux;

import dev.fairshare.flux.db.FluxDatabase;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;

/**
 * The captures of flux-accounting run on random databases ({@code src/test/resources/flux/captures}, see its
 * README): each case's database as an SQL dump, and what flux's commands left and printed.
 */
public final class Captures {
  /** The cases, by name. */
  public static final List<String> CASES = List.of("small-mixed-1", "small-ties-2", "small-deep-3",
      "small-mixed-4", "small-ties-5", "medium-mixed-6", "medium-ties-7", "medium-deep-8", "large-mixed-9",
      "large-deep-10", "large-ties-11", "small-dup-12");

  private Captures() {}

  /** A capture file's text (plain or gzipped), or {@code null} when the case has none of that name. */
  public static String text(String file) {
    for (String name : List.of(file, file + ".gz")) {
      try (InputStream in = Captures.class.getResourceAsStream("/flux/captures/" + name)) {
        if (in == null) {
          continue;
        }
        InputStream body = name.endsWith(".gz") ? new GZIPInputStream(in) : in;
        return new String(body.readAllBytes(), StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return null;
  }

  /** The case's database, made from its dump in a new file under {@code dir}. */
  public static Path database(String name, Path dir) throws SQLException {
    Path file = dir.resolve(name + ".db");
    try (FluxDatabase db = FluxDatabase.create(file); Statement s = db.connection().createStatement()) {
      s.execute("PRAGMA synchronous=OFF");
      for (String sql : statements(text(name + ".sql"))) {
        s.execute(sql);
      }
    }
    return file;
  }

  /** The statements of an SQL dump: split at semicolons that end a line outside quotes. */
  static List<String> statements(String dump) {
    // the dump's own BEGIN TRANSACTION ... COMMIT makes the load one transaction
    List<String> out = new ArrayList<>();
    StringBuilder current = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < dump.length(); i++) {
      char c = dump.charAt(i);
      current.append(c);
      if (c == '\'') {
        quoted = !quoted;
      } else if (c == ';' && !quoted && (i + 1 == dump.length() || dump.charAt(i + 1) == '\n')) {
        out.add(current.toString().trim());
        current.setLength(0);
      }
    }
    return out;
  }

  /** Copies a file. */
  public static Path copy(Path from, Path to) {
    try {
      return Files.copy(from, to);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
