package dev.fairshare.slurm.sacct;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.ledger.UsageIdentity;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The identity table finds what was added under the same four cells, and nothing under other cells. */
class IdentityTableTest {

  /** Keys the table on the cells of {@code cluster|account|user|partition}. */
  static void key(IdentityTable table, String row) {
    byte[] b = ("x|" + row + "|y").getBytes(StandardCharsets.UTF_8);
    int[] cut = new int[5];
    cut[0] = 2;
    int k = 1;
    for (int i = 2; i < b.length && k < 5; i++) {
      if (b[i] == '|') {
        cut[k++] = i + 1;
      }
    }
    table.key(b, cut[0], cut[1] - 1, cut[1], cut[2] - 1, cut[2], cut[3] - 1, cut[3], cut[4] - 1);
  }

  @Test
  void cellsThatJoinToTheSameTextAreStillDifferentIdentities() {
    IdentityTable table = new IdentityTable();
    key(table, "tux|ab|c|");
    table.add(UsageIdentity.of("slurm", "tux", "ab", "c", ""));
    key(table, "tux|a|bc|");
    assertThat(table.find()).isNull();
    key(table, "tux|ab|c|");
    assertThat(table.find()).isEqualTo(UsageIdentity.of("slurm", "tux", "ab", "c", ""));
  }

  @Test
  void manyIdentitiesAreAllFoundAfterTheTableGrows() {
    IdentityTable table = new IdentityTable();
    Map<String, UsageIdentity> added = new HashMap<>();
    for (int i = 0; i < 5_000; i++) {
      String row = "c" + (i % 3) + "|acct" + (i % 97) + "|user" + i + "|" + (i % 2 == 0 ? "" : "gpü");
      key(table, row);
      assertThat(table.find()).isNull();
      UsageIdentity id = UsageIdentity.of("slurm", row.split("\\|", -1));
      table.add(id);
      added.put(row, id);
    }
    added.forEach((row, id) -> {
      key(table, row);
      assertThat(table.find()).isSameAs(id);
    });
    key(table, "c0|acct0|user5000|");
    assertThat(table.find()).isNull();
  }
}
