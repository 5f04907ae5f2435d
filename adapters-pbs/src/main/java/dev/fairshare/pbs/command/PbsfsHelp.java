package dev.fairshare.pbs.command;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Help;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.UsageMessageSpec;

/**
 * The part of {@code fairshare pbsfs --help} that describes pbsfs's own options, which the command reads as
 * pbsfs's getopt does rather than through picocli (docs/algorithms/pbs.md §11; {@code pbsfs.cpp}): one row
 * per option, laid out as picocli lays out the others, after them.
 */
final class PbsfsHelp {
  /** The key of the help section. */
  static final String SECTION = "pbsfsOptions";

  /** One option of pbsfs: how it is written and what it does. */
  record Row(String synopsis, String description) {}

  /** pbsfs's options, in its manual's order. */
  static final List<Row> ROWS = List.of(
      new Row("-p", "Print every entity of the tree: group, shares, usage and share of the whole (the default "
          + "action when none is given)."),
      new Row("-t", "Print the tree, each entity indented under its group with its cresgroup."),
      new Row("-g ENTITY", "Print one entity's data and the path from the root to it."),
      new Row("-c ENTITY1 ENTITY2", "Print the more deserving of two entities, or ENTITY1 == ENTITY2."),
      new Row("-s ENTITY VALUE", "Set an entity's usage to VALUE and write the usage file (usage.bak keeps the "
          + "previous one)."),
      new Row("-d", "Decay every usage once by sched_config's fairshare_decay_factor, set the last decay to "
          + "now, and write the usage file."),
      new Row("-e", "Trim the usage file to the entities of resource_group (unknown entities and groups' own "
          + "usage go), set the last decay to now, and write it."),
      new Row("-I NAME", "The scheduler whose data to use (default: default, the one whose folder is "
          + "--sched-priv); another name fails as pbsfs does without a server."),
      new Row("--version", "Print pbsfs's version line and exit."));

  private PbsfsHelp() {}

  /** Adds the section after the option list of {@code spec}'s help. */
  static void addTo(CommandSpec spec) {
    UsageMessageSpec usage = spec.usageMessage();
    usage.sectionMap().put(SECTION, PbsfsHelp::render);
    List<String> keys = new ArrayList<>(usage.sectionKeys());
    keys.add(keys.indexOf(UsageMessageSpec.SECTION_KEY_OPTION_LIST) + 1, SECTION);
    usage.sectionKeys(keys);
  }

  private static String render(Help help) {
    Map<String, String> rows = new LinkedHashMap<>();
    ROWS.forEach(row -> rows.put(row.synopsis(), row.description()));
    return "pbsfs's own options (the last action given wins; they cluster, as in -pt):%n"
        .formatted() + help.createTextTable(rows);
  }
}
