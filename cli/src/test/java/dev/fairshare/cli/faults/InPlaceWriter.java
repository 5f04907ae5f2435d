package dev.fairshare.cli.faults;

import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;

/**
 * A deliberately non-atomic writer, to show that the fault harness catches one: it copies every file of a
 * folder over the files of the same names in another, one after the other, each truncated and rewritten in
 * place in 4,096-byte writes and synced, as a program that opens its outputs with {@code fopen(path, "wb")}
 * does. Run as {@code InPlaceWriter FROM TO}. With the system property {@value #STOP_AT} set to N it stops
 * before its write number N (counted from 0 over all files), creates the file named by {@value #STOPPED} and
 * waits there to be killed: the harness's kill at a known write step ({@link FaultHarness#killBeforeWrite}).
 */
public final class InPlaceWriter {
  /** The system property naming the write to stop before. */
  static final String STOP_AT = "fairshare.faults.stop-at";
  /** The system property naming the file created when the writer has stopped. */
  static final String STOPPED = "fairshare.faults.stopped";
  private static final int CHUNK = 4096;

  private InPlaceWriter() {}

  /** Copies FROM's files over TO's, in name order. */
  public static void main(String[] args) throws IOException, InterruptedException {
    Path to = Path.of(args[1]);
    int stopAt = Integer.getInteger(STOP_AT, -1);
    int write = 0;
    for (Path file : files(Path.of(args[0]))) {
      try (FileOutputStream out = new FileOutputStream(to.resolve(file.getFileName().toString()).toFile())) {
        byte[] bytes = Files.readAllBytes(file);
        for (int at = 0; at < bytes.length; at += CHUNK) {
          if (write++ == stopAt) {
            Files.createFile(Path.of(System.getProperty(STOPPED)));
            new CountDownLatch(1).await();
          }
          out.write(bytes, at, Math.min(CHUNK, bytes.length - at));
        }
        out.getFD().sync();
      }
    }
  }

  /** How many writes copying {@code from}'s files takes. */
  static int writes(Path from) throws IOException {
    int writes = 0;
    for (Path file : files(from)) {
      writes += (int) ((Files.size(file) + CHUNK - 1) / CHUNK);
    }
    return writes;
  }

  private static List<Path> files(Path from) throws IOException {
    try (Stream<Path> list = Files.list(from)) {
      return list.sorted().toList();
    }
  }
}
