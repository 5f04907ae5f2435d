package dev.fairshare.algorithms.lsf;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The LSF release whose dynamic-priority formula is reproduced: each adds terms to the denominator
 * (docs/algorithms/lsf.md §2.1).
 *
 * <ul>
 *   <li>{@code 6.2}: cpu time, run time and {@code (1 + job_slots)} (6.2 Reference p.279; 7.3 Admin p.299).
 *   <li>{@code 7.0}: plus the fair-share adjustment plugin term.
 *   <li>{@code 9.1}: plus historical run time (inside the run-time term) and committed run time.
 *   <li>{@code 10.1}: plus forwarded job slots (10.1.0.4) and GPU run time (10.1.0.7).
 * </ul>
 */
public enum LsfVersion {
  V6_2("6.2", false, false, false),
  V7_0("7.0", true, false, false),
  V9_1("9.1", true, true, false),
  V10_1("10.1", true, true, true);

  private final String text;
  private final boolean adjustment;
  private final boolean historyAndCommitted;
  private final boolean forwardAndGpu;

  LsfVersion(String text, boolean adjustment, boolean historyAndCommitted, boolean forwardAndGpu) {
    this.text = text;
    this.adjustment = adjustment;
    this.historyAndCommitted = historyAndCommitted;
    this.forwardAndGpu = forwardAndGpu;
  }

  /** The version as written in configuration ({@code 10.1}). */
  public String text() {
    return text;
  }

  /** Whether the formula has the {@code fairshare_adjustment} term. */
  public boolean hasAdjustment() {
    return adjustment;
  }

  /** Whether the formula has historical and committed run time. */
  public boolean hasHistoryAndCommitted() {
    return historyAndCommitted;
  }

  /** Whether the formula has the forwarded-slots and GPU terms. */
  public boolean hasForwardAndGpu() {
    return forwardAndGpu;
  }

  /** The version written as {@code text}; throws {@link IllegalArgumentException} listing the valid ones. */
  public static LsfVersion of(String text) {
    for (LsfVersion v : values()) {
      if (v.text.equals(text)) {
        return v;
      }
    }
    throw new IllegalArgumentException("LSF version '" + text + "' is not one of "
        + Arrays.stream(values()).map(LsfVersion::text).collect(Collectors.joining(", ")));
  }
}
