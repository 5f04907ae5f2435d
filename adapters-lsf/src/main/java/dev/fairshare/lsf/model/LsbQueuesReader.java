package dev.fairshare.lsf.model;

import dev.fairshare.format.ProblemCollector;
import dev.fairshare.lsf.syntax.KeyValues;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import dev.fairshare.lsf.syntax.LsfSection;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads the {@code Queue} sections of {@code lsb.queues} and checks the cross-queue rules (docs/algorithms/lsf.md
 * §6.2; LSF 7.3's manual, "Priority range in cross-queue fairshare").
 *
 * <p>Problems: {@code lsf.queues.missing-name}, {@code lsf.queues.duplicate-queue},
 * {@code lsf.queues.bad-priority}, {@code lsf.queues.bad-fairshare} (not {@code USER_SHARES[...]}),
 * {@code lsf.queues.bad-factor}, {@code lsf.queues.unknown-queue} (in FAIRSHARE_QUEUES),
 * {@code lsf.queues.multiple-sets} (a queue in two cross-queue sets) and
 * {@code lsf.queues.priority-range}: without DISPATCH_ORDER=QUEUE in the parent, no queue outside a set may
 * have a PRIORITY within the set's range.
 */
public final class LsbQueuesReader {
  /** The queue parameters that are numbers (fair-share factors and HIST_HOURS). */
  static final List<String> NUMBERS = List.of("CPU_TIME_FACTOR", "RUN_TIME_FACTOR", "RUN_JOB_FACTOR",
      "COMMITTED_RUN_TIME_FACTOR", "FAIRSHARE_ADJUSTMENT_FACTOR", "FWD_JOB_FACTOR", "GPU_RUN_TIME_FACTOR",
      "HIST_HOURS");

  private LsbQueuesReader() {}

  /** Reads the queues of a parsed file. */
  public static LsbQueues read(LsfConfigFile file, ProblemCollector problems) {
    List<QueueDef> defs = new ArrayList<>();
    Map<String, QueueDef> byName = new HashMap<>();
    for (LsfSection section : file.sections("Queue")) {
      KeyValues kv = KeyValues.of(section, problems);
      QueueDef q = queue(section, kv, problems);
      if (q == null) {
        continue;
      }
      QueueDef previous = byName.putIfAbsent(q.name(), q);
      if (previous != null) {
        problems.error(q.where("QUEUE_NAME"), "lsf.queues.duplicate-queue", "queue '" + q.name()
            + "' is defined again (first at line " + previous.location().line() + ")", "rename one of them");
        continue;
      }
      defs.add(q);
    }
    LsbQueues queues = new LsbQueues(defs);
    checkSets(queues, problems);
    return queues;
  }

  private static QueueDef queue(LsfSection section, KeyValues kv, ProblemCollector problems) {
    String name = kv.value("QUEUE_NAME");
    if (name == null || name.isBlank()) {
      problems.error(section.begin(), "lsf.queues.missing-name", "Queue section has no QUEUE_NAME",
          "add QUEUE_NAME = name");
      return null;
    }
    int priority = 1;
    KeyValues.Entry prio = kv.entry("PRIORITY");
    if (prio != null) {
      try {
        priority = Integer.parseInt(prio.value());
      } catch (NumberFormatException e) {
        problems.error(prio.valueAt(0), "lsf.queues.bad-priority", "PRIORITY '" + prio.value()
            + "' of queue '" + name + "' is not an integer", "PRIORITY is a whole number, higher first");
      }
    }
    for (String key : NUMBERS) {
      KeyValues.Entry e = kv.entry(key);
      if (e != null && !isNonNegativeNumber(e.value())) {
        problems.error(e.valueAt(0), "lsf.queues.bad-factor", key + " '" + e.value() + "' of queue '" + name
            + "' is not a number >= 0", "write a decimal number such as 0.7");
      }
    }
    List<ShareAssignment> shares = null;
    String sharesText = null;
    KeyValues.Entry fs = kv.entry("FAIRSHARE");
    if (fs != null) {
      String v = fs.value();
      if (!v.toUpperCase(Locale.ROOT).startsWith("USER_SHARES[") || !v.endsWith("]")) {
        problems.error(fs.valueAt(0), "lsf.queues.bad-fairshare", "FAIRSHARE of queue '" + name
            + "' is not USER_SHARES[[user, shares] ...]", "write FAIRSHARE = USER_SHARES[[default, 1]]");
      } else {
        sharesText = v.substring("USER_SHARES[".length(), v.length() - 1);
        int base = "USER_SHARES[".length();
        shares = ShareListParser.parse(sharesText, off -> fs.valueAt(base + off), problems);
        if (shares.isEmpty() && !problems.hasErrors()) {
          problems.error(fs.valueAt(0), "lsf.queues.bad-fairshare", "FAIRSHARE of queue '" + name
              + "' assigns no shares", "at least one [user, shares] pair is required");
        }
      }
    }
    String fq = kv.value("FAIRSHARE_QUEUES");
    List<String> children = fq == null || fq.isBlank() ? List.of() : Arrays.asList(fq.strip().split("\\s+"));
    boolean byQueue = "QUEUE".equalsIgnoreCase(kv.value("DISPATCH_ORDER"));
    return new QueueDef(name, priority, shares, sharesText, children, byQueue, kv, section.begin());
  }

  private static void checkSets(LsbQueues queues, ProblemCollector problems) {
    Map<String, String> setOf = new HashMap<>();
    for (QueueDef q : queues.queues().values()) {
      if (q.fairshareQueues().isEmpty()) {
        continue;
      }
      if (!q.isFairshare()) {
        problems.error(q.where("FAIRSHARE_QUEUES"), "lsf.queues.bad-fairshare", "queue '" + q.name()
            + "' has FAIRSHARE_QUEUES but no FAIRSHARE", "define the set's policy in its parent queue");
      }
      for (String c : queues.setOf(q)) {
        if (queues.queue(c) == null) {
          problems.error(q.where("FAIRSHARE_QUEUES"), "lsf.queues.unknown-queue", "FAIRSHARE_QUEUES of '"
              + q.name() + "' names '" + c + "', which is no queue", "define the queue in lsb.queues");
          continue;
        }
        String other = setOf.putIfAbsent(c, q.name());
        if (other != null && !other.equals(q.name())) {
          problems.error(q.where("FAIRSHARE_QUEUES"), "lsf.queues.multiple-sets", "queue '" + c
              + "' is in the cross-queue sets of both '" + other + "' and '" + q.name() + "'",
              "a queue can belong to one cross-queue set only");
        }
      }
    }
    for (QueueDef parent : queues.queues().values()) {
      if (parent.fairshareQueues().isEmpty() || parent.dispatchOrderQueue()) {
        continue;
      }
      List<String> set = queues.setOf(parent);
      int low = Integer.MAX_VALUE;
      int high = Integer.MIN_VALUE;
      for (String name : set) {
        QueueDef q = queues.queue(name);
        if (q != null) {
          low = Math.min(low, q.priority());
          high = Math.max(high, q.priority());
        }
      }
      for (QueueDef outside : queues.queues().values()) {
        if (!set.contains(outside.name()) && outside.priority() >= low && outside.priority() <= high) {
          problems.error(outside.where("PRIORITY"), "lsf.queues.priority-range", "queue '" + outside.name()
              + "' has PRIORITY " + outside.priority() + ", inside the range " + low + ".." + high
              + " of the cross-queue set " + String.join(" ", set),
              "give it a priority below " + low + " or above " + high
                  + ", or set DISPATCH_ORDER = QUEUE in queue '" + parent.name() + "'");
        }
      }
    }
  }

  static boolean isNonNegativeNumber(String text) {
    if (!dev.fairshare.format.NumberText.isDecimal(text.strip())) {
      return false;
    }
    try {
      double v = Double.parseDouble(text.strip());
      return v >= 0 && !Double.isInfinite(v);
    } catch (NumberFormatException e) {
      return false;
    }
  }
}
