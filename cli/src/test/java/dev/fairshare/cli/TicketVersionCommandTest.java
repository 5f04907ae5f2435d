package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * {@code fairshare.algorithms.slurm.ticket.version} reaches {@code slurm.ticket} in {@code compute} and
 * {@code explain}, and {@code explain} says which version it used: on the worked example of
 * docs/algorithms/slurm.md §11 (a {@code parent} account beside a user), a1's factor is 0.667 in 2.5 and 0.0702
 * in 14.11, b1's 1 in both.
 */
class TicketVersionCommandTest {
  private static final String TREE = "src/test/resources/ticket/parent-account.tsv";
  private static final String PENDING = "src/test/resources/ticket/parent-account-pending.txt";

  private static CommandRun run(String command, String... more) {
    List<String> args = new ArrayList<>(List.of(command));
    args.addAll(List.of(more));
    args.addAll(List.of("--tree", TREE, "--algorithm", "slurm.ticket", "--pending", PENDING));
    return CommandRun.of(args.toArray(String[]::new));
  }

  @Test
  void computeUsesTheConfiguredVersion() {
    CommandRun v25 = run("compute", "--format", "tsv");
    CommandRun v1411 = run("compute", "--format", "tsv", "-Dfairshare.algorithms.slurm.ticket.version=14.11");
    assertThat(v25.exitCode()).as(v25.err()).isZero();
    assertThat(v1411.exitCode()).as(v1411.err()).isZero();
    assertThat(factor(v25.out(), "A/a1")).isEqualTo("0.6667");
    assertThat(factor(v25.out(), "A/P/p1")).isEqualTo("0.0000");
    assertThat(factor(v25.out(), "B/b1")).isEqualTo("1.0000");
    assertThat(factor(v1411.out(), "A/a1")).isEqualTo("0.0702");
    assertThat(factor(v1411.out(), "A/P/p1")).isEqualTo("0.0702");
    assertThat(factor(v1411.out(), "B/b1")).isEqualTo("1.0000");
  }

  @Test
  void explainUsesAndNamesTheConfiguredVersion() throws IOException {
    CommandRun v1411 = run("explain", "a1", "--format", "json", "-Dfairshare.algorithms.slurm.ticket.version=14.11");
    assertThat(v1411.exitCode()).as(v1411.err()).isZero();
    JsonNode a1 = new ObjectMapper().readTree(v1411.out());
    assertThat(a1.toString()).contains("Slurm version: 14.11");
    assertThat(a1.get("factor").get("numbers").asText()).isEqualTo("180840728/2576980377");
    CommandRun v25 = run("explain", "a1");
    assertThat(v25.exitCode()).as(v25.err()).isZero();
    assertThat(v25.out()).contains("Slurm version: 2.5");
  }

  @Test
  void anUnknownVersionIsRefusedWithTheAllowedOnes() {
    CommandRun bad = run("compute", "-Dfairshare.algorithms.slurm.ticket.version=15.08");
    // a bad configuration value is misuse, as a bad option value is (docs/errors.md)
    assertThat(bad.exitCode()).as(bad.err()).isEqualTo(2);
    assertThat(bad.out()).isEmpty();
    assertThat(bad.err()).contains("fairshare.algorithms.slurm.ticket.version").contains("2.5, 2.6, 14.11");
  }

  private static String factor(String tsv, String path) {
    String row = tsv.lines().filter(r -> r.startsWith(path + "\t")).findFirst().orElseThrow();
    return String.format(Locale.ROOT, "%.4f", Double.parseDouble(row.split("\t", -1)[8]));
  }
}
