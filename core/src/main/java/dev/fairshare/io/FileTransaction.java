package dev.fairshare.io;

import dev.fairshare.io.StagingArea.Entry;
import dev.fairshare.io.StagingArea.Kind;
import dev.fairshare.io.StagingArea.Original;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A set of file changes published all or none: the one way fairshare writes files (docs/design.md,
 * "Writing files").
 *
 * <p>Plan the changes ({@link #write}, {@link #backup}, {@link #delete}, {@link #createDirectory}), then
 * {@link #commit()}: every target is checked first (its directory exists, it is not a directory, it may be
 * replaced), every new file is written and synced in a hidden staging folder inside its own directory (the
 * same file system, so a rename publishes it), a journal is written, and only then are the files renamed
 * into place; the transaction is done when the primary staging folder holds its {@code committed} mark.
 * A failure before that mark puts every target back; a kill leaves a journal that the next transaction in
 * the same directory, or {@link #recover(Path)}, uses to put every target back. Each target is replaced by
 * one {@code rename(2)}, so a reader never sees a file half written.
 */
public final class FileTransaction {
  private record Planned(Kind kind, Path target, Path shown, FileContent content, Path source) {}

  private final FileOps ops;
  private Planned current;
  private Path stagingDir;
  private final List<Planned> planned = new ArrayList<>();
  private final Map<Path, Path> newDirectories = new LinkedHashMap<>();
  private boolean replace;

  private FileTransaction(FileOps ops) {
    this.ops = ops;
  }

  /** A transaction on the real file system; it refuses to replace existing files unless told. */
  public static FileTransaction create() {
    return new FileTransaction(FileOps.system());
  }

  /** A transaction through other file operations (fault tests). */
  public static FileTransaction create(FileOps ops) {
    return new FileTransaction(ops);
  }

  /** Whether files given to {@link #write} may replace existing ones (false: they are refused). */
  public FileTransaction replaceExisting(boolean replace) {
    this.replace = replace;
    return this;
  }

  /** {@code target} gets this content. */
  public FileTransaction write(Path target, FileContent content) {
    planned.add(new Planned(Kind.FILE, absolute(target), target, content, null));
    return this;
  }

  /** {@code target} gets these bytes. */
  public FileTransaction write(Path target, byte[] bytes) {
    return write(target, FileContent.of(bytes));
  }

  /**
   * {@code backup} gets the content {@code source} had before this transaction (it is removed if
   * {@code source} did not exist), as {@code pbsfs} keeps {@code usage.bak}.
   */
  public FileTransaction backup(Path source, Path backup) {
    planned.add(new Planned(Kind.FILE, absolute(backup), backup, null, absolute(source)));
    return this;
  }

  /** {@code target} is removed (nothing happens if it does not exist). */
  public FileTransaction delete(Path target) {
    planned.add(new Planned(Kind.DELETE, absolute(target), target, null, null));
    return this;
  }

  /**
   * The directory {@code dir} may be created: if it does not exist, it appears with every planned file in
   * it at once (one rename of a staged directory); its parent must exist.
   */
  public FileTransaction createDirectory(Path dir) {
    newDirectories.put(absolute(dir), dir);
    return this;
  }

  /**
   * Publishes every planned change, or none.
   *
   * @throws ExistingFilesException a target exists and replacing was not allowed; nothing written
   * @throws FileAccessException a directory is missing, not writable, a disk is full, a file is immutable...:
   *     the path as planned and the system's reason; every target is as it was
   */
  public void commit() {
    Set<Path> seen = new HashSet<>();
    for (Planned p : planned) {
      if (!seen.add(p.target())) {
        throw new IllegalArgumentException("planned twice: " + p.target());
      }
    }
    Map<Path, List<Planned>> byDir = checkAndGroup();
    List<StagingArea> areas = new ArrayList<>();
    try {
      stage(byDir, areas);
    } catch (IOException | RuntimeException e) {
      discardAll(areas);
      throw failure("write", e);
    }
    Planned current = null;
    try {
      for (StagingArea area : areas) {
        for (Entry e : area.entries()) {
          current = plannedOf(area, e);
          area.commit(ops, e);
        }
      }
      for (StagingArea area : areas) {
        ops.sync(area.dir());
      }
      areas.get(0).markCommitted(ops);
    } catch (IOException e) {
      rollbackAll(areas);
      throw FileAccessException.of(current == null ? "write" : current.kind() == Kind.DELETE ? "remove" : "replace",
          current == null ? areas.get(0).dir() : current.shown(), e);
    }
    discardAll(areas);
  }

  /**
   * Finishes what a killed transaction left in {@code dir}: puts its targets back if it had not reached its
   * commit mark, removes its staging folders either way. Transactions still running are left alone.
   *
   * @throws FileAccessException an interrupted transaction could not be undone
   */
  public static void recover(Path dir) {
    Recovery.recover(FileOps.system(), absolute(dir));
  }

  /** {@link #recover(Path)} through other file operations (fault tests). */
  public static void recover(FileOps ops, Path dir) {
    Recovery.recover(ops, absolute(dir));
  }

  private Map<Path, List<Planned>> checkAndGroup() {
    Map<Path, List<Planned>> byDir = new LinkedHashMap<>();
    List<Path> existing = new ArrayList<>();
    Set<Path> recovered = new HashSet<>();
    for (Path dir : newDirectories.keySet()) {
      if (!ops.exists(dir) && !ops.isDirectory(dir.getParent())) {
        throw new FileAccessException("create", shown(dir), "No such file or directory");
      }
    }
    for (Planned p : planned) {
      Path dir = p.target().getParent();
      if (newDirectories.containsKey(dir) && !ops.exists(dir)) {
        if (recovered.add(dir.getParent())) {
          Recovery.recover(ops, dir.getParent());
        }
        byDir.computeIfAbsent(dir, d -> new ArrayList<>()).add(p);
        continue;
      }
      if (!ops.isDirectory(dir)) {
        throw new FileAccessException("write", p.shown(),
            ops.exists(dir) ? "Not a directory" : "No such file or directory");
      }
      if (ops.isDirectory(p.target())) {
        throw new FileAccessException("write", p.shown(), "Is a directory");
      }
      if (p.kind() == Kind.FILE && p.source() == null && !replace && ops.exists(p.target())) {
        existing.add(p.shown());
      }
      if (recovered.add(dir)) {
        Recovery.recover(ops, dir);
      }
      byDir.computeIfAbsent(dir, d -> new ArrayList<>()).add(p);
    }
    if (!existing.isEmpty()) {
      throw new ExistingFilesException(existing);
    }
    return byDir;
  }

  private void stage(Map<Path, List<Planned>> byDir, List<StagingArea> areas) throws IOException {
    int index = 0;
    Map<Path, StagingArea> areaOf = new LinkedHashMap<>();
    for (Map.Entry<Path, List<Planned>> group : byDir.entrySet()) {
      Path dir = group.getKey();
      boolean fresh = newDirectories.containsKey(dir) && !ops.exists(dir);
      Path renamedIn = fresh ? dir.getParent() : dir;
      StagingArea area = areaOf.get(renamedIn);
      if (area == null) {
        current = null;
        Path named = fresh ? shown(dir).getParent() : group.getValue().get(0).shown().getParent();
        stagingDir = named == null ? renamedIn : named;
        area = StagingArea.create(ops, renamedIn);
        stagingDir = null;
        areaOf.put(renamedIn, area);
        areas.add(area);
      }
      if (fresh) {
        Entry e = new Entry(index++, Kind.DIRECTORY, dir.getFileName().toString(), Original.NONE);
        ops.createDirectory(area.fresh(e));
        for (Planned p : group.getValue()) {
          current = p;
          writeNew(p, area.fresh(e).resolve(p.target().getFileName()));
        }
        ops.sync(area.fresh(e));
        area.add(e);
        continue;
      }
      for (Planned p : group.getValue()) {
        current = p;
        area.add(stageEntry(area, p, index++));
      }
    }
    List<Path> members = areas.stream().map(StagingArea::staging).toList();
    for (StagingArea area : areas) {
      ops.sync(area.staging());
      area.writeJournal(ops, members.get(0), members);
    }
    current = null;
  }

  private Entry stageEntry(StagingArea area, Planned p, int index) throws IOException {
    String name = p.target().getFileName().toString();
    Kind kind = p.kind();
    Entry probe = new Entry(index, kind, name, Original.NONE);
    if (p.source() != null) {
      if (!ops.exists(p.source())) {
        kind = Kind.DELETE;
      } else {
        linkOrCopy(p.source(), area.fresh(probe));
      }
    } else if (kind == Kind.FILE) {
      writeNew(p, area.fresh(probe));
    }
    Original original = Original.NONE;
    if (ops.exists(p.target())) {
      if (kind == Kind.FILE && p.source() == null) {
        try {
          ops.copyPermissions(p.target(), area.fresh(probe));
        } catch (IOException e) {
          // the new file keeps the default permissions
        }
      }
      try {
        ops.link(area.original(probe), p.target());
        original = Original.LINKED;
      } catch (IOException e) {
        original = Original.ASIDE;
      }
    }
    return new Entry(index, kind, name, original);
  }

  private void linkOrCopy(Path source, Path staged) throws IOException {
    try {
      ops.link(staged, source);
    } catch (IOException e) {
      ops.copy(source, staged);
    }
  }

  private void writeNew(Planned p, Path file) throws IOException {
    try (OutputStream out = new BufferedOutputStream(ops.newFile(file), 1 << 16)) {
      p.content().writeTo(out);
    }
    ops.sync(file);
  }

  private RuntimeException failure(String action, Exception e) {
    if (e instanceof IOException io) {
      if (stagingDir != null) {
        return FileAccessException.of("write in", stagingDir, io);
      }
      return FileAccessException.of(action, current == null ? planned.get(0).shown() : current.shown(), io);
    }
    return (RuntimeException) e;
  }

  private void rollbackAll(List<StagingArea> areas) {
    for (StagingArea area : areas) {
      try {
        area.rollback(ops);
      } catch (IOException e) {
        // the journal stays; the next transaction in this directory, or a recovery, finishes the rollback
        areas.forEach(StagingArea::release);
        throw FileAccessException.of("restore", area.dir(), e);
      }
    }
    discardAll(areas);
  }

  /**
   * Removes the staging folders, the primary last; if one cannot be removed the primary stays too, so that
   * its commit mark (or its absence) still tells a recovery what the left-over folder's journal means.
   */
  private void discardAll(List<StagingArea> areas) {
    for (int i = areas.size() - 1; i >= 0; i--) {
      try {
        areas.get(i).discard(ops);
      } catch (IOException e) {
        areas.forEach(StagingArea::release);
        return;
      }
    }
  }

  private Planned plannedOf(StagingArea area, Entry e) {
    Path target = area.target(e);
    for (Planned p : planned) {
      if (p.target().equals(target) || p.target().getParent().equals(target)) {
        return p;
      }
    }
    return null;
  }

  private Path shown(Path dir) {
    return newDirectories.getOrDefault(dir, dir);
  }

  private static Path absolute(Path p) {
    return p.toAbsolutePath().normalize();
  }
}
