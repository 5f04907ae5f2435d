package dev.fairshare.convert.impact;

/**
 * Kendall's tau-b between the user rankings of two compared algorithms.
 *
 * @param first the first algorithm's name
 * @param second the second algorithm's name
 * @param tau the coefficient and its pair counts
 */
public record PairCorrelation(String first, String second, KendallTau tau) {}
