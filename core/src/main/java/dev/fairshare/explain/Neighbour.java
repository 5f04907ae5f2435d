package dev.fairshare.explain;

/**
 * A user next to the explained one in the dispatch order.
 *
 * @param path the user's path
 * @param rank its dispatch position (1 first)
 * @param factor its factor
 */
public record Neighbour(String path, int rank, double factor) {}
