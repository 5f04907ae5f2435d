package dev.fairshare.pbs.ledger;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.ledger.ingest.IngestSink;
import dev.fairshare.ledger.ingest.UsageIngester;
import dev.fairshare.pbs.accounting.AccountingLogParser;
import dev.fairshare.pbs.accounting.AccountingRecord;
import dev.fairshare.pbs.accounting.AccountingUsage;
import java.util.List;

/**
 * The {@code pbs.accounting} ingester: a PBS accounting log's {@code E} records, one charge per ended job run
 * to its fair-share entity ({@code fairshare.ledger.pbs.entity}), of the {@code fairshare_usage_res}
 * expression ({@code fairshare.ledger.pbs.usage-resource}) as {@link AccountingUsage} evaluates it, consumed
 * over {@code [start, end]}. The job key is {@code pbs/JOBID@start}, so each run of a rerun job counts once.
 *
 * <p>Other record types are skipped ({@code other-record}), an {@code E} record of a job that never started
 * too ({@code not-started}); torn lines ({@code pbs.accounting.bad-line}) and a bad {@code start} or
 * {@code end} ({@code pbs.accounting.bad-time}) are problems. An expression that fails on a job charges 0, as
 * PBS charges it.
 */
public final class PbsAccountingIngester implements UsageIngester {
  /** The identity family of PBS. */
  public static final String FAMILY = "pbs";

  @Override
  public String format() {
    return "pbs.accounting";
  }

  @Override
  public String family() {
    return FAMILY;
  }

  @Override
  public List<String> identityColumns() {
    return List.of("entity");
  }

  @Override
  public String description() {
    return "PBS accounting log (server_priv/accounting): E records, charged to the fair-share entity";
  }

  @Override
  public void read(IngestInput input, IngestSink sink) {
    String entitySetting = input.settings().getString("fairshare.ledger.pbs.entity");
    String resource = input.settings().getString("fairshare.ledger.pbs.usage-resource");
    AccountingLogParser.Result parsed = AccountingLogParser.parse(LineSource.read(input.path()));
    parsed.problems().forEach(sink::problem);
    AccountingUsage.Result usage = AccountingUsage.charges(parsed.records(), entitySetting, resource);
    int next = 0;
    for (AccountingRecord r : parsed.records()) {
      if (!r.type().equals("E")) {
        sink.skip("other-record");
        continue;
      }
      AccountingUsage.Charge c = usage.charges().get(next++);
      long start = epoch(r.items().get("start"));
      long end = epoch(r.items().get("end"));
      if (start == 0) {
        sink.skip("not-started");
        continue;
      }
      if (start < 0 || end < 0 || end < start) {
        sink.problem(Problem.error(r.origin(), "pbs.accounting.bad-time", "job " + r.id() + " has start="
            + r.items().get("start") + " end=" + r.items().get("end"),
            "start and end are epoch seconds, end >= start"));
        continue;
      }
      if (!(c.amount() >= 0) || Double.isInfinite(c.amount())) {
        sink.problem(Problem.error(r.origin(), "pbs.accounting.usage-error", "job " + r.id() + ": "
            + resource + " gives " + c.amount(), "the usage expression must give a finite number >= 0"));
        continue;
      }
      sink.charge(new Charge(UsageIdentity.of(FAMILY, c.entity()), input.name(), "pbs/" + r.id() + "@" + start,
          c.amount(), start, end));
    }
  }

  /** Epoch seconds, 0 when absent, −1 when not a number. */
  private static long epoch(String text) {
    if (text == null || text.isEmpty()) {
      return 0;
    }
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      return -1;
    }
  }
}
