package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * For every algorithm, the factor {@code explain} finds for each user of the worked examples is the factor
 * {@code compute} prints for that user, to the last bit (both as JSON numbers), every user with a job
 * pending.
 */
class ExplainMatchesComputeTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> TREES = List.of(ExplainCommandTest.SEED_003,
      ExplainCommandTest.EXPLAIN.resolve("pbs-seed-002.tsv").toString(),
      ExplainCommandTest.EXPLAIN.resolve("fair-tree-ties.tsv").toString());

  @TempDir
  Path dir;

  @ParameterizedTest
  @ValueSource(strings = {"slurm.classic", "slurm.depth-oblivious", "slurm.fair-tree", "slurm.ticket",
      "pbs.fairshare", "lsf.fairshare"})
  void explainedFactorIsComputesForEveryUser(String algorithm) throws IOException {
    int users = 0;
    for (String tree : TREES) {
      JsonNode nodes = JSON.readTree(CommandRun.of("compute", "--tree", tree, "--algorithm", algorithm,
          "--format", "json").out()).get("nodes");
      List<String> paths = new ArrayList<>();
      nodes.forEach(n -> {
        if (n.get("kind").asText().equals("user")) {
          paths.add(n.get("path").asText());
        }
      });
      Path pending = Files.write(dir.resolve("pending.txt"), paths);
      JsonNode computed = JSON.readTree(CommandRun.of("compute", "--tree", tree, "--algorithm", algorithm,
          "--pending", pending.toString(), "--format", "json").out()).get("nodes");
      for (JsonNode node : computed) {
        if (!node.get("kind").asText().equals("user")) {
          continue;
        }
        String path = node.get("path").asText();
        CommandRun run = CommandRun.of("explain", path, "--tree", tree, "--algorithm", algorithm, "--pending",
            pending.toString(), "--format", "json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode explained = JSON.readTree(run.out());
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
