package dev.fairshare.flux;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.flux.db.FluxDatabase;
import dev.fairshare.flux.db.FluxSettings;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.Problem;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.ShareTree;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code flux.db}: the tree flux's walk loads, warnings for the rest, and a write that reads back the same. */
class FluxDbFormatTest {
  private final FluxDbFormat format = new FluxDbFormat();

  @TempDir
  Path dir;

  @Test
  void readsTheTreeFluxWalksAndWarnsOfEveryRowItLeaves() throws Exception {
    Path db = Captures.database("small-deep-3", dir);
    TreeDocument doc = format.read(db);
    ShareTree tree = doc.tree();
    int inactive;
    int total;
    try (FluxDatabase d = FluxDatabase.open(db)) {
      total = d.associations().size() + d.banks().size();
      inactive = (int) d.associations().stream().filter(a -> a.activeC() == 0).count();
    }
    assertThat(doc.warnings()).allMatch(p -> p.code().equals("flux.db.not-loaded"));
    assertThat(tree.size() + doc.warnings().size()).isEqualTo(total);
    assertThat(doc.warnings().stream().filter(p -> p.message().endsWith("(inactive)")).count())
        .isGreaterThanOrEqualTo(inactive);
    assertThat(doc.warnings()).allMatch(p -> p.location().line() > 0);
    for (int i = 1; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        assertThat(tree.attribute(i, "flux.userid")).isNotNull();
      }
    }
  }

  @Test
  void writeThenReadGivesTheSameTreeUsageAndSettings() throws Exception {
    for (String name : new String[] {"small-mixed-1", "small-ties-2", "medium-deep-8"}) {
      TreeDocument first = format.read(Captures.database(name, dir));
      Path copy = dir.resolve(name + "-written.db");
      Files.write(copy, format.writeBytes(first));
      TreeDocument second = format.read(copy);
      assertThat(second.tree().nodes()).as(name).isEqualTo(first.tree().nodes().stream()
          .map(n -> second.tree().node(n.index())).toList());
      for (int i = 0; i < first.tree().size(); i++) {
        assertThat(second.tree().path(i)).isEqualTo(first.tree().path(i));
        assertThat(second.tree().shares(i)).isEqualTo(first.tree().shares(i));
        assertThat(second.tree().attributes(i)).isEqualTo(first.tree().attributes(i));
        assertThat(Double.valueOf(second.usage().usage(i))).isEqualTo(first.usage().usage(i));
      }
      assertThat(second.settings().get(FluxSettings.class)).isEqualTo(first.settings().get(FluxSettings.class));
      assertThat(second.warnings()).isEmpty();
      try (FluxDatabase d = FluxDatabase.open(copy)) {
        assertThat(d.schemaVersion()).isEqualTo(38);
      }
    }
  }

  @Test
  void probesSqliteFilesOnly() {
    assertThat(format.probe("SQLite format 3\u0000...")).isEqualTo(MatchStrength.WEAK);
    assertThat(format.probe("root|1|group")).isEqualTo(MatchStrength.NO_MATCH);
  }

  @Test
  void aDatabaseWithoutRootOrWithBadSharesIsRefusedWithEveryProblem() throws Exception {
    Path db = Captures.database("small-mixed-4", dir);
    try (FluxDatabase d = FluxDatabase.open(db); Statement s = d.connection().createStatement()) {
      s.execute("UPDATE bank_table SET shares='lots' WHERE parent_bank<>''");
      s.execute("UPDATE association_table SET job_usage=-1 WHERE rowid=(SELECT min(rowid) FROM association_table)");
    }
    assertThatThrownBy(() -> format.read(db)).isInstanceOfSatisfying(ConfigParseException.class,
        e -> assertThat(e.problems()).extracting(Problem::code).contains("flux.db.bad-shares"));
    try (FluxDatabase d = FluxDatabase.open(db); Statement s = d.connection().createStatement()) {
      s.execute("UPDATE bank_table SET parent_bank='x' WHERE parent_bank=''");
    }
    assertThatThrownBy(() -> format.read(db)).isInstanceOfSatisfying(ConfigParseException.class,
        e -> assertThat(e.problems()).extracting(Problem::code).containsExactly("flux.db.no-root"));
  }

  @Test
  void aBankOrAssociationWithoutANameIsRefusedAtItsRow() throws Exception {
    // found by FormatContract's fuzzing: a NULL bank name was a NullPointerException
    Path db = dir.resolve("FluxAccounting.db");
    Files.copy(Path.of("../examples/flux/FluxAccounting.db"), db);
    try (FluxDatabase d = FluxDatabase.open(db); Statement s = d.connection().createStatement()) {
      // the tables without their NOT NULL constraints, as a damaged file can hold them
      for (String table : new String[] {"bank_table", "association_table"}) {
        s.execute("CREATE TABLE copy AS SELECT * FROM " + table);
        s.execute("DROP TABLE " + table);
        s.execute("ALTER TABLE copy RENAME TO " + table);
      }
      s.execute("UPDATE bank_table SET bank=NULL WHERE bank='biology'");
      s.execute("UPDATE association_table SET username=NULL WHERE rowid=2");
    }
    // biology is bank_table's fourth row in the example database
    assertThatThrownBy(() -> format.read(db)).isInstanceOfSatisfying(ConfigParseException.class,
        e -> assertThat(e.problems()).extracting(Problem::code, p -> p.location().toString()).containsExactly(
            org.assertj.core.groups.Tuple.tuple("flux.db.null-name", db + "#association_table:2"),
            org.assertj.core.groups.Tuple.tuple("flux.db.null-name", db + "#bank_table:4")));
  }

  @Test
  void aSettingThatIsNotANumberIsRefusedAtItsConfigRow() throws Exception {
    // found by FormatContract's fuzzing: an IllegalArgumentException, not a positioned problem
    Path db = dir.resolve("FluxAccounting.db");
    Files.copy(Path.of("../examples/flux/FluxAccounting.db"), db);
    try (FluxDatabase d = FluxDatabase.open(db); Statement s = d.connection().createStatement()) {
      s.execute("UPDATE config_table SET value='0.x' WHERE key='decay_factor'");
    }
    // decay_factor is config_table's third row in the example database
    assertThatThrownBy(() -> format.read(db)).isInstanceOfSatisfying(ConfigParseException.class,
        e -> assertThat(e.problems()).extracting(Problem::code, p -> p.location().toString())
            .containsExactly(org.assertj.core.groups.Tuple.tuple("flux.db.bad-config", db + "#config_table:3")));
  }
}
