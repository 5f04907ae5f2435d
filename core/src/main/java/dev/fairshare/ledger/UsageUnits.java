package dev.fairshare.ledger;

import dev.fairshare.usage.UsageUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The unit of each family's usage in a ledger, by family name ({@code SchedulerFamily.usageUnit}): a ledger holds
 * several families' charges, each in its scheduler's unit, so amounts of different families are never added into
 * one figure.
 *
 * @param byFamily the unit of each family; a family not named has {@link UsageUnit#UNNAMED}
 */
public record UsageUnits(Map<String, UsageUnit> byFamily) {
  /** No family's unit known: every amount is written with no unit. */
  public static final UsageUnits UNNAMED = new UsageUnits(Map.of());

  public UsageUnits {
    byFamily = Map.copyOf(byFamily);
  }

  /** The unit of a family's usage. */
  public UsageUnit of(String family) {
    return byFamily.getOrDefault(family, UsageUnit.UNNAMED);
  }

  /**
   * The total usage of identities, one figure per unit (identities of families in different units are not added
   * together), in the order the units first come, each with what its unit is: {@code 36000.0 TRES-s (sshare's
   * RawUsage: ...)}, or {@code 36000.0 TRES-s (...) and 120.0 s (...)}.
   */
  public String total(List<BoundUsage.Unmatched> identities) {
    Map<UsageUnit, Double> sums = new LinkedHashMap<>();
    for (BoundUsage.Unmatched u : identities) {
      sums.merge(of(u.identity().family()), u.usage(), Double::sum);
    }
    List<String> parts = new ArrayList<>();
    sums.forEach((unit, sum) -> parts.add(unit.formatNamed(sum)));
    return String.join(" and ", parts);
  }

  /** One identity's usage with its family's unit symbol: {@code 36000.0 TRES-s}. */
  public String amount(BoundUsage.Unmatched identity) {
    return of(identity.identity().family()).format(identity.usage());
  }
}
