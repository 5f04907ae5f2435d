package dev.fairshare.explain;

import java.util.List;

/**
 * One value an algorithm used or made at a node, with the formula that gave it: its symbols and the same
 * formula with the numbers filled in ({@code S = s/Σs·S_parent = 30/40·0.4 = 0.3}).
 *
 * @param key the stable name of the value ({@code norm_shares}, {@code effective_usage}, ...): the JSON key
 *     and, where one exists, the {@code compute} column it equals
 * @param symbol the short symbol printed before the formula ({@code S}, {@code E}, {@code LevelFS})
 * @param value the value
 * @param formula the formula in symbols, {@code {}} standing for nothing: empty when the value is an input
 *     (raw shares, raw usage)
 * @param template the same formula with one {@code {}} per operand, in order
 * @param operands the numbers that fill {@code template}
 */
public record Quantity(String key, String symbol, double value, String formula, String template,
    List<Double> operands) {

  public Quantity {
    operands = List.copyOf(operands);
    long holes = template.chars().filter(c -> c == '{').count();
    if (holes != operands.size()) {
      throw new IllegalArgumentException(key + ": " + holes + " holes for " + operands.size() + " operands");
    }
  }

  /** A value taken as it is (an input): no formula. */
  public static Quantity input(String key, String symbol, double value) {
    return new Quantity(key, symbol, value, "", "", List.of());
  }

  /** A value with its formula: {@code template} holds a {@code {}} per operand. */
  public static Quantity of(String key, String symbol, double value, String formula, String template,
      double... operands) {
    Double[] boxed = new Double[operands.length];
    for (int k = 0; k < operands.length; k++) {
      boxed[k] = operands[k];
    }
    return new Quantity(key, symbol, value, formula, template, List.of(boxed));
  }

  /** Whether the value comes with a formula. */
  public boolean computed() {
    return !formula.isEmpty();
  }

  /** The template with each operand written by {@code numbers}. */
  public String filled(java.util.function.DoubleFunction<String> numbers) {
    StringBuilder out = new StringBuilder();
    int k = 0;
    for (int i = 0; i < template.length(); i++) {
      char c = template.charAt(i);
      if (c == '{' && i + 1 < template.length() && template.charAt(i + 1) == '}') {
        out.append(numbers.apply(operands.get(k++)));
        i++;
      } else {
        out.append(c);
      }
    }
    return out.toString();
  }
}
