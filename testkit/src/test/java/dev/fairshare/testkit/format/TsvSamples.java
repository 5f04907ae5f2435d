package dev.fairshare.testkit.format;

import java.util.List;

/** Inputs of the neutral {@code fairshare.tsv} format, written by hand from its documentation. */
final class TsvSamples {
  static final String SMALL = "# fairshare.tsv\n"
      + "physics\tgroup\t40\n"
      + "physics/alice\tuser\t1\t1843200\n"
      + "physics/bob\tuser\t1\t96000\n"
      + "chemistry\tgroup\t30\n"
      + "chemistry/erin\tuser\t2\t720500.5\n"
      + "chemistry/lab\tgroup\tparent\n"
      + "chemistry/lab/frank\tuser\t0\n";

  private TsvSamples() {}

  static List<FormatSample> samples() {
    return List.of(FormatSample.text("small.tsv", SMALL),
        FormatSample.text("bare.tsv", "a\tgroup\t1\na/u\tuser\t3\t0.25\n"));
  }

  static List<BadInput> badInputs() {
    return List.of(
        BadInput.text("kind.tsv", "a\tgroup\t1\na/u\tperson\t1\n", "tsv.bad-kind", 2, 5),
        BadInput.text("orphan.tsv", "a\tgroup\t1\nb/u\tuser\t1\n", "tree.unknown-parent", 2, 1));
  }
}
