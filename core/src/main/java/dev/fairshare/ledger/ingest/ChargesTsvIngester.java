package dev.fairshare.ledger.ingest;

import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.ledger.Charge;
import dev.fairshare.ledger.ChargesTsv;
import dev.fairshare.ledger.UsageIdentity;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;

/**
 * The {@code fairshare.charges} ingester: reads back what {@code fairshare usage export} wrote
 * ({@link ChargesTsv}), each charge as it was, source included. Problems: {@code ledger.charges.bad-header},
 * {@code ledger.charges.bad-line} (too few fields, a bad escape, a bad number or identity).
 */
public final class ChargesTsvIngester implements UsageIngester {

  @Override
  public String format() {
    return "fairshare.charges";
  }

  @Override
  public String family() {
    return "*";
  }

  @Override
  public List<String> identityColumns() {
    return List.of();
  }

  @Override
  public String description() {
    return "a ledger's export (fairshare usage export), read back as it was";
  }

  @Override
  public void read(IngestInput input, IngestSink sink) throws IOException {
    try (BufferedReader in = Files.newBufferedReader(input.path(), StandardCharsets.UTF_8)) {
      String line = in.readLine();
      int number = 1;
      if (line == null || !line.equals(ChargesTsv.HEADER)) {
        sink.problem(Problem.error(SourceLocation.of(input.name(), 1, 1), "ledger.charges.bad-header",
            "the file does not start with '" + ChargesTsv.HEADER + "'",
            "give a file written by fairshare usage export"));
        return;
      }
      long bytes = line.length() + 1;
      while ((line = in.readLine()) != null) {
        number++;
        bytes += line.length() + 1;
        if (line.isEmpty()) {
          continue;
        }
        Charge c = parse(line);
        if (c == null) {
          sink.problem(Problem.error(SourceLocation.of(input.name(), number, 1), "ledger.charges.bad-line",
              "not a charge: job_key source start end amount family part... with valid values",
              "the file was changed by hand or cut short; export it again"));
        } else {
          sink.charge(c);
        }
        if ((number & 0xFFFF) == 0) {
          sink.progress(bytes);
        }
      }
      sink.progress(bytes);
    }
  }

  private static Charge parse(String line) {
    List<String> f = ChargesTsv.fields(line);
    if (f.size() < 7 || f.contains(null)) {
      return null;
    }
    try {
      return new Charge(new UsageIdentity(f.get(5), f.subList(6, f.size())), f.get(1), f.get(0),
          Double.parseDouble(f.get(4)), Long.parseLong(f.get(2)), Long.parseLong(f.get(3)));
    } catch (IllegalArgumentException e) {
      return null;
    }
  }
}
