package dev.fairshare.cli;

import dev.fairshare.algorithm.AlgorithmRegistry;
import dev.fairshare.command.ExitCodes;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code fairshare algorithms}: every registered algorithm with one line on what it is. */
@Command(name = "algorithms", mixinStandardHelpOptions = true,
    description = "List the registered fair-share algorithms.")
final class AlgorithmsCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    AlgorithmRegistry registry = Wiring.forCommand(spec).algorithms();
    int width = registry.names().stream().mapToInt(String::length).max().orElse(0);
    for (String name : registry.names()) {
      spec.commandLine().getOut().printf("%-" + width + "s  %s%n", name, registry.factory(name).description());
    }
    return ExitCodes.OK;
  }
}
