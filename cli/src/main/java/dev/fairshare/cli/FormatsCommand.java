package dev.fairshare.cli;

import dev.fairshare.command.ExitCodes;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.FormatRegistry;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code fairshare formats}: every registered format, whether it reads and writes, and what it is. */
@Command(name = "formats", mixinStandardHelpOptions = true,
    description = "List the registered file and command-output formats.")
final class FormatsCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    FormatRegistry registry = Wiring.forCommand(spec).formats();
    int width = registry.names().stream().mapToInt(String::length).max().orElse(0);
    for (String name : registry.names()) {
      ConfigFormat f = registry.get(name);
      String modes = (f.canRead() ? "r" : "-") + (f.canWrite() ? "w" : "-");
      spec.commandLine().getOut().printf("%-" + width + "s  %s  %s%n", name, modes, f.description());
    }
    return ExitCodes.OK;
  }
}
