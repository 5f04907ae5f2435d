package dev.fairshare.flux.usage;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.BitSet;

/**
 * The nodes, cores and GPUs of a job's resource set {@code R} (Flux RFC 20, version 1), as flux-core's
 * {@code ResourceSet} counts them for flux-accounting's usage: the ranks of every {@code R_lite} entry are the
 * nodes, and each rank holds the entry's {@code core} and {@code gpu} id sets. A text that is not JSON, not
 * version 1, or without {@code execution.R_lite} has no counts: flux skips that job.
 *
 * @param nodes the distinct ranks
 * @param cores the cores over all ranks
 * @param gpus the GPUs over all ranks
 */
public record ResourceCounts(long nodes, long cores, long gpus) {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The counts of {@code R}, or {@code null} where flux-core's {@code ResourceSet} refuses it. */
  public static ResourceCounts of(String r) {
    JsonNode top;
    try {
      top = r == null ? null : JSON.readTree(r);
    } catch (JsonProcessingException e) {
      return null;
    }
    if (top == null || !top.path("version").isIntegralNumber() || top.path("version").asLong() != 1
        || !top.path("execution").path("R_lite").isArray()) {
      return null;
    }
    BitSet ranks = new BitSet();
    long cores = 0;
    long gpus = 0;
    for (JsonNode entry : top.path("execution").path("R_lite")) {
      BitSet these = entry.path("rank").isTextual() ? IdSet.parse(entry.path("rank").asText()) : null;
      long core = count(entry.path("children").path("core"));
      long gpu = count(entry.path("children").path("gpu"));
      if (these == null || core < 0 || gpu < 0 || !entry.path("children").isObject()) {
        return null;
      }
      ranks.or(these);
      cores += core * these.cardinality();
      gpus += gpu * these.cardinality();
    }
    return new ResourceCounts(ranks.cardinality(), cores, gpus);
  }

  private static long count(JsonNode idset) {
    if (idset.isMissingNode()) {
      return 0;
    }
    BitSet b = idset.isTextual() ? IdSet.parse(idset.asText()) : null;
    return b == null ? -1 : b.cardinality();
  }
}
