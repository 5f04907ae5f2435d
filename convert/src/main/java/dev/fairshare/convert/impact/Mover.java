package dev.fairshare.convert.impact;

/**
 * A user whose dispatch position changes between the baseline algorithm (the first compared, usually the
 * source scheduler's) and another.
 *
 * @param algorithm the other algorithm
 * @param path the user leaf's path
 * @param baselineRank the rank under the baseline
 * @param rank the rank under {@code algorithm}
 */
public record Mover(String algorithm, String path, int baselineRank, int rank) {

  /** The change in position: positive when the user moves towards the front (a smaller rank). */
  public int gain() {
    return baselineRank - rank;
  }
}
