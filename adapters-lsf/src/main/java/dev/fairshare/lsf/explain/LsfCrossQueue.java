package dev.fairshare.lsf.explain;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithms.lsf.LsfCrossQueueOrder;
import dev.fairshare.algorithms.lsf.LsfFairshareAlgorithm;
import dev.fairshare.explain.Section;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.Settings;
import dev.fairshare.lsf.LsbQueuesSettings;
import dev.fairshare.lsf.model.LsfScopes;
import dev.fairshare.lsf.model.LsbQueues;
import dev.fairshare.lsf.model.LsbQueuesReader;
import dev.fairshare.lsf.model.QueueDef;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import dev.fairshare.tree.ShareTree;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The dispatch order of an LSF cross-queue fair-share set for an explanation under {@code lsf.fairshare}
 * ({@link LsfCrossQueueOrder}; docs/algorithms/lsf.md §6.2): when the tree comes from {@code lsb.queues}
 * (and {@code lsb.users}) and its queue has FAIRSHARE_QUEUES, which (queue, user) pairs go first if every
 * user with a pending job (every user without {@code --pending}) had work in every queue of the set: by user
 * priority across the set, or queue by queue with {@code DISPATCH_ORDER=QUEUE}; equal queue priorities in
 * {@code lsb.queues} order. A collective account is one such user: its members' work goes through it.
 */
public final class LsfCrossQueue {
  private static final int SHOWN = 12;

  private LsfCrossQueue() {}

  /** The section, or none when the tree is not a cross-queue set's. */
  public static List<Section> sections(ShareTree tree, Settings settings, FairshareResult result,
      Demand demand, int user) {
    String scope = tree.attribute(0, LsfScopes.QUEUES);
    String text = settings.get(LsbQueuesSettings.class).map(LsbQueuesSettings::text).orElse(null);
    if (scope == null || text == null || !scope.strip().contains(" ")) {
      return List.of();
    }
    ProblemCollector problems = new ProblemCollector();
    LsbQueues queues = LsbQueuesReader.read(LsfConfigFile.parse(LineSource.of("lsb.queues", text),
        problems), problems);
    List<String> set = List.of(scope.strip().split("\\s+"));
    QueueDef policy = queues.queue(set.get(0));
    List<LsfCrossQueueOrder.Queue> members = new ArrayList<>();
    int fileOrder = 0;
    for (QueueDef q : queues.queues().values()) {
      if (set.contains(q.name())) {
        members.add(new LsfCrossQueueOrder.Queue(q.name(), q.priority(), fileOrder));
      }
      fileOrder++;
    }
    List<Integer> waiting = new ArrayList<>();
    for (int i = 1; i < tree.size(); i++) {
      boolean account = tree.isUser(i) || LsfFairshareAlgorithm.isCollectiveAccount(tree, i);
      if (account && (demand.hasNoPending() || demand.isPending(i))) {
        waiting.add(i);
      }
    }
    int[] accounts = waiting.stream().mapToInt(Integer::intValue).toArray();
    Map<String, int[]> pending = new LinkedHashMap<>();
    members.forEach(q -> pending.put(q.name(), accounts));
    boolean byQueue = policy != null && policy.dispatchOrderQueue();
    List<LsfCrossQueueOrder.Entry> order = LsfCrossQueueOrder.order(members, byQueue, pending, result);
    List<List<String>> rows = new ArrayList<>();
    for (int k = 0; k < order.size(); k++) {
      LsfCrossQueueOrder.Entry e = order.get(k);
      if (k < SHOWN || e.account() == user) {
        rows.add(List.of(Integer.toString(k + 1), e.queue(), tree.path(e.account()), e.account() == user ? "<" : ""));
      }
    }
    String who = demand.hasNoPending() ? "every user" : "every user with a pending job";
    return List.of(new Section("lsf.cross-queue-order", "the cross-queue set " + String.join(", ", set)
        + (byQueue ? " (DISPATCH_ORDER=QUEUE: queue by queue)" : " (by user priority across the queues)")
        + " if " + who + " had work in each queue", List.of("dispatch", "queue", "account", "this"), rows, ""));
  }
}
