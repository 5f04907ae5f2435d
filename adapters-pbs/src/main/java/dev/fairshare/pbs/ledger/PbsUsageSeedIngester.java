package dev.fairshare.pbs.ledger;

import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.ledger.ingest.IngestSink;
import dev.fairshare.ledger.ingest.UsageIngester;
import dev.fairshare.pbs.usage.UsageFile;
import dev.fairshare.pbs.usage.UsageFileReader;
import dev.fairshare.pbs.usage.UsageRecord;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;

/**
 * The {@code pbs.usage} ingester: the scheduler's {@code sched_priv/usage} file as a seed, each entity's usage
 * as PBS holds it, already decayed to the file's {@code last_decay}: one charge per entity with
 * {@code start = end = last_decay} and the job key {@code pbs-seed/ENTITY@last_decay} (docs/ledger.md,
 * "Seeds"). Accounting ingested for jobs that ended before {@code last_decay} would count twice; ingest the
 * accounting from that instant on.
 *
 * <p>The file is read as PBS reads it ({@link UsageFileReader}): records PBS drops are skipped
 * ({@code dropped-record}); a file PBS would not load, or one without {@code last_decay} (version 1), is a
 * problem ({@code pbs.usage.not-loaded}, {@code pbs.usage.no-last-decay}); so is a record PBS keeps with an
 * infinite usage, which no charge can hold ({@code pbs.usage.bad-amount}).
 */
public final class PbsUsageSeedIngester implements UsageIngester {

  @Override
  public String format() {
    return "pbs.usage";
  }

  @Override
  public String family() {
    return PbsAccountingIngester.FAMILY;
  }

  @Override
  public List<String> identityColumns() {
    return List.of("entity");
  }

  @Override
  public String description() {
    return "PBS's usage file (sched_priv/usage) as a seed: each entity's usage at last_decay";
  }

  @Override
  public void read(IngestInput input, IngestSink sink) throws IOException {
    UsageFile file = UsageFileReader.read(input.name(), Files.readAllBytes(input.path()));
    if (!file.loaded() || file.hasErrors()) {
      file.problems().stream().filter(Problem::isError).forEach(sink::problem);
      if (!file.hasErrors()) {
        sink.problem(Problem.error(SourceLocation.of(input.name()), "pbs.usage.not-loaded",
            "PBS would load no record from this usage file", "give the scheduler's sched_priv/usage"));
      }
      return;
    }
    if (file.lastDecay() <= 0) {
      sink.problem(Problem.error(SourceLocation.of(input.name()), "pbs.usage.no-last-decay",
          "the usage file has no last_decay time, so its usage has no instant",
          "a version 2 file (written by PBS since 13.0) has one; convert the old file first"));
      return;
    }
    long at = file.lastDecay();
    for (UsageRecord r : file.records()) {
      if (!r.valid()) {
        sink.skip("dropped-record");
        continue;
      }
      if (Double.isInfinite(r.usage())) {
        sink.problem(Problem.error(SourceLocation.of(input.name()), "pbs.usage.bad-amount", "at byte " + r.offset()
            + ": entity '" + r.name() + "' has usage " + r.usage() + ", which PBS keeps but no charge can hold",
            "usage is a finite number >= 0; set it with pbsfs -s ENTITY VALUE, or restore the file from usage.bak"));
        continue;
      }
      sink.charge(new Charge(UsageIdentity.of(PbsAccountingIngester.FAMILY, r.name()), input.name(),
          "pbs-seed/" + r.name() + "@" + at, r.usage(), at, at));
    }
  }
}
