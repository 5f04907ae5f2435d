package dev.fairshare.cli.ledger;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.fairshare.cli.OutputFormat;
import dev.fairshare.cli.render.TextTable;
import dev.fairshare.command.ExitCodes;
import dev.fairshare.command.LedgerOptions;
import dev.fairshare.format.NumberText;
import dev.fairshare.ledger.AsOf;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.UsageLedger;
import dev.fairshare.ledger.UsageUnits;
import dev.fairshare.ledger.ingest.UsageIngester;
import dev.fairshare.ledger.ingest.UsageIngesters;
import dev.fairshare.usage.UsageUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code fairshare usage show}: every identity's usage as of an instant under a decay model, one row per
 * identity: its identity columns (for Slurm {@code cluster account user partition}), then {@code usage}.
 * Each family is a block with its own header. The table writes each amount in its family's unit
 * ({@link dev.fairshare.family.SchedulerFamily#usageUnit}, {@link UsageUnit#format}: {@code 10000.0 s}), named
 * once above the block; the JSON gives the unit's symbol beside each usage; the tab-separated form keeps the
 * bare number, in full precision, for programs.
 */
@Command(name = "show", mixinStandardHelpOptions = true,
    description = "Show every identity's usage as of --at under --decay.")
final class UsageShowCommand implements Callable<Integer> {
  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Mixin
  LedgerOptions reading;

  @Option(names = "--family", paramLabel = "NAME",
      description = "Only this family's identities (slurm, pbs, ...); default: every family's.")
  String family;

  @Option(names = "--format", defaultValue = "table", paramLabel = "FORMAT",
      description = "Output: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
  OutputFormat format;

  @Override
  public Integer call() {
    reading.check();
    if (!reading.given()) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--ledger is required");
    }
    AsOf asOf = reading.asOf(LedgerOptions.Defaults.CONFIG);
    LedgerSnapshot snapshot;
    try (UsageLedger ledger = reading.open()) {
      snapshot = ledger.snapshot(asOf);
    }
    Map<String, List<Integer>> byFamily = new LinkedHashMap<>();
    for (int i : snapshot.sortedOrder()) {
      String f = snapshot.identity(i).family();
      if (family == null || family.equals(f)) {
        byFamily.computeIfAbsent(f, k -> new ArrayList<>()).add(i);
      }
    }
    Map<String, List<String>> columns = columns();
    UsageUnits units = reading.units();
    String text = switch (format) {
      case json -> json(snapshot, asOf, byFamily, columns, units);
      case tsv -> text(snapshot, byFamily, columns, null);
      case table -> text(snapshot, byFamily, columns, units);
    };
    spec.commandLine().getOut().print(text);
    return ExitCodes.OK;
  }

  private static Map<String, List<String>> columns() {
    Map<String, List<String>> out = new HashMap<>();
    for (UsageIngester i : UsageIngesters.all().values()) {
      if (!i.identityColumns().isEmpty()) {
        out.putIfAbsent(i.family(), i.identityColumns());
      }
    }
    return out;
  }

  private static List<String> header(String family, UsageIdentity first, Map<String, List<String>> columns) {
    List<String> names = columns.get(family);
    if (names == null || names.size() != first.parts().size()) {
      names = new ArrayList<>();
      for (int k = 1; k <= first.parts().size(); k++) {
        names.add("part" + k);
      }
    }
    List<String> header = new ArrayList<>(names);
    header.add("usage");
    return header;
  }

  /** The table ({@code units}: each family's amounts in its unit) or, with {@code units} null, the TSV. */
  private static String text(LedgerSnapshot s, Map<String, List<Integer>> byFamily,
      Map<String, List<String>> columns, UsageUnits units) {
    boolean table = units != null;
    StringBuilder out = new StringBuilder();
    for (Map.Entry<String, List<Integer>> e : byFamily.entrySet()) {
      if (out.length() > 0) {
        out.append('\n');
      }
      List<String> header = header(e.getKey(), s.identity(e.getValue().get(0)), columns);
      if (table) {
        UsageUnit unit = units.of(e.getKey());
        out.append(e.getKey()).append(unit.symbol().isEmpty() ? ""
            : ": usage in " + unit.symbol() + (unit.meaning().isEmpty() ? "" : " (" + unit.meaning() + ")"))
            .append('\n');
        TextTable t = new TextTable(header, header.size() - 1);
        for (int i : e.getValue()) {
          t.row(row(s, i, header.size(), unit));
        }
        out.append(t.render());
      } else {
        out.append(String.join("\t", header)).append('\n');
        for (int i : e.getValue()) {
          out.append(String.join("\t", row(s, i, header.size(), null))).append('\n');
        }
      }
    }
    return out.toString();
  }

  /** An identity's cells, its usage in {@code unit} or, with none, the bare number in full. */
  private static List<String> row(LedgerSnapshot s, int i, int width, UsageUnit unit) {
    List<String> cells = new ArrayList<>(s.identity(i).parts());
    while (cells.size() < width - 1) {
      cells.add("");
    }
    cells.add(unit == null ? NumberText.plain(s.usage(i)) : unit.format(s.usage(i)));
    return cells;
  }

  private static String json(LedgerSnapshot s, AsOf asOf, Map<String, List<Integer>> byFamily,
      Map<String, List<String>> columns, UsageUnits units) {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode root = mapper.createObjectNode();
    root.put("at", asOf.at().toString());
    root.put("decay", asOf.decay().describe());
    root.put("reset", asOf.reset().name());
    ArrayNode rows = root.putArray("identities");
    for (Map.Entry<String, List<Integer>> e : byFamily.entrySet()) {
      List<String> header = header(e.getKey(), s.identity(e.getValue().get(0)), columns);
      for (int i : e.getValue()) {
        ObjectNode row = rows.addObject();
        row.put("family", e.getKey());
        ObjectNode id = row.putObject("identity");
        UsageIdentity identity = s.identity(i);
        for (int k = 0; k < identity.parts().size(); k++) {
          id.put(k < header.size() - 1 ? header.get(k) : "part" + (k + 1), identity.part(k));
        }
        row.put("usage", s.usage(i));
        row.put("unit", units.of(e.getKey()).symbol());
      }
    }
    try {
      return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }
}
