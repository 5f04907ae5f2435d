package dev.fairshare.cli.faults;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What a folder holds, to compare before and after a fault: every file by its relative path and the SHA-256 of
 * its bytes, every folder by its path with a trailing slash; a SQLite database ({@code *.db}) by its rows, as
 * SQLite shows it to the next reader (a journal left by a kill is rolled back on opening), and SQLite's side
 * files ({@code -journal}, {@code -wal}, {@code -shm}) not at all.
 */
final class TreeState {
  private TreeState() {}

  /** The state of everything under {@code root}. */
  static Map<String, String> of(Path root) {
    Map<String, String> state = new TreeMap<>();
    try {
      add(root, root, state);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return state;
  }

  private static void add(Path root, Path dir, Map<String, String> state) throws IOException {
    List<Path> entries = new ArrayList<>();
    try (DirectoryStream<Path> list = Files.newDirectoryStream(dir)) {
      list.forEach(entries::add);
    }
    for (Path p : entries) {
      String name = root.relativize(p).toString();
      if (name.endsWith("-journal") || name.endsWith("-wal") || name.endsWith("-shm")) {
        continue;
      }
      try {
        if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
          state.put(name + "/", "");
          add(root, p, state);
        } else {
          state.put(name, name.endsWith(".db") ? rows(p) : sha256(Files.readAllBytes(p)));
        }
      } catch (NoSuchFileException e) {
        // gone while listed: a staging file a recovery or a writer removed
      }
    }
  }

  /** Whether a transaction's staging folder is anywhere under {@code root} (a write under way or left). */
  static boolean staging(Path root) {
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.anyMatch(p -> p.getFileName().toString().startsWith(".fairshare-txn-"));
    } catch (IOException | UncheckedIOException e) {
      return true;
    }
  }

  private static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  private static String rows(Path db) {
    StringBuilder all = new StringBuilder();
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db);
        Statement s = c.createStatement()) {
      List<String> tables = new ArrayList<>();
      try (ResultSet r = s.executeQuery("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")) {
        while (r.next()) {
          tables.add(r.getString(1));
        }
      }
      for (String table : tables) {
        try (ResultSet r = s.executeQuery("SELECT * FROM \"" + table + "\" ORDER BY 1")) {
          int columns = r.getMetaData().getColumnCount();
          all.append(table).append('\n');
          while (r.next()) {
            for (int i = 1; i <= columns; i++) {
              all.append(r.getString(i)).append('\t');
            }
            all.append('\n');
          }
        }
      }
    } catch (SQLException e) {
      return "unreadable database: " + e.getMessage();
    }
    return sha256(all.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
  }
}
