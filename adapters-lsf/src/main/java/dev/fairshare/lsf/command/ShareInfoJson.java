package dev.fairshare.lsf.command;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.lsf.acct.AcctUsageBuilder;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.List;

/**
 * The JSON form of {@code fairshare bqueues} and {@code bhpart} (docs/algorithms/lsf.md §9.7): one object per scope,
 * {@code {"scope", "queues", "accounts": [...]}}, each account in pre-order with its path, SHARES, the
 * priority in full precision, its dispatch rank (users), STARTED, RESERVED, CPU_TIME, RUN_TIME, ADJUST and the number
 * of its running jobs whose CPU time is unknown ({@code cpu_unknown_jobs}).
 */
final class ShareInfoJson {
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private final ArrayNode scopes = MAPPER.createArrayNode();

  /**
   * About how many bytes one scope's accounts take in the JSON (each holds its whole path), found in one
   * pass, so that a command can refuse an output the square of a tree's depth makes too large.
   */
  static long bytes(ShareTree tree) {
    long[] pathBytes = new long[tree.size()];
    long total = 0;
    for (int i = 1; i < tree.size(); i++) {
      int p = tree.parent(i);
      pathBytes[i] = (p == 0 ? 0 : pathBytes[p] + 1) + tree.name(i).length();
      total += pathBytes[i] + 400;
    }
    return total;
  }

  /** Adds one scope. */
  void add(String scope, List<String> queues, ShareTree tree, FairshareResult result, UsageSnapshot usage) {
    ObjectNode s = scopes.addObject();
    s.put("scope", scope);
    ArrayNode q = s.putArray("queues");
    queues.forEach(q::add);
    ArrayNode accounts = s.putArray("accounts");
    for (int i = 1; i < tree.size(); i++) {
      ObjectNode a = accounts.addObject();
      a.put("path", tree.path(i));
      a.put("kind", tree.kind(i).label());
      a.put("shares", (long) tree.shares(i));
      a.put("priority", result.factor(i));
      if (result.rank(i) > 0) {
        a.put("rank", result.rank(i));
      } else {
        a.putNull("rank");
      }
      double reserved = usage.component("reserved_slots", i);
      a.put("started", usage.component("job_slots", i) - reserved);
      a.put("reserved", reserved);
      a.put("cpu_time", usage.usage(i));
      a.put("run_time", usage.component("run_time", i) + usage.component("hist_run_time", i));
      a.put("adjust", usage.component("adjustment", i));
      a.put("cpu_unknown_jobs", (long) usage.component(AcctUsageBuilder.CPU_UNKNOWN_JOBS, i));
    }
  }

  /** The JSON text, ending in a newline. */
  String render() {
    try {
      return MAPPER.writeValueAsString(scopes) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }
}
