package dev.fairshare.pbs.accounting;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Resource values of an accounting record as the scheduler reads them ({@code res_to_num}): times
 * {@code HH:MM:SS} in seconds, sizes in kB ({@code 123kb}, {@code 4gb}; bytes rounded up), plain numbers;
 * {@code resources_used.X} wins over {@code Resource_List.X} (docs/algorithms/pbs.md §4.3, §13).
 */
public final class ResourceValues {
  private ResourceValues() {}

  static Map<String, Double> of(Map<String, String> items) {
    Map<String, Double> out = new HashMap<>();
    items.forEach((k, v) -> {
      if (k.startsWith("Resource_List.")) {
        Double d = parse(v);
        if (d != null) {
          out.putIfAbsent(k.substring("Resource_List.".length()), d);
        }
      }
    });
    items.forEach((k, v) -> {
      if (k.startsWith("resources_used.")) {
        Double d = parse(v);
        if (d != null) {
          out.put(k.substring("resources_used.".length()), d);
        }
      }
    });
    return out;
  }

  /**
   * A value in seconds, kB or as is; {@code null} when it is not numeric. The parts of {@code H:M:S} are read
   * as doubles, so that a part too long for a {@code long} is a large value, not a failure.
   */
  public static Double parse(String v) {
    if (v == null || v.isEmpty()) {
      return null;
    }
    if (v.matches("\\d+(:\\d+){1,2}")) {
      String[] p = v.split(":");
      double s = 0;
      for (String part : p) {
        s = s * 60 + Double.parseDouble(part);
      }
      return s;
    }
    String lower = v.toLowerCase(Locale.ROOT);
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+(?:\\.\\d*)?)([kmgt]?)([bw]?)")
        .matcher(lower);
    if (!m.matches()) {
      return null;
    }
    double n = Double.parseDouble(m.group(1));
    String unit = m.group(2);
    if (unit.isEmpty() && m.group(3).isEmpty()) {
      return n;
    }
    double word = m.group(3).equals("w") ? 8 : 1;
    return switch (unit) {
      case "" -> Math.ceil(n / 1024) * word;
      case "k" -> n * word;
      case "m" -> n * 1024 * word;
      case "g" -> n * 1024 * 1024 * word;
      default -> n * 1024 * 1024 * 1024 * word;
    };
  }
}
