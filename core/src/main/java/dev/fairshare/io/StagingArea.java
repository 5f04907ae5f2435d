package dev.fairshare.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/**
 * One directory's part of a {@link FileTransaction}: a hidden folder {@code .fairshare-txn-*} inside the
 * directory whose files change, holding each new file ({@code n<k>}), a second name of each file it replaces
 * or removes ({@code o<k>}), a lock held while the transaction lives and, once everything is staged, the
 * journal that says how to undo it. The first area of a transaction is its primary: the file
 * {@code committed} in it is the transaction's commit point.
 */
final class StagingArea {
  static final String PREFIX = ".fairshare-txn-";
  static final String JOURNAL = "journal";
  static final String COMMITTED = "committed";
  static final String LOCK = "lock";
  private static final String MAGIC = "fairshare file transaction 1";

  /** What an entry does to its target. */
  enum Kind { FILE, DIRECTORY, DELETE }

  /** Where the target's previous content is kept until the transaction ends. */
  enum Original {
    /** There was none. */
    NONE,
    /** {@code o<k>} is a hard link to it, made while staging. */
    LINKED,
    /** It is renamed to {@code o<k>} just before the new file takes its place (no hard links here). */
    ASIDE
  }

  /** One change: entry {@code index} gives the file {@code name} of the directory its new state. */
  record Entry(int index, Kind kind, String name, Original original) {}

  private final Path dir;
  private final Path staging;
  private final List<Entry> entries = new ArrayList<>();
  private FileChannel lock;

  private StagingArea(Path dir, Path staging, FileChannel lock) {
    this.dir = dir;
    this.staging = staging;
    this.lock = lock;
  }

  /** A new, locked staging folder inside {@code dir}. */
  static StagingArea create(FileOps ops, Path dir) throws IOException {
    Path staging = ops.createTempDirectory(dir, PREFIX);
    FileChannel lock = null;
    try {
      lock = ops.tryLock(staging.resolve(LOCK));
    } finally {
      if (lock == null) {
        deleteQuietly(ops, staging.resolve(LOCK));
        deleteQuietly(ops, staging);
      }
    }
    if (lock == null) {
      throw new IOException("the new staging folder " + staging + " is locked by another process");
    }
    return new StagingArea(dir, staging, lock);
  }

  Path dir() {
    return dir;
  }

  Path staging() {
    return staging;
  }

  List<Entry> entries() {
    return entries;
  }

  void add(Entry entry) {
    entries.add(entry);
  }

  Path target(Entry e) {
    return dir.resolve(e.name());
  }

  Path fresh(Entry e) {
    return staging.resolve("n" + e.index());
  }

  Path original(Entry e) {
    return staging.resolve("o" + e.index());
  }

  /** Writes the journal (through a temporary name, synced) once every entry is staged. */
  void writeJournal(FileOps ops, Path primary, List<Path> members) throws IOException {
    StringBuilder text = new StringBuilder(MAGIC).append('\n');
    text.append("primary ").append(hex(primary.toString())).append('\n');
    for (Path m : members) {
      text.append("member ").append(hex(m.toString())).append('\n');
    }
    for (Entry e : entries) {
      text.append("entry ").append(e.index()).append(' ').append(e.kind()).append(' ').append(e.original())
          .append(' ').append(hex(e.name())).append('\n');
    }
    Path temp = staging.resolve(JOURNAL + ".tmp");
    try (OutputStream out = ops.newFile(temp)) {
      out.write(text.toString().getBytes(StandardCharsets.UTF_8));
    }
    ops.sync(temp);
    ops.rename(temp, staging.resolve(JOURNAL));
    ops.sync(staging);
  }

  /** Puts one staged entry in place. */
  void commit(FileOps ops, Entry e) throws IOException {
    Path target = target(e);
    if (e.original() == Original.ASIDE) {
      ops.rename(target, original(e));
    } else if (e.kind() == Kind.DELETE && e.original() == Original.LINKED) {
      ops.delete(target);
    }
    if (e.kind() != Kind.DELETE) {
      ops.rename(fresh(e), target);
    }
  }

