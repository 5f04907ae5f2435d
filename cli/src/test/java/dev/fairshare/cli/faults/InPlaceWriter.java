package dev.fairshare.cli.faults;

import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * A deliberately non-atomic writer, to show that the fault harness catches one: it copies every file of a
 * folder over the files of the same names in another, one after the other, each truncated and rewritten in
 * place and synced, as a program that opens its outputs with {@code fopen(path, "wb")} does. Run as
 * {@code InPlaceWriter FROM TO}.
 */
public final class InPlaceWriter {
  private InPlaceWriter() {}

  /** Copies FROM's files over TO's, in name order. */
  public static void main(String[] args) throws IOException {
    Path from = Path.of(args[0]);
    Path to = Path.of(args[1]);
    List<Path> files;
    try (Stream<Path> list = Files.list(from)) {
      files = list.sorted().toList();
    }
    for (Path file : files) {
      try (FileOutputStream out = new FileOutputStream(to.resolve(file.getFileName().toString()).toFile())) {
        byte[] bytes = Files.readAllBytes(file);
        for (int at = 0; at < bytes.length; at += 4096) {
          out.write(bytes, at, Math.min(4096, bytes.length - at));
        }
        out.getFD().sync();
      }
    }
  }
}
