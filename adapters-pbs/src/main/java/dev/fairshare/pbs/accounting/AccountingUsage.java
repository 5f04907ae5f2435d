package dev.fairshare.pbs.accounting;

import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.pbs.formula.FormulaEvaluator;
import dev.fairshare.pbs.formula.FormulaInputs;
import dev.fairshare.pbs.formula.FormulaNode;
import dev.fairshare.pbs.formula.FormulaParser;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Usage rebuilt from accounting {@code E} records (docs/algorithms/pbs.md §4.1, §13): one charge per ended job, to the
 * job's fair-share entity, of the {@code fairshare_usage_res} expression ({@code cput} by default) at the
 * job's {@code end} time.
 *
 * <p>The entity follows {@code fairshare_entity}: {@code euser} is {@code user=}, {@code egroup} is
 * {@code group=}, {@code Account_Name} is {@code account=}, {@code queue} is {@code queue=}, any other value is
 * the item of that name; when the item is missing (or for {@code egroup:euser}) the entity is
 * {@code group:user}, as PBS falls back. The expression is evaluated as PBS evaluates it, on
 * {@code resources_used} first and {@code Resource_List} after (times in seconds, sizes in kB). For
 * {@code walltime}, which {@code E} records give since the last update, the walltime of the job's earlier
 * {@code u} records is added. This only approximates the scheduler's own usage (§13): PBS samples running
 * jobs at cycle starts and loses their tails.
 */
public final class AccountingUsage {
  private AccountingUsage() {}

  /** One charge: an entity, the instant (the job's end) and the amount. */
  public record Charge(String entity, Instant at, double amount, String jobId, SourceLocation origin) {}

  /** The charges of a log and the problems found while computing them. */
  public record Result(List<Charge> charges, List<Problem> problems) {

    /** Total usage per entity, in the order entities first appear. */
    public Map<String, Double> totals() {
      Map<String, Double> totals = new java.util.LinkedHashMap<>();
      charges.forEach(c -> totals.merge(c.entity(), c.amount(), Double::sum));
      return totals;
    }
  }

  /** The charges of the records for a {@code fairshare_entity} and a {@code fairshare_usage_res}. */
  public static Result charges(List<AccountingRecord> records, String fairshareEntity, String usageResource) {
    FormulaNode expression = FormulaParser.parse(usageResource, SourceLocation.of("fairshare_usage_res", 1, 1));
    List<Charge> charges = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    Map<String, Double> updateWalltime = new HashMap<>();
    for (AccountingRecord r : records) {
      if (r.type().equals("u")) {
        Double w = ResourceValues.parse(r.items().get("resources_used.walltime"));
        if (w != null) {
          updateWalltime.merge(r.id(), w, Double::sum);
        }
      }
      if (!r.type().equals("E")) {
        continue;
      }
      Map<String, Double> values = ResourceValues.of(r.items());
      Double walltimeBefore = updateWalltime.remove(r.id());
      if (walltimeBefore != null && values.containsKey("walltime")) {
        values.put("walltime", values.get("walltime") + walltimeBefore);
      }
      Set<String> known = new LinkedHashSet<>(FormulaInputs.STANDARD_RESOURCES);
      known.addAll(values.keySet());
      FormulaEvaluator.Outcome o = FormulaEvaluator.evaluate(expression,
          new FormulaInputs(known, values, 0, 0, 0, 0, 0, 0, 0));
      if (o.error() != null) {
        problems.add(Problem.warning(r.origin(), "pbs.accounting.usage-error", "job " + r.id() + ": "
            + usageResource + " gives an error (" + o.error() + "); PBS charges 0", ""));
      }
      Instant end = end(r, problems);
      charges.add(new Charge(entity(r.items(), fairshareEntity), end, Math.max(0, o.value()), r.id(),
          r.origin()));
    }
    return new Result(charges, problems);
  }

  /** The job's fair-share entity under a {@code fairshare_entity} setting. */
  public static String entity(Map<String, String> items, String fairshareEntity) {
    String key = switch (fairshareEntity) {
      case "euser" -> "user";
      case "egroup" -> "group";
      case "Account_Name" -> "account";
      case "queue" -> "queue";
      case "egroup:euser" -> null;
      default -> fairshareEntity;
    };
    String value = key == null ? null : items.get(key);
    return value != null ? value : items.getOrDefault("group", "") + ":" + items.getOrDefault("user", "");
  }

  private static Instant end(AccountingRecord r, List<Problem> problems) {
    String end = r.items().get("end");
    try {
      return Instant.ofEpochSecond(Long.parseLong(end));
    } catch (NumberFormatException | NullPointerException | java.time.DateTimeException e) {
      problems.add(Problem.warning(r.origin(), "pbs.accounting.no-end", "job " + r.id() + " has no end= "
          + "time; charged at the epoch", ""));
      return Instant.EPOCH;
    }
  }
}
