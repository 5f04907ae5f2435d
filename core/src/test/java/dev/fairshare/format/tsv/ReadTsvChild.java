package dev.fairshare.format.tsv;

import dev.fairshare.format.TreeDocument;
import java.nio.file.Path;

/** The child JVM of {@link StreamedTsvMemoryTest}: reads a file, prints its node count and total usage. */
public final class ReadTsvChild {
  private ReadTsvChild() {}

  public static void main(String[] args) {
    TreeDocument doc = new FairshareTsvFormat().read(Path.of(args[0]));
    System.out.println("nodes " + doc.tree().size() + " usage " + (long) doc.usage().total());
  }
}
