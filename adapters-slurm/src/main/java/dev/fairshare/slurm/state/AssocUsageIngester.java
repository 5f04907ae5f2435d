package dev.fairshare.slurm.state;

import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.ledger.ingest.IngestSink;
import dev.fairshare.ledger.ingest.UsageIngester;
import dev.fairshare.slurm.sacct.SacctReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code slurm.assoc-usage} ingester: slurmctld's {@code assoc_usage} state file ({@link AssocUsageFile})
 * as a seed, each association's own usage already decayed to the instant the file was written: one charge per
 * record with {@code start = end = written}, job key {@code slurm-seed/CLUSTER/ID@written} (docs/ledger.md,
 * "Seeds"). The file names associations by id; {@code fairshare.ledger.slurm.association-ids} names a file of
 * {@code sacctmgr -nP show assoc format=ID,Cluster,Account,User,Partition} output that says who each id is.
 * An account's record (the usage of its deleted users) is charged to the account (an identity without user).
 *
 * <p>Problems: {@code slurm.assoc-usage.no-ids} (no id file given, or unreadable),
 * {@code slurm.assoc-usage.bad-header}, {@code slurm.assoc-usage.truncated} (a record cut short, at its byte
 * offset), {@code slurm.assoc-usage.unknown-id} (an id the id file does not list),
 * {@code slurm.assoc-usage.bad-amount} (negative or infinite usage).
 */
public final class AssocUsageIngester implements UsageIngester {

  @Override
  public String format() {
    return "slurm.assoc-usage";
  }

  @Override
  public String family() {
    return SacctReader.FAMILY;
  }

  @Override
  public List<String> identityColumns() {
    return List.of("cluster", "account", "user", "partition");
  }

  @Override
  public String description() {
    return "slurmctld's assoc_usage state file as a seed (ids named by fairshare.ledger.slurm.association-ids)";
  }

  @Override
  public void read(IngestInput input, IngestSink sink) throws IOException {
    String idsPath = input.settings().getString("fairshare.ledger.slurm.association-ids");
    Map<Long, UsageIdentity> ids = idsPath.isEmpty() || !Files.isReadable(Path.of(idsPath)) ? null
        : associations(Path.of(idsPath));
    if (ids == null) {
      sink.problem(Problem.error(SourceLocation.of(input.name()), "slurm.assoc-usage.no-ids",
          "the association ids of the state file cannot be named" + (idsPath.isEmpty() ? "" : ": no such file "
              + idsPath), "give -Dfairshare.ledger.slurm.association-ids=FILE, FILE holding the output of "
              + "sacctmgr -nP show assoc format=ID,Cluster,Account,User,Partition"));
      return;
    }
    AssocUsageFile file = AssocUsageFile.read(Files.readAllBytes(input.path()));
    if (file == null) {
      sink.problem(Problem.error(SourceLocation.of(input.name()), "slurm.assoc-usage.bad-header",
          "the file is too short for an assoc_usage header", "give StateSaveLocation/assoc_usage"));
      return;
    }
    for (AssocUsageFile.Record r : file.records()) {
      SourceLocation at = SourceLocation.of(input.name() + "@" + r.offset());
      UsageIdentity identity = ids.get(r.associationId());
      if (identity == null) {
        sink.problem(Problem.error(at, "slurm.assoc-usage.unknown-id", "association id " + r.associationId()
            + " is not in " + idsPath, "take the id list from the same cluster as the state file"));
      } else if (!(r.usageRaw() >= 0) || Double.isInfinite(r.usageRaw())) {
        sink.problem(Problem.error(at, "slurm.assoc-usage.bad-amount", "association id " + r.associationId()
            + " has usage " + r.usageRaw(), "usage is a finite number >= 0"));
      } else {
        sink.charge(new Charge(identity, input.name(), "slurm-seed/" + identity.part(0) + "/"
            + r.associationId() + "@" + file.written(), r.usageRaw(), file.written(), file.written()));
      }
    }
    if (file.truncatedAt() >= 0) {
      sink.problem(Problem.error(SourceLocation.of(input.name() + "@" + file.truncatedAt()),
          "slurm.assoc-usage.truncated", "the record at byte " + file.truncatedAt() + " is cut short",
          "slurmctld writes the file whole (assoc_usage.new, then a rename); give a complete copy"));
    }
  }

  /** Ids from {@code ID|Cluster|Account|User|Partition} lines (a header line is skipped). */
  static Map<Long, UsageIdentity> associations(Path file) throws IOException {
    Map<Long, UsageIdentity> out = new HashMap<>();
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      String[] c = line.split("\\|", -1);
      if (c.length < 5 || !c[0].strip().matches("\\d+")) {
        continue;
      }
      out.put(Long.parseLong(c[0].strip()), UsageIdentity.of(SacctReader.FAMILY, c[1], c[2], c[3], c[4]));
    }
    return out;
  }
}
