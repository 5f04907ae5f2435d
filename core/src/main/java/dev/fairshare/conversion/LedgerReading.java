package dev.fairshare.conversion;

import dev.fairshare.format.Settings;
import dev.fairshare.ledger.LedgerSnapshot;

/**
 * A usage ledger that a family reads while it reads its inputs as its scheduler holds them
 * ({@link FamilyConversion#asScheduled}): the command's reading (its instant, and the decay the inputs'
 * settings set unless the command line names one), asked for once the settings are known, so that the family
 * lays the tree out once with the ledger's usage in it (PBS: entities the tree lacks made under unknown).
 */
@FunctionalInterface
public interface LedgerReading {

  /**
   * The ledger's usage for a source of {@code family} whose inputs set {@code settings}.
   *
   * @param family the name of the family of the tree's input
   * @param settings the settings of every input
   */
  LedgerSnapshot read(String family, Settings settings);
}
