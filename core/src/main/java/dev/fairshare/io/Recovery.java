package dev.fairshare.io;

import dev.fairshare.io.StagingArea.Journal;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The end of transactions that a kill interrupted: in a directory, every staging folder whose lock is free
 * (its writer is gone) is resolved. If its transaction reached the commit mark its folders are removed;
 * otherwise every target of every folder of the transaction is put back first. A folder without a journal
 * never changed anything and is removed.
 */
final class Recovery {
  private Recovery() {}

  static void recover(FileOps ops, Path dir) {
    if (!ops.isDirectory(dir)) {
      return;
    }
    List<Path> found;
    try {
      found = ops.list(dir, StagingArea.PREFIX);
    } catch (IOException e) {
      return;
    }
    for (Path staging : found) {
      try {
        resolve(ops, staging);
      } catch (IOException e) {
        throw FileAccessException.of("finish the interrupted write in", dir, e);
      }
    }
  }

  private static void resolve(FileOps ops, Path staging) throws IOException {
    if (!ops.isDirectory(staging)) {
      return;
    }
    FileChannel lock = ops.tryLock(staging.resolve(StagingArea.LOCK));
    if (lock == null) {
      return;
    }
    Journal journal;
    try {
      journal = StagingArea.readJournal(ops, staging);
    } catch (IOException | RuntimeException e) {
      lock.close();
      throw e instanceof IOException io ? io : new IOException(e.getMessage(), e);
    }
    if (journal == null) {
      StagingArea.reopen(staging.getParent(), staging, null, lock).discard(ops);
      return;
    }
    boolean committed = ops.exists(journal.primary().resolve(StagingArea.COMMITTED));
    List<StagingArea> members = new ArrayList<>();
    try {
      for (Path member : journal.members()) {
        StagingArea area = member.equals(staging) ? StagingArea.reopen(member.getParent(), member, journal, lock)
            : open(ops, member);
        if (area != null) {
          members.add(area);
        }
      }
      if (!committed) {
        for (StagingArea area : members) {
          area.rollback(ops);
        }
      }
      for (int i = members.size() - 1; i >= 0; i--) {
        members.get(i).discard(ops);
      }
    } finally {
      members.forEach(StagingArea::release);
      lock.close();
    }
  }

  private static StagingArea open(FileOps ops, Path member) throws IOException {
    if (!ops.isDirectory(member)) {
      return null;
    }
    FileChannel lock = ops.tryLock(member.resolve(StagingArea.LOCK));
    if (lock == null) {
      return null;
    }
    return StagingArea.reopen(member.getParent(), member, StagingArea.readJournal(ops, member), lock);
  }
}
