package dev.fairshare.slurm.command;

import dev.fairshare.algorithms.slurm.TicketVersion;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.slurm.conf.SlurmPriorityConfig;
import dev.fairshare.slurm.sshare.SlurmVersion;
import dev.fairshare.tree.ShareTree;
import picocli.CommandLine;

/**
 * The Slurm release {@code fairshare sshare} reproduces, from {@code --slurm-version} and the slurm.conf's mode
 * (docs/algorithms/slurm.md §10, §11): the ticket mode existed from 2.5 to 14.11 only, as
 * {@code PriorityType=priority/multifactor2} in 2.5 and as {@code PriorityFlags=TICKET_BASED} in 2.6, 14.03 and
 * 14.11 (2.5's {@code read_config.c} knows no TICKET_BASED; 15.08's ignores it; no release after 2.5 has the
 * multifactor2 plugin, and slurmctld stops when its PriorityType names no plugin). A release and a file that
 * cannot go together are misuse, not a guess.
 */
final class TicketRelease {
  private TicketRelease() {}

  /**
   * The release given, checked against the file, or the file's own: 2.5 for multifactor2, 14.11 for TICKET_BASED
   * ({@link SlurmPriorityConfig#TICKET_BASED_DEFAULT_VERSION}), 25.11 outside the ticket mode.
   */
  static SlurmVersion resolve(SlurmPriorityConfig conf, SlurmVersion given, CommandLine commandLine) {
    if (given == null) {
      return conf.ticketBased() ? SlurmVersion.parse(conf.ticketVersion()) : SlurmVersion.V25_11;
    }
    String problem = mismatch(conf, given);
    if (problem != null) {
      throw new CommandLine.ParameterException(commandLine, problem);
    }
    return given;
  }

  /**
   * The note printed when the release is the assumed 14.11 of a TICKET_BASED file and the tree is one on which 2.6
   * and 14.03 compute otherwise (some association is {@code parent}, or some node's children's shares sum to 0:
   * docs/algorithms/slurm.md §11, "Versions"); {@code null} when nothing was assumed or nothing depends on it.
   */
  static Problem assumedNote(SlurmPriorityConfig conf, SlurmVersion given, ShareTree tree) {
    if (given != null || !conf.ticketVersionAssumed() || !TicketVersion.releasesDiffer(tree, new double[tree.size()])) {
      return null;
    }
    SourceLocation at = conf.at("PriorityFlags");
    return Problem.warning(at, "slurm.conf.ticket-version-assumed", "PriorityFlags=TICKET_BASED is read as Slurm "
        + SlurmPriorityConfig.TICKET_BASED_DEFAULT_VERSION + "'s, which computes FairShare=parent associations and"
        + " levels whose shares sum to 0 otherwise than 2.6 and 14.03", "name the release: --slurm-version 2.6, "
        + "14.03 or 14.11");
  }

  /** Why a release cannot read this file as it is, or {@code null}. */
  static String mismatch(SlurmPriorityConfig conf, SlurmVersion given) {
    boolean multifactor2 = SlurmPriorityConfig.MULTIFACTOR2.equals(conf.priorityType());
    if (!given.beforeTicketRemoval()) {
      return !conf.ticketBased() ? null : "Slurm " + given + " has no ticket mode (" + (multifactor2
          ? "PriorityType=priority/multifactor2 is 2.5's plugin" : "PriorityFlags=TICKET_BASED was removed in 15.08")
          + "): give --slurm-version " + (multifactor2 ? "2.5" : "2.6, 14.03 or 14.11");
    }
    if (given.ticketVersion() == null) {
      return "Slurm " + given + " is not reproduced: before 15.08, give 2.5, 2.6, 14.03 or 14.11";
    }
    if (!conf.ticketBased()) {
      return "fairshare sshare reproduces Slurm " + given + " in the ticket mode only "
          + "(PriorityType=priority/multifactor2 in 2.5, PriorityFlags=TICKET_BASED in 2.6 to 14.11)";
    }
    if (multifactor2 != given.equals(SlurmVersion.V2_5)) {
      return multifactor2 ? "PriorityType=priority/multifactor2 is Slurm 2.5's plugin: give --slurm-version 2.5"
          : "Slurm 2.5 has no PriorityFlags=TICKET_BASED (its ticket mode is PriorityType=priority/multifactor2): "
              + "give --slurm-version 2.6, 14.03 or 14.11";
    }
    return null;
  }
}
