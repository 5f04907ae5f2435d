package dev.fairshare.algorithms.support;

import java.util.Arrays;

/**
 * The parallel finish of a {@link RankingKeys} filled by the regions of a parallel recompute
 * ({@link SubtreeTasks}): the same packed keys sorted by the same LSD radix digits, each pass split among
 * the workers, then the positions assigned chunk by chunk.
 *
 * <p>The keys are distinct (each holds its user's node index), so the sorted array, and from it every
 * position, is the one the sequential sort gives whatever the order the keys were added in. The top's
 * users fill {@code keys[0 .. topUsers)}, task t's the region after those of the tasks before it. Each
 * worker counts the digits of the keys it adds into counts of its own, so the first pass needs no counting
 * of its own: worker w's keys (the regions of the tasks it ran) go to the places that its counts give (a
 * first pass need not keep any order). Each later pass cuts the array into one chunk per worker, counts
 * each chunk's digits, turns the counts into places (digit by digit, chunk by chunk, so the pass is
 * stable) and moves each chunk. The positions are then assigned from chunks cut at the edges of runs of
 * keys with the same sorted bits; the rare runs of distinct scores that agree on those bits are ranked
 * afterwards on the calling thread, as the sequential finish ranks them.
 */
final class ParallelRanking {
  private final RankingKeys layout;
  private final SubtreeTasks tasks;
  private final int slots;
  private final int[][] counts;
  /** Where each task's region starts; the end of the last at {@code [count]}. */
  private final int[] regionStart;
  /** The worker that ran each task. */
  private final int[] taskSlot;
  private final int[] totals;

  ParallelRanking(RankingKeys layout, SubtreeTasks tasks) {
    this.layout = layout;
    this.tasks = tasks;
    this.slots = tasks.slots();
    this.counts = new int[slots][];
    counts[0] = layout.counts;
    for (int w = 1; w < slots; w++) {
      counts[w] = layout.scratch.scratchInts("ranking.counts3." + w, layout.counts.length);
    }
    int count = tasks.count();
    regionStart = layout.scratch.scratchInts("ranking.region-start", count + 1);
    taskSlot = layout.scratch.scratchInts("ranking.task-slot", count);
    totals = layout.scratch.scratchInts("ranking.totals", layout.counts.length);
    int at = tasks.topUsers();
    for (int t = 0; t < count; t++) {
      regionStart[t] = at;
      at += tasks.users(t);
    }
    regionStart[count] = at;
    if (at != layout.keys.length) {
      throw new IllegalStateException(at + " users in the regions of a tree of " + layout.keys.length);
    }
    // Counts 0 were cleared by the layout; the others here, each by a worker.
    int end = layout.countsEnd;
    tasks.parallelism().run(slots - 1, (w, slot) -> Arrays.fill(counts[w + 1], 0, end, 0));
  }

  int[] counts(int slot) {
    return counts[slot];
  }

  /** Records that task t's users are added by worker {@code slot}; where its region starts. */
  int taken(int t, int slot) {
    taskSlot[t] = slot;
    return regionStart[t];
  }

  void finish(double[] score, double[] rank) {
    long[] keys = layout.keys;
    int users = keys.length;
    if (users == 0) {
      return;
    }
    RankingKeys k = layout;
    long[] from = keys;
    long[] other = null;
    boolean first = true;
    int[] shifts = {k.low, k.mid, k.top};
    int[] masks = {k.lowMask, k.midMask, -1};
    int[] bases = {0, k.midBase, k.topBase};
    int[] ends = {k.midBase, k.topBase, k.countsEnd};
    for (int d = 0; d < 3; d++) {
      int shift = shifts[d];
      int mask = masks[d];
      int base = bases[d];
      int end = ends[d];
      if (!first) {
        countChunks(from, users, base, end, shift, mask);
      }
      int digit = base + ((int) (from[0] >>> shift) & mask);
      int same = 0;
      for (int w = 0; w < slots; w++) {
        same += counts[w][digit];
      }
      if (same == users) {
        continue;
      }
      if (other == null) {
        other = k.scratch.scratchLongs("ranking.packed2", users);
      }
      places(base, end);
      long[] src = from;
      long[] dst = other;
      if (first) {
        tasks.parallelism().run(slots, (w, slot) -> moveRegions(w, src, dst, shift, mask, base));
      } else {
        tasks.parallelism().run(slots, (w, slot) -> moveChunk(w, src, dst, users, shift, mask, base));
      }
      first = false;
      other = from;
      from = dst;
    }
    positions(from, users, score, rank);
  }

  /** Counts the digit of each worker's chunk of {@code from} into its counts (cleared first). */
  private void countChunks(long[] from, int users, int base, int end, int shift, int mask) {
    tasks.parallelism().run(slots, (w, slot) -> {
      int[] c = counts[w];
      Arrays.fill(c, base, end, 0);
      for (int j = chunk(w, users), to = chunk(w + 1, users); j < to; j++) {
        c[base + ((int) (from[j] >>> shift) & mask)]++;
      }
    });
  }

