package dev.fairshare.cli;

import dev.fairshare.family.SchedulerFamily;
import java.util.List;
import picocli.CommandLine;

/**
 * A command of {@code fairshare} that scheduler families extend (options and output of their own, such as
 * {@code explain}'s); {@link FairshareCommand} hands it the families once the command line is built.
 */
interface FamilyExtensible {

  /** Takes what the families add; {@code commandLine} is this command's, for options to add. */
  void extend(CommandLine commandLine, List<SchedulerFamily> families);
}
