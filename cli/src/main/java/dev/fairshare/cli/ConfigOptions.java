package dev.fairshare.cli;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigObject;
import com.typesafe.config.ConfigParseOptions;
import com.typesafe.config.ConfigUtil;
import com.typesafe.config.ConfigValue;
import dev.fairshare.command.MisuseException;
import dev.fairshare.command.UserIoException;
import dev.fairshare.config.ConfigCheck;
import dev.fairshare.config.FairshareConfig;
import dev.fairshare.config.ReferenceKeys;
import dev.fairshare.family.FamilyModules;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.Problem;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * The configuration options every command takes, declared once on {@code fairshare} and inherited by each
 * subcommand: {@code --config FILE} (HOCON) and {@code -Dkey=value}. Precedence, lowest first: the modules'
 * {@code reference.conf}, {@code application.conf} and JVM system properties, {@code --config}, {@code -D}. A key
 * of {@code -D}, or of {@code --config} under {@code fairshare}, that no reference.conf defines is misuse: nothing
 * would read it.
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
   * read is an I/O failure the user can fix; an unknown key is misuse, and so is every value of a known key that
   * its readers do not take, whether or not this command reads it ({@link ConfigCheck}: all of them at once, each
   * where it was set, {@code -DKEY} or {@code FILE:LINE:COLUMN}), as the same value given to an option such as
   * {@code --half-life} is (docs/errors.md).
   */
  public Config config() {
    Config layered = ConfigFactory.load();
    ReferenceKeys keys = ReferenceKeys.onClassPath();
    for (String key : properties.keySet()) {
      refuseUnknown(keys, key, "given with -D");
    }
    if (file != null) {
      if (!Files.isReadable(file) || Files.isDirectory(file)) {
        throw new UserIoException("fairshare: --config " + file + ": no such readable file");
      }
      Config given = ConfigFactory.parseFile(file.toFile(), ConfigParseOptions.defaults().setAllowMissing(false));
      for (String key : leaves(given.root(), "")) {
        refuseUnknown(keys, key, "in --config " + file);
      }
      layered = given.withFallback(layered);
    }
    if (!properties.isEmpty()) {
      layered = ConfigFactory.parseMap(properties, ConfigCheck.DEFINES).withFallback(layered);
    }
    List<SchedulerFamily> families = new ArrayList<>();
    FamilyModules.discover().forEach(m -> families.add(m.family()));
    List<Problem> problems = ConfigCheck.of(families).problems(layered);
    if (!problems.isEmpty()) {
      StringBuilder b = new StringBuilder("fairshare: bad configuration: ").append(problems.size())
          .append(problems.size() == 1 ? " value" : " values").append(" refused before anything is read");
      problems.forEach(p -> b.append('\n').append(p.render()));
      throw new MisuseException(b.toString());
    }
    return FairshareConfig.load(layered);
  }

  /**
   * Refuses a key that no module's reference.conf defines, which nothing would read: misuse, with the nearest
   * key that is defined.
   */
  private static void refuseUnknown(ReferenceKeys keys, String key, String where) {
    if (!keys.known(key)) {
      throw new MisuseException("fairshare: unknown configuration key '" + key + "' (" + where + "); nothing "
          + "reads it\n    hint: "
          + keys.nearest(key).map(k -> "did you mean '" + k + "'? ").orElse("")
          + "every key is documented in its module's reference.conf");
    }
  }

  /**
   * The paths of a file's settings under {@code fairshare} (a key outside it is another program's), found
   * without resolving substitutions: the leaves, and a value that refers elsewhere as its own path.
   */
  private static List<String> leaves(ConfigObject root, String prefix) {
    List<String> out = new ArrayList<>();
    Deque<Map.Entry<String, ConfigObject>> todo = new ArrayDeque<>();
    todo.push(Map.entry(prefix, root));
    while (!todo.isEmpty()) {
      Map.Entry<String, ConfigObject> next = todo.pop();
      for (Map.Entry<String, ConfigValue> e : next.getValue().entrySet()) {
        String path = next.getKey().isEmpty() ? ConfigUtil.joinPath(e.getKey())
            : next.getKey() + "." + ConfigUtil.joinPath(e.getKey());
        if (!path.equals("fairshare") && !path.startsWith("fairshare.")) {
          continue;
        }
        if (e.getValue() instanceof ConfigObject child) {
          todo.push(Map.entry(path, child));
        } else {
          out.add(path);
        }
      }
    }
    return out;
  }
}
