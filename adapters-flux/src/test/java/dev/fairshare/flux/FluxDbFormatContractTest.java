package dev.fairshare.flux;

import dev.fairshare.flux.db.FluxDatabase;
import dev.fairshare.flux.db.NotLoadedRows;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.testkit.format.BadInput;
import dev.fairshare.testkit.format.FormatContract;
import dev.fairshare.testkit.format.FormatSample;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * {@code flux.db} passes the format contract: the example site's database and two captured ones, written
 * back by flux's schema and read the same; a bank whose shares are not an integer is reported at its
 * {@code bank_table} row.
 */
class FluxDbFormatContractTest extends FormatContract {
  private static final Path EXAMPLE = Path.of("../examples/flux/FluxAccounting.db");
  private static List<FormatSample> samples;
  private static List<BadInput> badInputs;

  @Override
  protected ConfigFormat format() {
    return new FluxDbFormat();
  }

  @Override
  protected boolean binary() {
    return true;
  }

  /** The writer writes the tree flux loads; the rows the reader reported as not loaded are not written. */
  @Override
  protected TreeDocument keptByWrite(TreeDocument read) {
    Settings kept = Settings.none();
    for (Object v : read.settings().all()) {
      if (!(v instanceof NotLoadedRows)) {
        kept = kept.with(v);
      }
    }
    return new TreeDocument(read.tree(), read.usage(), kept, List.of());
  }

  @Override
  protected synchronized List<FormatSample> samples() {
    if (samples == null) {
      samples = inScratch(dir -> List.of(FormatSample.file(EXAMPLE),
          FormatSample.file(Captures.database("small-mixed-1", dir)),
          FormatSample.file(Captures.database("small-ties-2", dir))));
    }
    return samples;
  }

  @Override
  protected synchronized List<BadInput> badInputs() {
    if (badInputs == null) {
      // chemistry is bank_table's third row in the example database
      badInputs = inScratch(dir -> {
        Path db = dir.resolve("FluxAccounting.db");
        Files.copy(EXAMPLE, db);
        try (FluxDatabase d = FluxDatabase.open(db); Statement s = d.connection().createStatement()) {
          s.execute("UPDATE bank_table SET shares='lots' WHERE bank='chemistry'");
        }
        return List.of(new BadInput("FluxAccounting.db", Files.readAllBytes(db), "flux.db.bad-shares", 3, 0));
      });
    }
    return badInputs;
  }

  /** What a step makes in a new directory, which is removed after it. */
  private static <T> T inScratch(Step<T> step) {
    try {
      Path dir = Files.createTempDirectory("flux-contract");
      try {
        return step.run(dir);
      } finally {
        try (Stream<Path> walk = Files.walk(dir)) {
          walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  private interface Step<T> {
    T run(Path dir) throws IOException, SQLException;
  }
}
