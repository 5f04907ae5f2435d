package dev.fairshare.ledger.sql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.ledger.AsOf;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.InMemoryLedger;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.UsageLedger;
import dev.fairshare.testkit.ledger.TestPostgres;
import dev.fairshare.usage.ResetSchedule;
import dev.fairshare.usage.SlurmDecay;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The three stores give the same snapshot, bit for bit, of the same charges under Slurm's decay: each store
 * reads its charges its own way (PostgreSQL streams them in binary, SQLite through JDBC, memory from its
 * arrays) and values them with the same {@code ChargeValue}. Each identity has one or two charges, so the
 * sum does not depend on the order a store reads them in (IEEE addition is commutative).
 */
class SnapshotsAgreeAcrossStoresTest {
  private static final long T0 = 1_700_000_000L;

  @TempDir
  Path dir;

  /** Charges with fractional amounts over odd spans; some start after the reading, some before a reset. */
  private static List<Charge> charges() {
    Random random = new Random(11);
    List<Charge> out = new ArrayList<>();
    for (int i = 0; i < 3000; i++) {
      UsageIdentity id = UsageIdentity.of("slurm", "c" + i % 3, "acct" + i % 17, "u" + i, i % 4 == 0 ? "gpu" : "");
      int charges = 1 + random.nextInt(2);
      for (int k = 0; k < charges; k++) {
        long start = T0 + random.nextInt(40 * 86400);
        long seconds = random.nextInt(10) == 0 ? 0 : 1 + random.nextInt(3 * 86400);
        out.add(new Charge(id, "agree", "j" + i + "." + k, random.nextDouble() * 1e6, start, start + seconds));
      }
    }
    return out;
  }

  private static void fill(UsageLedger ledger, List<Charge> all) {
    for (int i = 0; i < all.size(); i += 700) {
      ledger.append(all.subList(i, Math.min(all.size(), i + 700)));
    }
  }

  @Test
  void postgresqlSqliteAndMemoryAgreeBitForBit() {
    List<Charge> all = charges();
    AsOf plain = AsOf.of(Instant.ofEpochSecond(T0 + 35 * 86400 + 17), new SlurmDecay(604800));
    AsOf reset = plain.withReset(ResetSchedule.WEEKLY, ZoneId.of("UTC")).withCycle(60);
    try (UsageLedger memory = new InMemoryLedger();
        UsageLedger sqlite = SqliteLedger.open(dir.resolve("agree.db"));
        UsageLedger postgres = PostgresLedger.open(TestPostgres.shared().newDatabase())) {
      for (UsageLedger l : List.of(memory, sqlite, postgres)) {
        fill(l, all);
      }
      for (AsOf asOf : List.of(plain, reset)) {
        LedgerSnapshot expected = memory.snapshot(asOf);
        assertThat(expected.size()).isBetween(2000, 2999);
        for (UsageLedger l : List.of(sqlite, postgres)) {
          LedgerSnapshot s = l.snapshot(asOf);
          assertThat(s.size()).as(l.location()).isEqualTo(expected.size());
          for (int i = 0; i < expected.size(); i++) {
            assertThat(Double.doubleToRawLongBits(s.usageOf(expected.identity(i))))
                .as("%s %s", l.location(), expected.identity(i))
                .isEqualTo(Double.doubleToRawLongBits(expected.usage(i)));
          }
        }
      }
    }
  }
}
