package dev.fairshare.explain;

import java.util.List;

/**
 * Where a user stands among all users: its dispatch position and the users just before and after it.
 *
 * @param rank the user's position (1 runs first; ties share the lowest), 0 where the algorithm ranks none
 * @param users the number of ranked users
 * @param above the users just before it, nearest last
 * @param below the users just after it, nearest first
 * @param tied some of the other users with the same position, those next to it in tree order
 * @param tiedCount how many other users have the same position
 */
public record Standing(int rank, int users, List<Neighbour> above, List<Neighbour> below, List<Neighbour> tied,
    int tiedCount) {

  public Standing {
    above = List.copyOf(above);
    below = List.copyOf(below);
    tied = List.copyOf(tied);
  }
}
