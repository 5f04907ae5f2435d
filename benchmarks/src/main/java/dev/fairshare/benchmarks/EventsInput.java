package dev.fairshare.benchmarks;

import java.util.SplittableRandom;

/**
 * A generated {@code lsb.events} of a given number of records in the open LSF-compatible scheduler's grammar
 * (its {@code lsb.log.c}; docs/algorithms/lsf.md §8): an MBD_START, then per job a JOB_NEW, a JOB_START on one
 * to four slots, a JOB_EXECUTE (a type the replay skips), every tenth job suspended and resumed by two
 * JOB_STATUS records, and a JOB_STATUS DONE with its CPU time and rusage; the last jobs are left running.
 * 500 users in 20 queues, seeded; records one second apart.
 */
public final class EventsInput {
  private EventsInput() {}

  /** The text of {@code records} records (at least one). */
  public static String generate(int records) {
    SplittableRandom r = new SplittableRandom(13);
    StringBuilder b = new StringBuilder(records * 170);
    long t = 1_700_000_000L;
    b.append("#80\n\"MBD_START\" \"22\" ").append(t).append(" \"master\" \"cluster\" 50 20\n");
    int written = 1;
    for (int job = 1; written < records; job++) {
      String user = "user" + r.nextInt(500);
      String queue = "queue" + r.nextInt(20);
      int slots = 1 + r.nextInt(4);
      b.append("\"JOB_NEW\" \"22\" ").append(++t).append(' ').append(job).append(" 1006 33554450 ").append(slots)
          .append(' ').append(t).append(" 0 0 -65535 0 0 \"").append(user).append('"')
          .append(" -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 \"\" 100.00 18 \"").append(queue)
          .append("\" \"\" \"host1\" \"/tmp\" \"\" \"\" \"/dev/null\" \"\" \"/home/").append(user).append("\" \"")
          .append(t).append('.').append(job).append("\" 0 \"\" \"\" \"\" \"sleep 100\" 0 \"\" \"default\" ")
          .append(slots).append(" \"linux\" \"\" 7184 0 \"\" \"\" \"\" -1 \"\" \"\"\n");
      if (++written == records) {
        break;
      }
      b.append("\"JOB_START\" \"22\" ").append(++t).append(' ').append(job).append(" 4 0 0 100.0 ").append(slots);
      for (int s = 0; s < slots; s++) {
        b.append(" \"host").append(1 + r.nextInt(50)).append('"');
      }
      b.append(" \"\" \"\" 0 0 \"select[type == local] order[r15s:pg]\"\n");
      if (++written == records) {
        break;
      }
      b.append("\"JOB_EXECUTE\" \"22\" ").append(++t).append(' ').append(job).append(" 1006 23948 \"/tmp\" \"/home/")
          .append(user).append("\" \"").append(user).append("\" 23948 0\n");
      if (++written == records) {
        break;
      }
      if (job % 10 == 0) {
        b.append("\"JOB_STATUS\" \"22\" ").append(++t).append(' ').append(job)
            .append(" 16 65538 0 0.0000 0 0 0 0 0 0\n");
        if (++written == records) {
          break;
        }
        b.append("\"JOB_STATUS\" \"22\" ").append(++t).append(' ').append(job)
            .append(" 4 65537 0 0.0000 0 0 0 0 0 0\n");
        if (++written == records) {
          break;
        }
      }
      if (records - written < 2_000) {
        continue;
      }
      double u = r.nextInt(100_000) / 1000.0;
      b.append("\"JOB_STATUS\" \"22\" ").append(++t).append(' ').append(job).append(" 64 0 0 ").append(u + 0.01)
          .append(' ').append(t).append(" 1 ").append(u)
          .append(" 0.010000 5968 0 -1 0 0 935 0 0 8 40 -1 0 0 0 21 411 -1")
          .append(" 0 0 5968 5968\n");
      written++;
    }
    return b.toString();
  }
}
