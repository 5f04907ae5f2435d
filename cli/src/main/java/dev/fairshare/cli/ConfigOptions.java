package dev.fairshare.cli;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigParseOptions;
import dev.fairshare.command.UserIoException;
import dev.fairshare.config.FairshareConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * The configuration options every command takes, declared once on {@code fairshare} and inherited by each
 * subcommand: {@code --config FILE} (HOCON) and {@code -Dkey=value}. Precedence, lowest first: the modules'
 * {@code reference.conf}, {@code application.conf} and JVM system properties, {@code --config}, {@code -D}.
 */
public final class ConfigOptions {
  @Option(names = "--config", paramLabel = "FILE", scope = ScopeType.INHERIT,
      description = "A HOCON file of configuration keys (see each module's reference.conf), over the defaults.")
  Path file;

  @Option(names = "-D", paramLabel = "KEY=VALUE", scope = ScopeType.INHERIT, mapFallbackValue = "",
      description = "Sets one configuration key (e.g. -Dfairshare.usage.lsf.tick=900s); wins over --config.")
  Map<String, String> properties = new LinkedHashMap<>();

  /** The options of the command line that {@code spec} belongs to (they live on its root command). */
  public static ConfigOptions of(CommandLine.Model.CommandSpec spec) {
    Object root = spec.root().userObject();
    if (root instanceof FairshareCommand command) {
      return command.configOptions;
    }
    return new ConfigOptions();
  }

  /**
   * The validated configuration: {@code -D} over {@code --config} over the defaults. A file that cannot be
   * read is an I/O failure the user can fix; a key of the wrong type or an unknown value is bad input.
   */
  public Config config() {
    Config layered = ConfigFactory.load();
    if (file != null) {
      if (!Files.isReadable(file) || Files.isDirectory(file)) {
        throw new UserIoException("fairshare: --config " + file + ": no such readable file");
      }
      layered = ConfigFactory.parseFile(file.toFile(), ConfigParseOptions.defaults().setAllowMissing(false))
          .withFallback(layered);
    }
    if (!properties.isEmpty()) {
      layered = ConfigFactory.parseMap(properties, "command line -D").withFallback(layered);
    }
    return FairshareConfig.load(layered);
  }
}