  /**
   * Puts every target back as it was: a kept original is renamed back (a no-op where it is still in place),
   * a new file that took an empty place is removed. Idempotent, so a recovery may repeat it.
   */
  void rollback(FileOps ops) throws IOException {
    for (int i = entries.size() - 1; i >= 0; i--) {
      Entry e = entries.get(i);
      Path target = target(e);
      if (e.original() != Original.NONE) {
        if (ops.exists(original(e))) {
          ops.rename(original(e), target);
        }
      } else if (e.kind() != Kind.DELETE && !ops.exists(fresh(e)) && ops.exists(target)) {
        if (e.kind() == Kind.DIRECTORY) {
          for (Path p : ops.list(target, "")) {
            ops.delete(p);
          }
        }
        ops.delete(target);
      }
    }
    ops.sync(dir);
  }

  /** Marks the transaction done (the primary's commit point). */
  void markCommitted(FileOps ops) throws IOException {
    ops.newFile(staging.resolve(COMMITTED)).close();
    ops.sync(staging);
  }

  /** Removes the staging folder: the journal first, so that what is left is only litter. */
  void discard(FileOps ops) throws IOException {
    ops.delete(staging.resolve(JOURNAL));
    for (Path p : ops.list(staging, "")) {
      if (ops.isDirectory(p)) {
        for (Path q : ops.list(p, "")) {
          ops.delete(q);
        }
      }
      if (!p.getFileName().toString().equals(LOCK)) {
        ops.delete(p);
      }
    }
    ops.delete(staging.resolve(LOCK));
    ops.delete(staging);
    release();
  }

  /** Lets the lock go (the process's end does the same). */
  void release() {
    if (lock != null) {
      try {
        lock.close();
      } catch (IOException e) {
        // closing a lock's channel releases it even when close reports a failure
      }
      lock = null;
    }
  }

  /** A journal read back by a recovery. */
  record Journal(Path primary, List<Path> members, List<Entry> entries) {}

  /** The journal of a staging folder, or null if it has none (it never got to its commit). */
  static Journal readJournal(FileOps ops, Path staging) throws IOException {
    Path file = staging.resolve(JOURNAL);
    if (!ops.exists(file)) {
      return null;
    }
    String[] lines = new String(ops.read(file), StandardCharsets.UTF_8).split("\n");
    if (lines.length == 0 || !lines[0].equals(MAGIC)) {
      throw new IOException("not a fairshare transaction journal: " + file);
    }
    Path primary = null;
    List<Path> members = new ArrayList<>();
    List<Entry> entries = new ArrayList<>();
    for (int i = 1; i < lines.length; i++) {
      String[] f = lines[i].split(" ");
      switch (f[0]) {
        case "primary" -> primary = Path.of(unhex(f[1]));
        case "member" -> members.add(Path.of(unhex(f[1])));
        case "entry" -> entries.add(new Entry(Integer.parseInt(f[1]), Kind.valueOf(f[2]),
            unhex(f[4]), Original.valueOf(f[3])));
        default -> throw new IOException("bad line " + (i + 1) + " in " + file);
      }
    }
    return new Journal(primary, members, entries);
  }

  /** A staging folder found by a recovery, with its journal's entries, locked by the caller. */
  static StagingArea reopen(Path dir, Path staging, Journal journal, FileChannel lock) {
    StagingArea area = new StagingArea(dir, staging, lock);
    if (journal != null) {
      area.entries.addAll(journal.entries());
    }
    return area;
  }

  private static void deleteQuietly(FileOps ops, Path path) {
    try {
      ops.delete(path);
    } catch (IOException e) {
      // litter only: the next recovery in this directory removes it
    }
  }

  private static String hex(String s) {
    return HexFormat.of().formatHex(s.getBytes(StandardCharsets.UTF_8));
  }

  private static String unhex(String s) {
    return new String(HexFormat.of().parseHex(s), StandardCharsets.UTF_8);
  }
}