  private int chunk(int w, int users) {
    return (int) ((long) users * w / slots);
  }

  /**
   * Turns the counts of digits {@code base .. end−1} into each worker's first place per digit: the keys of
   * smaller digits, then those of the same digit in the workers before. Split by digit ranges.
   */
  private void places(int base, int end) {
    int span = end - base;
    long[] rangeSum = new long[slots + 1];
    tasks.parallelism().run(slots, (r, slot) -> {
      long sum = 0;
      for (int d = base + (int) ((long) span * r / slots), to = base + (int) ((long) span * (r + 1) / slots);
          d < to; d++) {
        int s = 0;
        for (int w = 0; w < slots; w++) {
          int x = counts[w][d];
          counts[w][d] = s;
          s += x;
        }
        totals[d] = s;
        sum += s;
      }
      rangeSum[r + 1] = sum;
    });
    for (int r = 0; r < slots; r++) {
      rangeSum[r + 1] += rangeSum[r];
    }
    tasks.parallelism().run(slots, (r, slot) -> {
      int b = (int) rangeSum[r];
      for (int d = base + (int) ((long) span * r / slots), to = base + (int) ((long) span * (r + 1) / slots);
          d < to; d++) {
        for (int w = 0; w < slots; w++) {
          counts[w][d] += b;
        }
        b += totals[d];
      }
    });
  }

  /** The first pass's move of worker w's keys: the top's (worker 0) and those of the tasks it ran. */
  private void moveRegions(int w, long[] from, long[] to, int shift, int mask, int base) {
    int[] c = counts[w];
    if (w == 0) {
      move(from, to, 0, regionStart[0], c, shift, mask, base);
    }
    for (int t = 0; t < taskSlot.length; t++) {
      if (taskSlot[t] == w) {
        move(from, to, regionStart[t], regionStart[t + 1], c, shift, mask, base);
      }
    }
  }

  private void moveChunk(int w, long[] from, long[] to, int users, int shift, int mask, int base) {
    move(from, to, chunk(w, users), chunk(w + 1, users), counts[w], shift, mask, base);
  }

  private static void move(long[] from, long[] to, int lo, int hi, int[] c, int shift, int mask, int base) {
    for (int j = lo; j < hi; j++) {
      long key = from[j];
      to[c[base + ((int) (key >>> shift) & mask)]++] = key;
    }
  }

  /**
   * Assigns positions from the sorted keys, one chunk per worker, each chunk's edges moved down to the
   * start of a run of keys with the same sorted bits; runs whose scores differ below those bits are ranked
   * afterwards on this thread.
   */
  private void positions(long[] packed, int users, double[] score, double[] rank) {
    RankingKeys k = layout;
    int runShift = Math.max(k.idxBits, k.low);
    int[] edge = new int[slots + 1];
    edge[slots] = users;
    for (int w = 1; w < slots; w++) {
      int e = Math.max(edge[w - 1], chunk(w, users));
      while (e > edge[w - 1] && e < users && packed[e - 1] >>> runShift == packed[e] >>> runShift) {
        e--;
      }
      edge[w] = e;
    }
    int[][] deferred = new int[slots][];
    int[] deferredCount = new int[slots];
    tasks.parallelism().run(slots, (w, slot) -> {
      int[] later = new int[8];
      int m = 0;
      for (int j = edge[w + 1] - 1, lo0 = edge[w]; j >= lo0; ) {
        long top = packed[j] >>> runShift;
        int lo = j;
        while (lo > lo0 && packed[lo - 1] >>> runShift == top) {
          lo--;
        }
        int above = users - 1 - j;
        if (lo == j) {
          rank[(int) (packed[j] & k.idxMask)] = above + 1;
        } else if (!equalRun(packed, lo, j, above, score, rank)) {
          if (m + 2 > later.length) {
            later = Arrays.copyOf(later, later.length * 2);
          }
          later[m++] = lo;
          later[m++] = j;
        }
        j = lo - 1;
      }
      deferred[w] = later;
      deferredCount[w] = m;
    });
    for (int w = 0; w < slots; w++) {
      for (int i = 0; i < deferredCount[w]; i += 2) {
        int lo = deferred[w][i];
        int hi = deferred[w][i + 1];
        k.rankRun(packed, lo, hi, users - 1 - hi, runShift, score, rank);
      }
    }
  }

  /** Ranks a run of equal scores (one shared position) and returns true, or returns false for another run. */
  private boolean equalRun(long[] packed, int lo, int hi, int above, double[] score, double[] rank) {
    long mask = layout.idxMask;
    long first = RankingKeys.sortable(score[(int) (packed[lo] & mask)]);
    for (int j = lo + 1; j <= hi; j++) {
      if (RankingKeys.sortable(score[(int) (packed[j] & mask)]) != first) {
        return false;
      }
    }
    for (int j = lo; j <= hi; j++) {
      rank[(int) (packed[j] & mask)] = above + 1;
    }
    return true;
  }
}
