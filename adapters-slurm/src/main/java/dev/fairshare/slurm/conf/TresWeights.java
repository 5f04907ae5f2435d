package dev.fairshare.slurm.conf;

import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * TRES weight lists ({@code TRESBillingWeights}, {@code PriorityWeightTRES}): {@code Type[/name]=number[unit]}
 * separated by commas, the number read by {@code strtod} and divided by a K/M/G/T/P unit relative to the
 * TRES's base unit (memory: MB); {@code slurm_get_tres_weight_array} in {@code src/common/slurm_protocol_defs.c},
 * docs/algorithms/slurm.md §3.5.
 */
public final class TresWeights {
  private static final Pattern ITEM =
      Pattern.compile("([A-Za-z]+(?:/[^=,]+)?)=([+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?)([KMGTP]?)",
          Pattern.CASE_INSENSITIVE);
  private static final String UNITS = "KMGTP";

  private TresWeights() {}

  /** The weight per base unit of each TRES, by lower-case name; throws on a malformed list. */
  public static Map<String, Double> parse(String text) {
    Map<String, Double> out = new LinkedHashMap<>();
    for (String item : text.split(",")) {
      Matcher m = ITEM.matcher(item.strip());
      if (!m.matches()) {
        throw new IllegalArgumentException("'" + item + "' is not Type[/name]=number[unit]");
      }
      String name = m.group(1).toLowerCase(Locale.ROOT);
      double weight = Double.parseDouble(m.group(2));
      String unit = m.group(3).toUpperCase(Locale.ROOT);
      if (!unit.isEmpty()) {
        int power = UNITS.indexOf(unit) + 1 - (name.equals("mem") ? 2 : 0);
        weight /= Math.pow(1024, power);
      }
      out.put(name, weight);
    }
    return out;
  }

  static void check(String text, SourceLocation at, ProblemCollector problems) {
    try {
      parse(text);
    } catch (IllegalArgumentException e) {
      problems.error(at, "slurm.conf.bad-tres-weights", "bad TRES weights: " + e.getMessage(),
          "a comma-separated list such as CPU=1.0,Mem=0.25G,GRES/gpu=2.0");
    }
  }
}
