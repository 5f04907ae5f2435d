package dev.fairshare.testkit.ledger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.fairshare.ledger.AppendResult;
import dev.fairshare.ledger.AsOf;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.UsageLedger;
import dev.fairshare.usage.NoDecay;
import dev.fairshare.usage.ResetSchedule;
import dev.fairshare.usage.SlurmDecay;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The contract every {@link UsageLedger} store passes (docs/ledger.md): extend it, say how to make an
 * empty store and how to open a second handle on the same one, and every test here runs against your store.
 *
 * <p>Expected values are the inputs' own sums, and for decay the figures of Slurm's decay
 * ({@code priority_multifactor.c}: one half-life of 604800 s with the literal 0.693 leaves
 * 0.5000733971527376).
 */
public abstract class UsageStoreContract {
  private final List<UsageLedger> opened = new ArrayList<>();

  /** A new, empty store. */
  protected abstract UsageLedger createEmpty();

  /** A second handle on the same store as {@code first} (a new connection; the same object in memory). */
  protected abstract UsageLedger reopen(UsageLedger first);

  /** Whether the store keeps its charges after every handle is closed. */
  protected boolean durable() {
    return true;
  }

  private UsageLedger fresh() {
    UsageLedger l = createEmpty();
    opened.add(l);
    return l;
  }

  private UsageLedger again(UsageLedger first) {
    UsageLedger l = reopen(first);
    if (l != first) {
      opened.add(l);
    }
    return l;
  }

  @AfterEach
  void closeAll() {
    for (UsageLedger l : opened) {
      l.close();
    }
  }

  static final long T0 = 1_700_000_000L;
  static final UsageIdentity ALICE = UsageIdentity.of("slurm", "tux", "physics", "alice", "");
  static final UsageIdentity BOB = UsageIdentity.of("slurm", "tux", "physics", "bob", "gpu");
  static final UsageIdentity CAROL = UsageIdentity.of("pbs", "grp:carol");

  static Charge charge(UsageIdentity who, String key, double amount, long start, long end) {
    return new Charge(who, "contract", key, amount, start, end);
  }

  static AsOf none(long at) {
    return AsOf.of(Instant.ofEpochSecond(at), new NoDecay());
  }

  @Test
  void withoutDecayEachIdentityHasTheSumOfItsAmounts() {
    UsageLedger l = fresh();
    AppendResult r = l.append(List.of(charge(ALICE, "a1", 3600, T0, T0 + 3600),
        charge(ALICE, "a2", 7200, T0 + 100, T0 + 1900), charge(BOB, "b1", 0.5, T0, T0 + 1),
        charge(CAROL, "c1", 1e12, T0 - 86400, T0)));
    assertThat(r).isEqualTo(new AppendResult(4, 0, 0));
    LedgerSnapshot s = l.snapshot(none(T0 + 86400));
    assertThat(s.size()).isEqualTo(3);
    assertThat(s.usageOf(ALICE)).isEqualTo(10800.0);
    assertThat(s.usageOf(BOB)).isEqualTo(0.5);
    assertThat(s.usageOf(CAROL)).isEqualTo(1e12);
    assertThat(l.size()).isEqualTo(4);
  }

  @Test
  void appendingTheSameChargesAgainAddsNothing() {
    UsageLedger l = fresh();
    List<Charge> batch = randomCharges(new Random(1), 500, 0);
    assertThat(l.append(batch).added()).isEqualTo(500);
    AppendResult again = l.append(batch);
    assertThat(again).isEqualTo(new AppendResult(0, 0, 500));
    assertThat(l.size()).isEqualTo(500);
    assertThat(totals(l.snapshot(none(T0 + 10_000_000)))).isEqualTo(expected(batch));
  }

  @Test
  void anOverlappingBatchAddsOnlyTheNewRuns() {
    UsageLedger l = fresh();
    List<Charge> all = randomCharges(new Random(2), 1000, 0);
    l.append(all.subList(0, 600));
    AppendResult r = l.append(all.subList(420, 1000));
    assertThat(r).isEqualTo(new AppendResult(400, 0, 180));
    assertThat(totals(l.snapshot(none(T0 + 10_000_000)))).isEqualTo(expected(all));
  }

  @Test
  void aRunningJobReadAgainAfterItEndedIsReplacedNotAdded() {
    UsageLedger l = fresh();
    l.append(List.of(charge(ALICE, "run", 100, T0, T0 + 100)));
    assertThat(l.append(List.of(charge(ALICE, "run", 250, T0, T0 + 250)))).isEqualTo(new AppendResult(0, 1, 0));
    assertThat(l.append(List.of(charge(ALICE, "run", 100, T0, T0 + 100)))).isEqualTo(new AppendResult(0, 0, 1));
    assertThat(l.size()).isEqualTo(1);
    assertThat(l.snapshot(none(T0 + 1000)).usageOf(ALICE)).isEqualTo(250.0);
  }

  @Test
  void theSameKeyTwiceInOneBatchCountsOnceAndTheLongerWins() {
    UsageLedger l = fresh();
    AppendResult r = l.append(List.of(charge(BOB, "k", 10, T0, T0 + 10), charge(BOB, "k", 40, T0, T0 + 40),
        charge(BOB, "k", 20, T0, T0 + 20)));
    assertThat(r).isEqualTo(new AppendResult(1, 0, 2));
    assertThat(l.snapshot(none(T0 + 100)).usageOf(BOB)).isEqualTo(40.0);
  }

