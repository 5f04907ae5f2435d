package dev.fairshare.ledger.ingest;

import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * The ingesters on the class path, by format name, found by {@link ServiceLoader}
 * ({@code META-INF/services/dev.fairshare.ledger.ingest.UsageIngester}).
 */
public final class UsageIngesters {
  private UsageIngesters() {}

  /** Every ingester by format name, sorted; a name given twice fails. */
  public static Map<String, UsageIngester> all() {
    Map<String, UsageIngester> out = new TreeMap<>();
    for (UsageIngester i : ServiceLoader.load(UsageIngester.class)) {
      UsageIngester there = out.putIfAbsent(i.format(), i);
      if (there != null && there.getClass() != i.getClass()) {
        throw new IllegalStateException("two ingesters for format " + i.format() + ": "
            + there.getClass().getName() + " and " + i.getClass().getName());
      }
    }
    return out;
  }
}
