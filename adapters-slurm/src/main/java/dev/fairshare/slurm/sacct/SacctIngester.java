package dev.fairshare.slurm.sacct;

import dev.fairshare.ledger.ingest.IngestInput;
import dev.fairshare.ledger.ingest.IngestSink;
import dev.fairshare.ledger.ingest.UsageIngester;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;

/** The {@code slurm.sacct} ingester: {@code sacct -P} output read by {@link SacctReader}. */
public final class SacctIngester implements UsageIngester {

  @Override
  public String format() {
    return "slurm.sacct";
  }

  @Override
  public String family() {
    return SacctReader.FAMILY;
  }

  @Override
  public java.util.List<String> identityColumns() {
    return java.util.List.of("cluster", "account", "user", "partition");
  }

  @Override
  public String description() {
    return "Slurm accounting: sacct -a -X -D -P -o Cluster,JobIDRaw,Account,User,Partition,Start,End,State,"
        + "AllocTRES output";
  }

  @Override
  public void read(IngestInput input, IngestSink sink) throws IOException {
    try (InputStream in = Files.newInputStream(input.path())) {
      new SacctReader(input.name(), input.zone(), input.at(), sink).read(in);
    }
  }
}
