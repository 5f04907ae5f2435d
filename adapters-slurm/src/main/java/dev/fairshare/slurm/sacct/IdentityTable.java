package dev.fairshare.slurm.sacct;

import dev.fairshare.ledger.UsageIdentity;
import java.util.Arrays;

/**
 * The identities one sacct reader has made, found again from the bytes of a row's cluster, account, user and
 * partition cells without decoding them: an open-addressing table keyed by the four cells joined with
 * {@code \n} (which no cell of a line can hold, so equal keys are equal cells).
 */
final class IdentityTable {
  private byte[][] keys = new byte[1024][];
  private int[] hashes = new int[1024];
  private UsageIdentity[] values = new UsageIdentity[1024];
  /** {@code 32 − log2(slots)}: a hash's slot is its top bits after a multiplication (Fibonacci hashing). */
  private int shift = 32 - 10;
  private int size;
  private byte[] scratch = new byte[256];
  private int length;
  private int hash;

  /** Makes the key of four cells {@code b[from[k], to[k])}; {@link #find()} and {@link #add} then use it. */
  void key(byte[] b, int from0, int to0, int from1, int to1, int from2, int to2, int from3, int to3) {
    int n = (to0 - from0) + (to1 - from1) + (to2 - from2) + (to3 - from3) + 3;
    if (scratch.length < n) {
      scratch = new byte[Math.max(n, scratch.length * 2)];
    }
    int p = append(b, from0, to0, 0);
    scratch[p++] = '\n';
    p = append(b, from1, to1, p);
    scratch[p++] = '\n';
    p = append(b, from2, to2, p);
    scratch[p++] = '\n';
    p = append(b, from3, to3, p);
    length = p;
    hash = hash(scratch, p);
  }

  /** A key's hash, never 0 (0 marks an empty slot). */
  private static int hash(byte[] b, int n) {
    int h = 1;
    for (int i = 0; i < n; i++) {
      h = 31 * h + b[i];
    }
    return h == 0 ? 1 : h;
  }

  private int append(byte[] b, int from, int to, int p) {
    System.arraycopy(b, from, scratch, p, to - from);
    return p + to - from;
  }

  /** The identity of the last key, or null. */
  UsageIdentity find() {
    int mask = hashes.length - 1;
    for (int i = slot(hash); ; i = (i + 1) & mask) {
      int h = hashes[i];
      if (h == 0) {
        return null;
      }
      if (h == hash) {
        byte[] k = keys[i];
        if (k.length == length && Arrays.equals(k, 0, length, scratch, 0, length)) {
          return values[i];
        }
      }
    }
  }

  /** Keeps an identity under the last key (not in the table). */
  void add(UsageIdentity identity) {
    if (2 * (size + 1) > keys.length) {
      grow();
    }
    put(Arrays.copyOf(scratch, length), hash, identity);
    size++;
  }

  private void put(byte[] key, int h, UsageIdentity identity) {
    int mask = hashes.length - 1;
    int i = slot(h);
    while (hashes[i] != 0) {
      i = (i + 1) & mask;
    }
    keys[i] = key;
    hashes[i] = h;
    values[i] = identity;
  }

  private int slot(int h) {
    return (h * 0x9E3779B9) >>> shift;
  }

  private void grow() {
    byte[][] oldKeys = keys;
    int[] oldHashes = hashes;
    UsageIdentity[] oldValues = values;
    keys = new byte[oldKeys.length * 2][];
    hashes = new int[oldKeys.length * 2];
    values = new UsageIdentity[oldKeys.length * 2];
    shift--;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] != null) {
        put(oldKeys[i], oldHashes[i], oldValues[i]);
      }
    }
  }
}
