package dev.fairshare.cli;

import dev.fairshare.algorithm.AlgorithmRegistry;
import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareAlgorithm;
import dev.fairshare.command.MisuseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.tree.ShareTree;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The {@code --pending FILE} of {@code compute}, {@code explain} and {@code view}: the nodes with pending jobs,
 * one path a line (as {@code compute} prints paths: names from below the root joined by {@code /}), for
 * algorithms that need a {@link Demand} (Slurm's {@code slurm.ticket}, LSF's {@code lsf.fairshare}); a command
 * none of whose algorithms takes pending jobs refuses it ({@link #refuseUnlessTaken}).
 *
 * <p>Blank lines and everything from a {@code #} to the end of a line are ignored; surrounding blanks are
 * trimmed. A path that names no node is {@code pending.unknown-path} at its line and column; every such
 * line is reported at once.
 */
final class PendingFile {
  private PendingFile() {}

  /**
   * Refuses a {@code --pending} file as misuse when none of the algorithms a command runs takes pending jobs
   * ({@code FairshareAlgorithm.takesPendingJobs}), since every one would ignore it: {@code compute}'s one
   * algorithm, {@code explain}'s one or {@code --all}, {@code view}'s one or {@code --compare} pair, each named or
   * the default. The message names them, the hint the registered algorithms that take pending jobs. It is
   * misuse, so it runs before any input is read; but the default algorithm is the one the inputs select, so
   * without {@code --algorithm} it needs them: it runs once they are read, before a ledger is
   * ({@link LedgerUsage#read}'s {@code misuse}).
   */
  static void refuseUnlessTaken(Path pending, List<FairshareAlgorithm> run, AlgorithmRegistry algorithms) {
    if (pending == null || run.stream().anyMatch(FairshareAlgorithm::takesPendingJobs)) {
      return;
    }
    List<String> names = run.stream().map(FairshareAlgorithm::name).distinct().collect(Collectors.toList());
    String last = names.remove(names.size() - 1);
    String who = names.isEmpty() ? last + " takes" : String.join(", ", names) + " and " + last + " take";
    throw new MisuseException("fairshare: --pending lists nodes with pending jobs, and " + who + " none\n"
        + "    hint: " + takers(algorithms) + ", or leave out --pending");
  }

  /**
   * The hint's list of the registered algorithms that take pending jobs
   * ({@code FairshareAlgorithm.takesPendingJobs}): {@code give --algorithm slurm.ticket or lsf.fairshare}.
   */
  private static String takers(AlgorithmRegistry algorithms) {
    List<String> names = algorithms.names().stream().filter(n -> algorithms.create(n).takesPendingJobs())
        .sorted().collect(Collectors.toList());
    if (names.isEmpty()) {
      return "no registered algorithm takes pending jobs";
    }
    String last = names.remove(names.size() - 1);
    return "the algorithms that take pending jobs: give --algorithm "
        + (names.isEmpty() ? last : String.join(", ", names) + " or " + last);
  }

  /** Reads the file against a tree; throws a {@code ConfigParseException} listing every unknown path. */
  static Demand read(Path file, ShareTree tree) {
    LineSource source = LineSource.read(file);
    ProblemCollector problems = new ProblemCollector();
    List<String> paths = new ArrayList<>();
    for (LineSource.Line line : source.lines()) {
      String text = line.text();
      int hash = text.indexOf('#');
      String content = hash < 0 ? text : text.substring(0, hash);
      String path = content.strip();
      if (path.isEmpty()) {
        continue;
      }
      if (tree.indexOf(path) <= 0) {
        int column = content.indexOf(path) + 1;
        problems.error(line.at(source.name(), column), "pending.unknown-path",
            "no node at path '" + path + "' in the tree",
            "write paths as `fairshare compute` prints them, names joined by '/' without the root");
      } else {
        paths.add(path);
      }
    }
    problems.throwIfErrors();
    return Demand.pending(tree, paths);
  }
}
