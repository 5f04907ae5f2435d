package dev.fairshare.ledger;

import java.util.ArrayList;
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
  /** A charge held, with its identity's dense index (so a snapshot hashes no identity). */
  private record Held(Charge charge, int identity) {}

  private final Map<String, Held> byKey = new HashMap<>();
  private final Map<UsageIdentity, Integer> identityIndex = new HashMap<>();
  private final List<UsageIdentity> identities = new ArrayList<>();

  @Override
  public String location() {
    return "memory:";
  }

  @Override
  public synchronized AppendResult append(List<Charge> charges) {
    Batches batch = Batches.reduce(charges);
    long added = 0;
    long extended = 0;
    long present = batch.collapsed();
    for (Charge c : batch.charges()) {
      Held there = byKey.get(c.jobKey());
      if (there == null) {
        added++;
      } else if (c.supersedes(there.charge())) {
        extended++;
      } else {
        present++;
        continue;
      }
      int index = identityIndex.computeIfAbsent(c.identity(), id -> {
        identities.add(id);
        return identities.size() - 1;
      });
      byKey.put(c.jobKey(), new Held(c, index));
    }
    return new AppendResult(added, extended, present);
  }

  @Override
  public synchronized LedgerSnapshot snapshot(AsOf asOf) {
    LedgerSnapshot.Builder builder = new LedgerSnapshot.Builder(asOf, identities.size());
    for (int i = 0; i < identities.size(); i++) {
      builder.identity(i, identities.get(i));
    }
    for (Held h : byKey.values()) {
      Charge c = h.charge();
      builder.charge(h.identity(), c.amount(), c.start(), c.end());
    }
    return builder.build();
  }

  @Override
  public void forEach(Consumer<Charge> action) {
    List<Charge> all;
    synchronized (this) {
      all = new ArrayList<>(byKey.size());
      byKey.values().forEach(h -> all.add(h.charge()));
    }
    all.sort(ORDER);
    all.forEach(action);
  }

  @Override
  public synchronized long size() {
    return byKey.size();
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
