package dev.fairshare.flux.db;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.flux.Captures;
import dev.fairshare.flux.text.PythonFloat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * flux-accounting's own {@code update-fshare} (C++) and {@code view-bank -t [-P]} (Python), captured on random
 * databases: the fairshare column after {@code update-fshare} and the printed trees must be identical.
 */
class FluxAccountingCapturesTest {
  @TempDir
  Path dir;

  static List<String> cases() {
    return Captures.CASES;
  }

  @ParameterizedTest
  @MethodSource("cases")
  void updateFshareLeavesTheFairshareColumnFluxLeaves(String name) throws Exception {
    Path file = Captures.database(name, dir);
    try (FluxDatabase db = FluxDatabase.open(file)) {
      UpdateFshare.run(db);
      List<String> actual = new ArrayList<>();
      actual.add("# username|bank|fairshare after flux account-update-fshare, rowid order, Python repr");
      for (AssociationRow a : db.associations()) {
        actual.add(a.username() + "|" + a.bank() + "|" + PythonFloat.repr(a.fairshare().asDouble()));
      }
      assertThat(String.join("\n", actual) + "\n").isEqualTo(Captures.text(name + ".fairshare.txt"));
    }
  }

  @ParameterizedTest
  @MethodSource("cases")
  void viewBankPrintsWhatFluxPrintsAfterUpdateFshare(String name) throws Exception {
    Path file = Captures.database(name, dir);
    try (FluxDatabase db = FluxDatabase.open(file)) {
      UpdateFshare.run(db);
      for (int k = 0; ; k++) {
        for (boolean parsable : new boolean[] {false, true}) {
          String expected = Captures.text(name + ".view-bank-" + k + (parsable ? "-P" : "") + ".txt");
          if (expected == null) {
            assertThat(k).as("cases with view-bank captures").isGreaterThan(0);
            return;
          }
          String header = expected.substring(0, expected.indexOf('\n'));
          String bank = header.substring(header.lastIndexOf(' ') + 1);
          String text = ViewBankTree.render(file.toString(), db.banks(), db.associations(), bank, parsable);
          assertThat(text).as("%s view-bank %s%s", name, bank, parsable ? " -P" : "")
              .isEqualTo(expected.substring(header.length() + 1));
        }
      }
    }
  }
}
