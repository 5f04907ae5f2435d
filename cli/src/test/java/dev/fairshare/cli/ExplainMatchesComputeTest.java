package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * For every algorithm, the factor {@code explain} finds for each user of the worked examples is the factor
 * {@code compute} prints for that user, to the last bit (both as JSON numbers), and so is the rank; every
 * user with a job pending. The commands run once ({@code explain --all} per user, {@code compute} per
 * algorithm), each algorithm's comparison is its own test.
 */
class ExplainMatchesComputeTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> TREES = List.of(ExplainCommandTest.SEED_003,
      ExplainCommandTest.EXPLAIN.resolve("pbs-seed-002.tsv").toString(),
      ExplainCommandTest.EXPLAIN.resolve("fair-tree-ties.tsv").toString());
  /** Per tree, per algorithm: compute's nodes. */
  private static final Map<String, Map<String, JsonNode>> COMPUTED = new HashMap<>();
  /** Per tree, per user path: explain --all's explanations. */
  private static final Map<String, Map<String, JsonNode>> EXPLAINED = new HashMap<>();

  @TempDir
  static Path dir;

  @BeforeAll
  static void runTheCommands() throws Exception {
    int k = 0;
    for (String tree : TREES) {
      JsonNode nodes = JSON.readTree(CommandRun.of("compute", "--tree", tree, "--format", "json").out()).get("nodes");
      List<String> users = new ArrayList<>();
      nodes.forEach(n -> {
        if (n.get("kind").asText().equals("user")) {
          users.add(n.get("path").asText());
        }
      });
      Path pending = Files.write(dir.resolve("pending-" + k++ + ".txt"), users);
      Map<String, JsonNode> computed = new HashMap<>();
      for (String algorithm : List.of("slurm.classic", "slurm.depth-oblivious", "slurm.fair-tree", "slurm.ticket",
          "pbs.fairshare", "lsf.fairshare", "flux.weighted-tree")) {
        // The others take no pending jobs: compute refuses --pending for them, and their result is the same.
        List<String> args = new ArrayList<>(List.of("compute", "--tree", tree, "--algorithm", algorithm,
            "--format", "json"));
        if (algorithm.equals("slurm.ticket") || algorithm.equals("lsf.fairshare")) {
          args.addAll(List.of("--pending", pending.toString()));
        }
        computed.put(algorithm, JSON.readTree(CommandRun.of(args.toArray(String[]::new)).out()).get("nodes"));
      }
      COMPUTED.put(tree, computed);
      Map<String, JsonNode> explained = new HashMap<>();
      for (String user : users) {
        CommandRun run = CommandRun.of("explain", user, "--tree", tree, "--all", "--pending", pending.toString(),
            "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        explained.put(user, JSON.readTree(run.out()).get("explanations"));
      }
      EXPLAINED.put(tree, explained);
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"slurm.classic", "slurm.depth-oblivious", "slurm.fair-tree", "slurm.ticket",
      "pbs.fairshare", "lsf.fairshare", "flux.weighted-tree"})
  void explainedFactorIsComputesForEveryUser(String algorithm) {
    int users = 0;
    for (String tree : TREES) {
      for (JsonNode node : COMPUTED.get(tree).get(algorithm)) {
        if (!node.get("kind").asText().equals("user")) {
          continue;
        }
        String path = node.get("path").asText();
        JsonNode explained = null;
        for (JsonNode e : EXPLAINED.get(tree).get(path)) {
          if (e.get("algorithm").asText().equals(algorithm)) {
            explained = e;
          }
        }
        assertThat(explained).as(tree + " " + path).isNotNull();
        assertThat(explained.get("factor").get("value").asDouble()).as(tree + " " + path)
            .isEqualTo(node.get("factor").asDouble());
        assertThat(explained.get("standing").get("rank").asInt()).as(tree + " " + path + " rank")
            .isEqualTo(node.get("rank").asInt());
        users++;
      }
    }
    assertThat(users).isEqualTo(15);
  }
}
