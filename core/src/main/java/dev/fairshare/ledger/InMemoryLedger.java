package dev.fairshare.ledger;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A ledger held in memory, gone with the process: for tests, embedding, and one-shot commands
 * ({@code --ledger memory:}).
 */
public final class InMemoryLedger implements UsageLedger {
  /** The slot of each job key's charge in the arrays below, which a snapshot walks in order. */
  private final Map<String, Integer> slotByKey = new HashMap<>();
  private final Map<UsageIdentity, Integer> identityIndex = new HashMap<>();
  private final List<UsageIdentity> identities = new ArrayList<>();
  private Charge[] charges = new Charge[16];
  private int[] identity = new int[16];
  private double[] amount = new double[16];
  private long[] start = new long[16];
  private long[] end = new long[16];
  private int count;

  @Override
  public String location() {
    return "memory:";
  }

  @Override
  public synchronized AppendResult append(List<Charge> batchCharges) {
    Batches batch = Batches.reduce(batchCharges);
    long added = 0;
    long extended = 0;
    long present = batch.collapsed();
    for (Charge c : batch.charges()) {
      Integer there = slotByKey.get(c.jobKey());
      int slot;
      if (there == null) {
        added++;
        slot = count++;
        grow();
        slotByKey.put(c.jobKey(), slot);
      } else if (c.supersedes(charges[there])) {
        extended++;
        slot = there;
      } else {
        present++;
        continue;
      }
      charges[slot] = c;
      identity[slot] = identityIndex.computeIfAbsent(c.identity(), id -> {
        identities.add(id);
        return identities.size() - 1;
      });
      amount[slot] = c.amount();
      start[slot] = c.start();
      end[slot] = c.end();
    }
    return new AppendResult(added, extended, present);
  }

  private void grow() {
    if (count > charges.length) {
      int n = Math.max(count, charges.length * 2);
      charges = Arrays.copyOf(charges, n);
      identity = Arrays.copyOf(identity, n);
      amount = Arrays.copyOf(amount, n);
      start = Arrays.copyOf(start, n);
      end = Arrays.copyOf(end, n);
    }
  }

  /** Every identity's usage, its charges added in the order their job keys were first appended. */
  @Override
  public synchronized LedgerSnapshot snapshot(AsOf asOf) {
    LedgerSnapshot.Builder builder = new LedgerSnapshot.Builder(asOf, identities.size());
    for (int i = 0; i < identities.size(); i++) {
      builder.identity(i, identities.get(i));
    }
    for (int i = 0; i < count; i++) {
      builder.charge(identity[i], amount[i], start[i], end[i]);
    }
    return builder.build();
  }

  @Override
  public void forEach(Consumer<Charge> action) {
    List<Charge> all;
    synchronized (this) {
      all = new ArrayList<>(Arrays.asList(charges).subList(0, count));
    }
    all.sort(ORDER);
    all.forEach(action);
  }

  @Override
  public synchronized long size() {
    return count;
  }

  @Override
  public void close() {}

  /** The order of {@link UsageLedger#forEach}: family, identity, start, job key. */
  public static final Comparator<Charge> ORDER = Comparator
      .comparing((Charge c) -> c.identity().family())
      .thenComparing(c -> c.identity().key())
      .thenComparingLong(Charge::start)
      .thenComparing(Charge::jobKey);
}
