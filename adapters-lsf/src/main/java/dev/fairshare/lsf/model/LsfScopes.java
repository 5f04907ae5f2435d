package dev.fairshare.lsf.model;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.Problem;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.tree.ShareTree;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The fair-share scopes of a cluster and their share trees (docs/algorithms/lsf.md §6): a queue with its own
 * FAIRSHARE, a cross-queue set (one tree and one usage for the parent queue and its FAIRSHARE_QUEUES), and
 * a host partition.
 *
 * <p>A scope's tree is rooted at the queue or partition name; its root attributes say which queues share it
 * ({@code lsf.queues}) and carry the policy queue's own factors ({@code lsf.CPU_TIME_FACTOR}, …), which win
 * over {@code lsb.params} in {@code lsf.fairshare}.
 */
public final class LsfScopes {
  /** The root attribute listing the queues of a scope, space-separated, the parent first. */
  public static final String QUEUES = "lsf.queues";
  /** The root attribute naming the kind of scope: {@code queue} or {@code host-partition}. */
  public static final String KIND = "lsf.scope";
  /** The root attribute with USER_SHARES as written. */
  public static final String USER_SHARES = "lsf.USER_SHARES";

  private final LsfConfiguration config;

  public LsfScopes(LsfConfiguration config) {
    this.config = config;
  }

  /** The queue whose policy a queue follows; a queue without fair share is {@code lsf.queues.no-fairshare}. */
  public QueueDef policyOf(String queue) {
    if (config.queues().queue(queue) == null) {
      throw ConfigParseException.of(Problem.error(SourceLocation.of(config.file("lsb.queues")),
          "lsf.queues.unknown-queue", "no queue '" + queue + "' in lsb.queues", "queues: "
              + String.join(" ", config.queues().queues().keySet())));
    }
    QueueDef policy = config.queues().policyOf(queue);
    if (policy == null) {
      throw ConfigParseException.of(Problem.error(config.queues().queue(queue).location(),
          "lsf.queues.no-fairshare", "queue '" + queue + "' has no fair-share policy",
          "set FAIRSHARE = USER_SHARES[...] in it, or name it in another queue's FAIRSHARE_QUEUES"));
    }
    return policy;
  }

  /** The share tree of the scope a queue belongs to; {@code population} are its users with jobs. */
  public ShareTree queueTree(String queue, Collection<String> population) {
    QueueDef policy = policyOf(queue);
    Map<String, String> attributes = new LinkedHashMap<>();
    attributes.put(KIND, "queue");
    attributes.put(QUEUES, String.join(" ", config.queues().setOf(policy)));
    attributes.put(USER_SHARES, render(policy.fairshare()));
    for (String key : dev.fairshare.lsf.model.LsbQueuesReader.NUMBERS) {
      String v = policy.parameters().value(key);
      if (v != null) {
        attributes.put("lsf." + key, v.strip());
      }
    }
    return build(policy.name(), policy.fairshare(), population, attributes);
  }

  /** A host partition of lsb.hosts; one that is not there is {@code lsf.hosts.unknown-partition}. */
  public HostPartitionDef partition(String partition) {
    HostPartitionDef hp = config.hosts().partitions().get(partition);
    if (hp == null) {
      throw ConfigParseException.of(Problem.error(SourceLocation.of(config.file("lsb.hosts")),
          "lsf.hosts.unknown-partition", "no host partition '" + partition + "' in lsb.hosts", "partitions: "
              + String.join(" ", config.hosts().partitions().keySet())));
    }
    return hp;
  }

  /** The share tree of a host partition. */
  public ShareTree partitionTree(String partition, Collection<String> population) {
    HostPartitionDef hp = partition(partition);
    Map<String, String> attributes = new LinkedHashMap<>();
    attributes.put(KIND, "host-partition");
    attributes.put(USER_SHARES, render(hp.shares()));
    return build(hp.name(), hp.shares(), population, attributes);
  }

  private static String render(List<ShareAssignment> pairs) {
    return String.join(" ", pairs.stream().map(ShareAssignment::render).toList());
  }

  private ShareTree build(String name, List<ShareAssignment> shares, Collection<String> population,
      Map<String, String> attributes) {
    ProblemCollector problems = new ProblemCollector();
    ShareTree tree = new LsfShareTreeBuilder(config.users(), problems, false).build(name, shares, population,
        attributes);
    problems.throwIfErrors();
    return tree;
  }
}
