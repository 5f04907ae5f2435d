package dev.fairshare.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The demo's tree (the seed's test24.1 tree, {@code fairshare demo}'s input) as a file the command reads. */
final class Seed003 {
  /** The file's name, as the goldens print it. */
  static final String NAME = "seed-003.tsv";

  private Seed003() {}

  /** Writes the tree to {@code dir}/{@value #NAME} and returns its path. */
  static Path write(Path dir) throws IOException {
    Path file = dir.resolve(NAME);
    Files.writeString(file, DemoCommand.load());
    return file;
  }
}
