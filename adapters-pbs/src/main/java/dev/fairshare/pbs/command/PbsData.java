package dev.fairshare.pbs.command;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithms.pbs.PbsFairshareAlgorithm;
import dev.fairshare.algorithms.pbs.PbsNodeValues;
import dev.fairshare.algorithms.pbs.PbsSettings;
import dev.fairshare.command.BadInputException;
import dev.fairshare.command.Warnings;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.Problem;
import dev.fairshare.pbs.resourcegroup.ResourceGroupParser;
import dev.fairshare.pbs.schedconfig.PbsSchedConfig;
import dev.fairshare.pbs.state.PbsFairshareState;
import dev.fairshare.pbs.state.PbsStateReader;
import dev.fairshare.pbs.usage.UsageFile;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A {@code sched_priv} folder loaded as {@code pbsfs} loads it (docs/algorithms/pbs.md §11): sched_config, then
 * resource_group, then usage (trimmed for {@code -e}), then the percentages and tree usage.
 *
 * @param config sched_config's fair-share keys
 * @param state the tree and PBS's usage
 */
record PbsData(PbsSchedConfig config, PbsFairshareState state) {

  /**
   * Loads the folder. Strict: any problem that makes PBS drop a line or ignore the usage file is bad input
   * (every problem at once); warnings go to stderr. Lenient: PBS's own messages go to stderr and loading
   * goes on as PBS does. PBS's "Creating usage database for fairshare." for a missing usage file is
   * printed once, after the folder was found good. Both files are read a line or a record at a time (in
   * lenient mode PBS's messages are printed as the lines are read), the records applied as they come;
   * {@code computed} says that the whole {@code pbs.fairshare} result will be computed, which lowers the
   * line limit ({@link ResourceGroupParser#BYTES_PER_LINE_COMPUTED}).
   */
  static PbsData load(SchedPriv dir, boolean lenient, boolean trim, boolean computed, PrintWriter err) {
    PbsSchedConfig config = dir.config();
    Path rgPath = dir.path(SchedPriv.RESOURCE_GROUP);
    if (!Files.isReadable(rgPath)) {
      throw new BadInputException(rgPath + ": [pbs.resource-group.unreadable] cannot open the file (PBS: "
          + "Error opening file resource_group; fair share will not work)");
    }
    int bytesPerLine = computed ? ResourceGroupParser.BYTES_PER_LINE_COMPUTED : ResourceGroupParser.BYTES_PER_LINE;
    PbsStateReader.Read read = PbsStateReader.read(rgPath, lenient ? err::println : message -> { }, bytesPerLine,
        trim, dir.path(SchedPriv.USAGE).toString(), dir::usage);
    UsageFile usage = read.usage();
    List<Problem> problems = read.problems();
    if (!lenient && problems.stream().anyMatch(Problem::isError)) {
      throw new ConfigParseException(problems);
    }
    if (!lenient) {
      new Warnings(err).addAll(problems);
    }
    if (usage.version() == 0) {
      err.println("Creating usage database for fairshare.");
    }
    return new PbsData(config, read.state(config.unknownShares()));
  }

  /** {@code tree_percentage} of every node of a state, with sched_config's {@code unknown_shares}. */
  float[] percentages(PbsFairshareState s) {
    return PbsFairshareAlgorithm.treePercentages(s.tree(), config.unknownShares());
  }

  /**
   * {@code pbs.fairshare}'s values of single nodes of a state, each from its path (what {@code pbsfs -g} and
   * {@code -c} print), with sched_config's {@code unknown_shares}.
   */
  PbsNodeValues nodeValues(PbsFairshareState s) {
    return PbsNodeValues.of(s.tree(), s.snapshot(), config.unknownShares());
  }

  /** {@code pbs.fairshare} over a state, with sched_config's {@code unknown_shares}. */
  FairshareResult compute(PbsFairshareState s) {
    return new PbsFairshareAlgorithm(new PbsSettings(config.unknownShares())).compute(s.tree(), s.snapshot());
  }
}
