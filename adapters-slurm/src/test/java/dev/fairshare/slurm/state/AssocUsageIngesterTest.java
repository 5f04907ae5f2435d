package dev.fairshare.slurm.state;

import static org.assertj.core.api.Assertions.assertThat;

import com.typesafe.config.ConfigFactory;
import dev.fairshare.config.FairshareConfig;
import dev.fairshare.format.Problem;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.testkit.ledger.RecordingIngestSink;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The assoc_usage state file, built here byte by byte as Slurm's {@code pack16}, {@code pack_time},
 * {@code pack32}, {@code packlongdouble} ("%Lf" as a packed string) and {@code packstr} write it.
 */
class AssocUsageIngesterTest {
  @TempDir
  Path tmp;

  static void str(DataOutputStream out, String s) throws IOException {
    if (s == null) {
      out.writeInt(0);
      return;
    }
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    out.writeInt(b.length + 1);
    out.write(b);
    out.write(0);
  }

  static void record(DataOutputStream out, int id, String usage, String tres, int wall) throws IOException {
    out.writeInt(id);
    str(out, usage);
    str(out, tres);
    out.writeInt(wall);
  }


  RecordingIngestSink read(byte[] state, String ids) throws IOException {
    Path file = tmp.resolve("assoc_usage");
    Files.write(file, state);
    Path idFile = tmp.resolve("ids.txt");
    Files.writeString(idFile, ids);
    RecordingIngestSink r = new RecordingIngestSink();
    new AssocUsageIngester().read(new IngestInput(file, Instant.EPOCH, ZoneId.of("UTC"), FairshareConfig.load(
        ConfigFactory.parseMap(Map.of("fairshare.ledger.slurm.association-ids", idFile.toString())))), r);
    return r;
  }

  @Test
  void eachAssociationsOwnUsageSeedsItsIdentityAtTheWriteInstant() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(bytes);
    out.writeShort(0x2A00);
    out.writeLong(1_700_000_000L);
    record(out, 5, "123456.789000", "1=100,2=200", 3600);
    record(out, 7, "42.000000", null, 0);
    record(out, 9, "-nan", "", 0);
    record(out, 11, "1.500000", null, 0);
    out.writeInt(12);
    RecordingIngestSink r = read(bytes.toByteArray(), "ID|Cluster|Account|User|Partition\n5|tux|physics|alice|\n"
        + "7|tux|physics||\n9|tux|chem|bob|gpu\n");
    assertThat(r.charges).containsExactly(
        new Charge(UsageIdentity.of("slurm", "tux", "physics", "alice", ""), tmp.resolve("assoc_usage").toString(),
            "slurm-seed/tux/5@1700000000", 123456.789, 1_700_000_000L, 1_700_000_000L),
        new Charge(UsageIdentity.of("slurm", "tux", "physics", "", ""), tmp.resolve("assoc_usage").toString(),
            "slurm-seed/tux/7@1700000000", 42, 1_700_000_000L, 1_700_000_000L),
        new Charge(UsageIdentity.of("slurm", "tux", "chem", "bob", "gpu"), tmp.resolve("assoc_usage").toString(),
            "slurm-seed/tux/9@1700000000", 0, 1_700_000_000L, 1_700_000_000L));
    assertThat(r.problems).extracting(Problem::headline).containsExactly(
        tmp.resolve("assoc_usage") + "@100: [slurm.assoc-usage.unknown-id] association id 11 is not in "
            + tmp.resolve("ids.txt"),
        tmp.resolve("assoc_usage") + "@125: [slurm.assoc-usage.truncated] the record at byte 125 is cut short");
  }

  @Test
  void withoutTheIdListNothingIsCharged() throws IOException {
    RecordingIngestSink r = new RecordingIngestSink();
    Path file = tmp.resolve("assoc_usage");
    Files.write(file, new byte[16]);
    new AssocUsageIngester().read(new IngestInput(file, Instant.EPOCH, ZoneId.of("UTC")), r);
    assertThat(r.charges).isEmpty();
    assertThat(r.problems).extracting(Problem::code).containsExactly("slurm.assoc-usage.no-ids");
  }
}
