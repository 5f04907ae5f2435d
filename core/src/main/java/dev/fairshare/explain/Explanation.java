package dev.fairshare.explain;

import java.util.List;

/**
 * Why a user's factor is what it is under one algorithm: the path from the root with the values used at
 * each level, the formula of the factor with its numbers, and where the user stands among all users.
 *
 * @param algorithm the algorithm's name
 * @param node the user's tree index
 * @param path the user's path
 * @param levels the root first, the user last
 * @param factor the final factor: its formula with the numbers of the path
 * @param computed the factor {@code compute} gave the user (the same number, found the other way)
 * @param standing the user's rank and neighbours
 * @param notes what holds for the whole explanation (the decay applied, what the usage is)
 * @param sections the family's further tables
 */
public record Explanation(String algorithm, int node, String path, List<Level> levels, Quantity factor,
    double computed, Standing standing, List<String> notes, List<Section> sections) {

  public Explanation {
    levels = List.copyOf(levels);
    notes = List.copyOf(notes);
    sections = List.copyOf(sections);
  }

  /** The same explanation with notes and sections added after its own. */
  public Explanation with(List<String> moreNotes, List<Section> moreSections) {
    List<String> n = new java.util.ArrayList<>(notes);
    n.addAll(moreNotes);
    List<Section> s = new java.util.ArrayList<>(sections);
    s.addAll(moreSections);
    return new Explanation(algorithm, node, path, levels, factor, computed, standing, n, s);
  }
}
