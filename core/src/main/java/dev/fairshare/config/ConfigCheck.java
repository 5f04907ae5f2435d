package dev.fairshare.config;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigOrigin;
import com.typesafe.config.ConfigRenderOptions;
import com.typesafe.config.ConfigUtil;
import com.typesafe.config.ConfigValue;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.algorithm.Parallelism;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.io.OutputLimit;
import dev.fairshare.usage.CoreDecayModels;
import dev.fairshare.usage.DecayModel;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * The check of every known configuration key's value at a command's start-up, whatever the command reads (one
 * configuration serves every command): each value the user set ({@code -D}, a {@code --config} file,
 * {@code application.conf}, a JVM system property) is read, alone over the defaults, by every reader of the keys
 * (core's, every registered algorithm's and decay model's, every family's {@link SchedulerFamily#checkConfig}),
 * so that every bad value is reported at once, each as a {@code config.bad-value} problem at the place it was set:
 * {@code -Dfairshare.usage.lsf.tick}, {@code FILE:LINE:COLUMN}. Values that are good alone are then read together,
 * for the keys that bound each other ({@code fairshare.usage.lsf.tick-period} at least the tick).
 */
public final class ConfigCheck {
  /** The origin the command line's {@code -D} settings carry (their description). */
  public static final String DEFINES = "command line -D";

  /** The problems' code. */
  public static final String CODE = "config.bad-value";
  static final String HINT = "every key is documented, with the values it takes, in its module's reference.conf";
  static final String DURATION_HINT = "give seconds (604800) or a number with a unit (7d, 12h, 300s), as for "
      + "--half-life";

  private final List<Consumer<Config>> readers = new ArrayList<>();

  private ConfigCheck(List<SchedulerFamily> families) {
    Config reference = ConfigFactory.defaultReference();
    readers.add(c -> c.checkValid(reference, "fairshare"));
    readers.add(FairshareConfig::resetSchedule);
    readers.add(FairshareConfig::zone);
    readers.add(FairshareConfig::durations);
    readers.add(Parallelism::checkSettings);
    readers.add(OutputLimit::of);
    List<DecayModel> models = new ArrayList<>(CoreDecayModels.all());
    TreeSet<String> algorithms = new TreeSet<>();
    List<AlgorithmFactory> factories = new ArrayList<>();
    for (SchedulerFamily f : families) {
      models.addAll(f.decayModels());
      factories.addAll(f.algorithms());
      f.algorithms().forEach(a -> algorithms.add(a.name()));
    }
    readers.add(c -> named(c, "fairshare.algorithm", algorithms));
    TreeSet<String> decays = new TreeSet<>();
    models.forEach(m -> decays.add(m.name()));
    readers.add(c -> named(c, "fairshare.usage.decay", decays));
    for (DecayModel m : models) {
      readers.add(c -> m.read(c.getConfig("fairshare.usage")));
    }
    for (AlgorithmFactory a : factories) {
      readers.add(a::create);
    }
    for (SchedulerFamily f : families) {
      readers.add(f::checkConfig);
    }
  }

  /** The check of the keys of core and of the given families (their algorithms, decay models and own keys). */
  public static ConfigCheck of(List<SchedulerFamily> families) {
    return new ConfigCheck(families);
  }

  /**
   * Every problem of a configuration ({@code layered}: the user's settings over the modules' defaults, or
   * without them), at most one per key, in key order; then, when every value is good alone, the problems of
   * the values read together. Empty when every reader takes it.
   */
  public List<Problem> problems(Config layered) {
    Config reference = ConfigFactory.defaultReference();
    Config all = layered.withFallback(reference).resolve();
    TreeSet<String> userSet = new TreeSet<>();
    for (String key : keys(all)) {
      if (!isDefault(all.getValue(key))) {
        userSet.add(key);
      }
    }
    if (userSet.isEmpty()) {
      // only the defaults: every reader kept below takes them, so nothing is read
      return List.of();
    }
    // a reader that refuses the defaults themselves (a default algorithm no family on the class path registers)
    // would blame every value: it is left out
    Config defaults = reference.resolve();
    List<Consumer<Config>> sound = readers.stream().filter(r -> refusal(r, defaults) == null).toList();
    Map<String, Problem> problems = new LinkedHashMap<>();
    for (String key : userSet) {
      ConfigValue value = all.getValue(key);
      Config alone = all.withOnlyPath(key).withFallback(reference).resolve();
      for (Consumer<Config> reader : sound) {
        RuntimeException refused = refusal(reader, alone);
        if (refused != null) {
          problems.put(key, problem(key, value, refused));
          break;
        }
      }
    }
    if (problems.isEmpty()) {
      for (Consumer<Config> reader : sound) {
        RuntimeException refused = refusal(reader, all);
        if (refused != null) {
          String key = keyOf(refused);
          ConfigValue value = key != null && all.hasPath(key) ? all.getValue(key) : null;
          problems.putIfAbsent(key == null ? "" : key, value == null
              ? Problem.error(SourceLocation.of("configuration"), CODE, detail(refused), HINT)
              : problem(key, value, refused));
        }
      }
    }
    return List.copyOf(problems.values());
  }

  /** The leaf keys under {@code fairshare}. */
  private static List<String> keys(Config all) {
    List<String> keys = new ArrayList<>();
    all.withOnlyPath("fairshare").entrySet().forEach(e -> keys.add(e.getKey()));
    return keys;
  }

  /** Whether a value is a module's default, which its module's tests hold good. */
  private static boolean isDefault(ConfigValue value) {
    String resource = value.origin().resource();
    return resource != null && resource.equals("reference.conf");
  }

  private static RuntimeException refusal(Consumer<Config> reader, Config config) {
    try {
      reader.accept(config);
      return null;
    } catch (ConfigException | IllegalArgumentException e) {
      return e;
    }
  }

  /** Refuses a key whose value is not one of the registered names. */
  private static void named(Config config, String key, TreeSet<String> names) {
    String name = config.getString(key);
    if (!names.contains(name)) {
      throw new ConfigException.BadValue(config.getValue(key).origin(), key, "'" + name + "' is not one of "
          + String.join(", ", names));
    }
  }

  private static Problem problem(String key, ConfigValue value, RuntimeException refused) {
    return Problem.error(location(key, value.origin()), CODE, key + " = "
        + value.render(ConfigRenderOptions.concise()) + ": " + detail(refused),
        refused instanceof FairshareConfig.DurationTooLong ? DURATION_HINT : HINT);
  }

  /** What a reader says is wrong, without the origin and key HOCON's messages start with. */
  static String detail(RuntimeException refused) {
    String text = refused.getMessage();
    if (refused instanceof ConfigException.ValidationFailed failed
        && failed.problems().iterator().hasNext()) {
      text = failed.problems().iterator().next().problem();
    } else if (refused instanceof ConfigException c && c.origin() != null
        && text.startsWith(c.origin().description() + ": ")) {
      text = text.substring(c.origin().description().length() + 2);
    }
    return text.replaceFirst("^Invalid value at '[^']*': ", "");
  }

  /** The key a refusal names ({@code Invalid value at 'KEY'}), or {@code null}. */
  private static String keyOf(RuntimeException refused) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("Invalid value at '([^']*)'")
        .matcher(String.valueOf(refused.getMessage()));
    return m.find() ? m.group(1) : null;
  }

  /**
   * Where a value was set: {@code -DKEY} for the command line's {@code -D}, {@code FILE:LINE:COLUMN} for a file
   * ({@code --config}'s, {@code application.conf}; the column is the value's), the origin's own words otherwise
   * ({@code system properties}).
   */
  static SourceLocation location(String key, ConfigOrigin origin) {
    if (origin.description().startsWith(DEFINES)) {
      return SourceLocation.of("-D" + key);
    }
    int line = origin.lineNumber();
    String source = origin.filename() != null ? origin.filename() : origin.resource();
    if (source == null || line < 1) {
      return SourceLocation.of(origin.description());
    }
    return SourceLocation.of(source, line, column(key, lineText(origin, line)));
  }

  /** The column of the key's value on its line (its last name's where no {@code =} or {@code :} follows), or 0. */
  static int column(String key, String line) {
    if (line == null) {
      return 0;
    }
    List<String> names = ConfigUtil.splitPath(key);
    String last = names.get(names.size() - 1);
    int at = find(line, last);
    if (at < 0) {
      return 0;
    }
    int i = at + last.length();
    while (i < line.length() && (line.charAt(i) == '"' || Character.isWhitespace(line.charAt(i)))) {
      i++;
    }
    if (i < line.length() && (line.charAt(i) == '=' || line.charAt(i) == ':')) {
      i++;
      while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
        i++;
      }
      return i < line.length() ? i + 1 : at + 1;
    }
    return at + 1;
  }

  /** The first place {@code name} stands as a whole name on the line, or -1. */
  private static int find(String line, String name) {
    for (int at = line.indexOf(name); at >= 0; at = line.indexOf(name, at + 1)) {
      int end = at + name.length();
      boolean before = at == 0 || !part(line.charAt(at - 1));
      boolean after = end == line.length() || !part(line.charAt(end));
      if (before && after) {
        return at;
      }
    }
    return -1;
  }

  private static boolean part(char c) {
    return Character.isLetterOrDigit(c) || c == '-' || c == '_';
  }

  private static String lineText(ConfigOrigin origin, int line) {
    try {
      List<String> lines;
      if (origin.filename() != null) {
        lines = Files.readAllLines(Path.of(origin.filename()), StandardCharsets.UTF_8);
      } else {
        URL url = origin.url();
        if (url == null) {
          return null;
        }
        try (InputStream in = url.openStream()) {
          lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
      }
      return line <= lines.size() ? lines.get(line - 1) : null;
    } catch (IOException | RuntimeException unreadable) {
      return null;
    }
  }
}
