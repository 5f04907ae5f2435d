package dev.fairshare.ledger.ingest;

import dev.fairshare.family.FamilyModule;
import dev.fairshare.family.FamilyModules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * The ingesters on the class path, by format name: those of every scheduler family
 * ({@code SchedulerFamily#usageIngesters}) and those that belong to no family, found by {@link ServiceLoader}
 * ({@code META-INF/services/dev.fairshare.ledger.ingest.UsageIngester}, such as {@code fairshare.charges}).
 */
public final class UsageIngesters {
  private UsageIngesters() {}

  /** Every ingester by format name, sorted; a name given twice fails. */
  public static Map<String, UsageIngester> all() {
    Map<String, UsageIngester> out = new TreeMap<>();
    List<UsageIngester> found = new ArrayList<>();
    ServiceLoader.load(UsageIngester.class).forEach(found::add);
    for (FamilyModule module : FamilyModules.discover()) {
      found.addAll(module.family().usageIngesters());
    }
    for (UsageIngester i : found) {
      UsageIngester there = out.putIfAbsent(i.format(), i);
      if (there != null && there.getClass() != i.getClass()) {
        throw new IllegalStateException("two ingesters for format " + i.format() + ": "
            + there.getClass().getName() + " and " + i.getClass().getName());
      }
    }
    return out;
  }
}
