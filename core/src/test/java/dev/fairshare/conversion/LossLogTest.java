package dev.fairshare.conversion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.SourceLocation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The losses of a conversion kept past the in-memory ones in a temporary file, and read back unchanged. */
class LossLogTest {
  @TempDir
  Path dir;

  @Test
  void lossesBeyondTheInMemoryOnesAreReadBackEqualInOrder() {
    LossLog log = new LossLog(3, dir);
    List<Loss> given = losses(2_000);
    log.addAll(given);

    LossList read = log.losses();

    assertThat(read).hasSize(2_000);
    assertThat(new ArrayList<>(read)).isEqualTo(given);
    for (int i : new int[] {0, 2, 3, 4, 999, 1_998, 1_999}) {
      assertThat(read.get(i)).as("loss %d by index", i).isEqualTo(given.get(i));
    }
  }

  @Test
  void aListIsTheLossesAtTheTimeItWasMadeWhileTheLogGrows() {
    LossLog log = new LossLog(2, dir);
    List<Loss> given = losses(10);
    log.addAll(given.subList(0, 5));
    LossList first = log.losses();
    log.addAll(given.subList(5, 10));

    assertThat(first).isEqualTo(given.subList(0, 5));
    assertThat(LossList.count(first, LossAction.DROPPED)).isEqualTo(countOf(given.subList(0, 5), LossAction.DROPPED));
    assertThat(log.losses()).isEqualTo(given);
  }

  @Test
  void countsByActionAreThoseOfTheLosses() {
    LossLog log = new LossLog(4, dir);
    List<Loss> given = losses(301);
    log.addAll(given);

    for (LossAction action : LossAction.values()) {
      assertThat(LossList.count(log.losses(), action)).as(action.label()).isEqualTo(countOf(given, action))
          .isPositive();
    }
  }

  @Test
  void aDetailLongerThanTheBufferIsKept() {
    LossLog log = new LossLog(0, dir);
    String longDetail = "é".repeat(100_000) + " end";
    Loss big = new Loss("shares.fraction", LossAction.APPROXIMATED, SourceLocation.of("t.tsv", 7, 1), longDetail);
    List<Loss> given = List.of(losses(1).get(0), big, losses(2).get(1));
    log.addAll(given);

    assertThat(log.losses()).isEqualTo(given);
    assertThat(log.losses().get(1).detail()).isEqualTo(longDetail);
  }

  @Test
  void theTemporaryFileLeavesNothingInItsDirectory() throws IOException {
    LossLog log = new LossLog(1, dir);
    log.addAll(losses(50));

    assertThat(log.losses()).hasSize(50);
    try (Stream<Path> files = Files.list(dir)) {
      assertThat(files).as("the spill file is unlinked once open").isEmpty();
    }
  }

  @Test
  void fewLossesNeverTouchTheDisk() throws IOException {
    LossLog log = new LossLog();
    log.addAll(losses(100));

    assertThat(log.losses()).isEqualTo(losses(100));
    try (Stream<Path> files = Files.list(dir)) {
      assertThat(files).isEmpty();
    }
  }

  @Test
  void byLocationListsByInputInTheOrderGivenThenByLineThenInTheOrderFound() {
    LossLog log = new LossLog(2, dir, List.of("dump.cfg", "slurm.conf"));
    Loss weight = new Loss("slurm.priority-weights", LossAction.DROPPED, SourceLocation.of("slurm.conf", 31, 1), "w");
    Loss decay = new Loss("decay", LossAction.APPROXIMATED, SourceLocation.of("slurm.conf", 25, 1), "d");
    Loss limitsLate = new Loss("slurm.limits", LossAction.DROPPED, SourceLocation.of("dump.cfg", 40, 1), "l40");
    Loss limitsEarly = new Loss("slurm.limits", LossAction.DROPPED, SourceLocation.of("dump.cfg", 19, 1), "l19");
    Loss qosEarly = new Loss("slurm.qos", LossAction.DROPPED, SourceLocation.of("dump.cfg", 19, 1), "q19");
    Loss usage = new Loss("usage", LossAction.APPROXIMATED, SourceLocation.of("usage.txt"), "u");
    Loss whole = new Loss("slurm.qos", LossAction.DROPPED, SourceLocation.of("dump.cfg"), "q");
    log.addAll(List.of(weight, limitsLate, usage, limitsEarly, decay, qosEarly, whole));

    assertThat(log.byLocation()).containsExactly(whole, limitsEarly, qosEarly, limitsLate, decay, weight, usage);
    assertThat(log.losses()).containsExactly(weight, limitsLate, usage, limitsEarly, decay, qosEarly, whole);
    assertThat(log.byLocation().get(4)).isEqualTo(decay);
  }

  @Test
  void manySpilledLossesOutOfOrderAreListedByLine() {
    LossLog log = new LossLog(3, dir);
    List<Loss> given = new ArrayList<>();
    for (int i = 0; i < 3_000; i++) {
      int line = (i * 7919) % 3_000 + 1;
      given.add(new Loss("shares.fraction", LossAction.APPROXIMATED, SourceLocation.of("t.tsv", line, 1), "n" + line));
    }
    log.addAll(given);

    List<Loss> listed = new ArrayList<>(log.byLocation());
    assertThat(listed).extracting(l -> l.location().line()).isSorted().hasSize(3_000);
    assertThat(listed).containsExactlyInAnyOrderElementsOf(given);
  }

  private static List<Loss> losses(int n) {
    List<Loss> out = new ArrayList<>();
    String[] constructs = {"shares.fraction", "slurm.limits", "pbs.name"};
    for (int i = 0; i < n; i++) {
      LossAction action = LossAction.values()[i % 3];
      SourceLocation at = i % 5 == 0 ? SourceLocation.of("input " + (i % 2)) : SourceLocation.of("a.tsv", i + 1, i % 4);
      out.add(new Loss(constructs[i % 3], action, at, "'g" + i + "/ü" + i + "' has " + i + ".5 shares"));
    }
    return out;
  }

  private static long countOf(List<Loss> losses, LossAction action) {
    return losses.stream().filter(l -> l.action() == action).count();
  }
}