  @Test
  void onlyUsageBeforeTheInstantCounts() {
    UsageLedger l = fresh();
    l.append(List.of(charge(ALICE, "half", 1000, T0, T0 + 1000), charge(ALICE, "later", 5, T0 + 600, T0 + 700),
        charge(BOB, "future", 7, T0 + 900, T0 + 1000)));
    LedgerSnapshot s = l.snapshot(none(T0 + 500));
    assertThat(s.usageOf(ALICE)).isEqualTo(500.0);
    assertThat(s.usageOf(BOB)).isZero();
    assertThat(s.size()).isEqualTo(1);
  }

  @Test
  void slurmDecayLeavesItsOwnHalfOfASeedAfterOneHalfLife() {
    UsageLedger l = fresh();
    l.append(List.of(charge(ALICE, "seed", 1e9, T0, T0)));
    AsOf read = AsOf.of(Instant.ofEpochSecond(T0 + 604800), new SlurmDecay(604800));
    assertThat(l.snapshot(read).usageOf(ALICE)).isCloseTo(1e9 * 0.5000733971527376, within(1e-3));
  }

  @Test
  void aDailyResetDropsWhatCameBeforeMidnight() {
    UsageLedger l = fresh();
    long midnight = 1_700_006_400L; // 2023-11-15T00:00:00Z
    l.append(List.of(charge(ALICE, "before", 100, midnight - 200, midnight - 100),
        charge(BOB, "across", 400, midnight - 100, midnight + 300)));
    AsOf read = none(midnight + 1000).withReset(ResetSchedule.DAILY, ZoneId.of("UTC"));
    LedgerSnapshot s = l.snapshot(read);
    assertThat(s.usageOf(ALICE)).isZero();
    assertThat(s.usageOf(BOB)).isEqualTo(300.0);
  }

  @Test
  void exportGivesBackEveryChargeAsAppended() {
    UsageLedger l = fresh();
    List<Charge> batch = new ArrayList<>(randomCharges(new Random(3), 200, 0));
    batch.add(new Charge(UsageIdentity.of("lsf", "normal", "/grp a/ü ser"), "src\twith tab", "k\\1\n", 1.25,
        T0, T0 + 9));
    l.append(batch);
    List<Charge> out = new ArrayList<>();
    l.forEach(out::add);
    assertThat(out).containsExactlyInAnyOrderElementsOf(batch);
    for (int i = 1; i < out.size(); i++) {
      Charge a = out.get(i - 1);
      Charge b = out.get(i);
      int byIdentity = (a.identity().family() + "\u0000" + a.identity().key())
          .compareTo(b.identity().family() + "\u0000" + b.identity().key());
      assertThat(byIdentity < 0 || (byIdentity == 0 && a.start() <= b.start())).isTrue();
    }
  }

  @Test
  void aSecondHandleSeesWhatTheFirstCommitted() {
    UsageLedger first = fresh();
    List<Charge> batch = randomCharges(new Random(4), 300, 0);
    first.append(batch);
    UsageLedger second = again(first);
    assertThat(totals(second.snapshot(none(T0 + 10_000_000)))).isEqualTo(expected(batch));
    assertThat(second.append(batch).present()).isEqualTo(300);
  }

  @Test
  void chargesSurviveClosingEveryHandle() {
    if (!durable()) {
      return;
    }
    UsageLedger first = fresh();
    List<Charge> batch = randomCharges(new Random(5), 100, 0);
    first.append(batch);
    UsageLedger second = again(first);
    first.close();
    assertThat(totals(second.snapshot(none(T0 + 10_000_000)))).isEqualTo(expected(batch));
  }

  @Test
  void twoWritersAppendingOverlappingBatchesAtOnceCountEachRunOnce() throws Exception {
    UsageLedger first = fresh();
    UsageLedger second = again(first);
    List<Charge> all = randomCharges(new Random(6), 4000, 0);
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      Future<Long> a = pool.submit(() -> appendInBatches(first, all.subList(0, 3000), 250));
      Future<Long> b = pool.submit(() -> appendInBatches(second, all.subList(1000, 4000), 300));
      assertThat(a.get() + b.get()).isEqualTo(4000);
    } finally {
      pool.shutdown();
    }
    assertThat(first.size()).isEqualTo(4000);
    assertThat(totals(first.snapshot(none(T0 + 10_000_000)))).isEqualTo(expected(all));
  }

  private static long appendInBatches(UsageLedger l, List<Charge> charges, int size) {
    long added = 0;
    for (int i = 0; i < charges.size(); i += size) {
      added += l.append(charges.subList(i, Math.min(charges.size(), i + size))).added();
    }
    return added;
  }

  /** Charges with whole amounts (so that sums are exact), over 37 identities of three families. */
  static List<Charge> randomCharges(Random random, int n, int firstKey) {
    List<Charge> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      int who = random.nextInt(37);
      UsageIdentity id = who % 3 == 0 ? UsageIdentity.of("slurm", "c" + who % 2, "acct" + who % 5, "u" + who, "")
          : who % 3 == 1 ? UsageIdentity.of("pbs", "user" + who) : UsageIdentity.of("flux", "bank" + who % 4,
              "u" + who);
      long start = T0 + random.nextInt(1_000_000);
      long seconds = 1 + random.nextInt(200_000);
      out.add(new Charge(id, "contract", "job-" + (firstKey + i), (double) (1 + random.nextInt(64)) * seconds,
          start, start + seconds));
    }
    return out;
  }

  static Map<UsageIdentity, Double> expected(List<Charge> charges) {
    Map<UsageIdentity, Double> sums = new HashMap<>();
    for (Charge c : charges) {
      sums.merge(c.identity(), c.amount(), Double::sum);
    }
    return sums;
  }

  static Map<UsageIdentity, Double> totals(LedgerSnapshot s) {
    Map<UsageIdentity, Double> out = new HashMap<>();
    for (int i = 0; i < s.size(); i++) {
      out.put(s.identity(i), s.usage(i));
    }
    return out;
  }
}
