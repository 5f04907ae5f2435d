package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import dev.fairshare.testkit.GoldenFiles;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Every command's help answers (walked from the whole command line, so a family's new command is walked
 * too): each option and operand is described, each option that has a default says what it is, a default
 * that comes from a configuration key names the key's value from the modules' {@code reference.conf} and
 * not only the key, the options that {@code pbsfs} reads itself (its getopt string {@code "sgptdceI:"},
 * {@code pbsfs.cpp}) are each described, and every help text is kept as a golden file
 * ({@code golden/help/<command>.txt}; {@code -Dgolden.update=true} rewrites them).
 */
class HelpTextsTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/help");
  private static final Pattern KEY = Pattern.compile("fairshare(?:\\.[a-z][a-z0-9-]*)+");

  /** Every command with the names that lead to it from {@code fairshare}, depth first. */
  private static List<List<String>> commands() {
    List<List<String>> all = new ArrayList<>();
    walk(commandLine(), new ArrayList<>(), all);
    return all;
  }

  /** The whole command line, its output thrown away (only its model is read). */
  private static CommandLine commandLine() {
    PrintWriter sink = new PrintWriter(new StringWriter());
    return FairshareCommand.commandLine(new FairshareCommand(), sink, sink);
  }

  private static void walk(CommandLine cl, List<String> path, List<List<String>> all) {
    all.add(List.copyOf(path));
    cl.getSubcommands().forEach((name, sub) -> {
      List<String> next = new ArrayList<>(path);
      next.add(name);
      walk(sub, next, all);
    });
  }

  private static CommandSpec spec(List<String> path) {
    CommandLine cl = commandLine();
    for (String name : path) {
      cl = cl.getSubcommands().get(name);
    }
    return cl.getCommandSpec();
  }

  private static String name(List<String> path) {
    return path.isEmpty() ? "fairshare" : String.join(" ", path);
  }

  private static String description(ArgSpec arg) {
    return String.join(" ", arg.description()).replaceAll("\\s+", " ").strip();
  }

  private static List<ArgSpec> visibleArgs(CommandSpec spec) {
    List<ArgSpec> args = new ArrayList<>();
    spec.options().stream().filter(o -> !o.hidden()).forEach(args::add);
    spec.positionalParameters().stream().filter(p -> !p.hidden()).forEach(args::add);
    return args;
  }

  @Test
  void everyOptionAndOperandOfEveryCommandIsDescribed() {
    int walked = 0;
    for (List<String> path : commands()) {
      for (ArgSpec arg : visibleArgs(spec(path))) {
        walked++;
        assertThat(description(arg)).as("%s %s", name(path), arg.paramLabel()).isNotBlank();
      }
    }
    assertThat(walked).as("options walked").isGreaterThan(150);
  }

  @Test
  void everyOptionWithADefaultValueShowsIt() {
    for (List<String> path : commands()) {
      for (OptionSpec option : spec(path).options()) {
        String value = option.defaultValue();
        if (option.hidden() || value == null || option.type() == boolean.class) {
          continue;
        }
        assertThat(description(option)).as("%s %s", name(path), option.longestName())
            .containsAnyOf("${DEFAULT-VALUE}", "default: " + value, "default " + value);
      }
    }
  }

  /**
   * Every optional option that takes one value says what happens without it ("default ..."); repeatable
   * options, flags and the required ones have nothing to say.
   */
  @Test
  void everyOptionalValueSaysWhatHappensWithoutIt() {
    List<String> silent = new ArrayList<>();
    for (List<String> path : commands()) {
      for (OptionSpec option : spec(path).options()) {
        if (option.hidden() || option.required() || option.arity().max() != 1 || option.isMultiValue()
            || option.usageHelp() || option.versionHelp() || option.longestName().equals("--config")) {
          continue;
        }
        if (!description(option).toLowerCase(java.util.Locale.ROOT).contains("default")) {
          silent.add(name(path) + " " + option.longestName());
        }
      }
    }
    assertThat(silent).as("options whose help does not say their default").isEmpty();
  }

  /**
   * A default taken from a configuration key is given as the key's value (from the modules'
   * {@code reference.conf}) beside the key, never as the key alone.
   */
  @Test
  void aDefaultFromAConfigurationKeyNamesTheKeysValue() {
    Config reference = ConfigFactory.defaultReference();
    java.util.Set<String> sections = reference.getObject("fairshare").keySet();
    int keys = 0;
    for (List<String> path : commands()) {
      for (ArgSpec arg : visibleArgs(spec(path))) {
        String text = description(arg);
        if (!text.contains("default")) {
          continue;
        }
        Matcher m = KEY.matcher(text);
        while (m.find()) {
          String key = m.group();
          if (!sections.contains(key.split("\\.")[1])) {
            continue;   // a format's name (fairshare.tsv, fairshare.charges), not a key
          }
          assertThat(reference.hasPath(key)).as("%s %s names %s", name(path), arg.paramLabel(), key).isTrue();
          keys++;
          assertThat(text).as("%s %s: the value of %s", name(path), arg.paramLabel(), key)
              .contains(reference.getValue(key).unwrapped().toString());
        }
      }
    }
    assertThat(keys).as("defaults from keys walked").isGreaterThanOrEqualTo(4);
  }

  /** pbsfs reads its own options as getopt does; its help describes each of them. */
  @Test
  void pbsfsHelpDescribesEachOfItsOwnOptions() {
    CommandRun run = CommandRun.of("pbsfs", "--help");
    assertThat(run.exitCode()).isZero();
    for (String option : List.of("-p", "-t", "-g ENTITY", "-c ENTITY1 ENTITY2", "-s ENTITY VALUE", "-d", "-e",
        "-I NAME", "--version")) {
      assertThat(run.out()).as(option).containsPattern("(?m)^ +" + Pattern.quote(option) + " {2,}\\S{3,}");
    }
  }

  @Test
  void everyHelpTextIsItsGoldenFile() {
    for (List<String> path : commands()) {
      List<String> args = new ArrayList<>(path);
      args.add("--help");
      CommandRun run = CommandRun.of(args.toArray(String[]::new));
      assertThat(run.exitCode()).as("%s --help: %s", name(path), run.err()).isZero();
      assertThat(run.err()).as("%s --help", name(path)).isEmpty();
      String file = path.isEmpty() ? "fairshare" : String.join("-", path);
      GoldenFiles.assertMatches(run.out(), GOLDEN.resolve(file + ".txt"));
    }
  }
}
