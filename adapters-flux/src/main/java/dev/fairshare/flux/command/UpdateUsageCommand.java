package dev.fairshare.flux.command;

import dev.fairshare.flux.db.FluxDatabase;
import dev.fairshare.flux.usage.UpdateUsage;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code flux account-update-usage -p DB}: new jobs into usage bins, decay, bank totals, in one transaction. */
@Command(name = "update-usage", mixinStandardHelpOptions = true,
    description = "Turn new jobs into usage, decay the usage bins and sum the banks, in one transaction, as"
        + " flux account-update-usage does (prints nothing).")
final class UpdateUsageCommand extends DatabaseCommand {
  @Option(names = "--at", paramLabel = "TIME",
      description = "the instant to run at (ISO-8601, e.g. 2026-11-20T12:00:00Z, or seconds since the epoch);"
          + " default now")
  String at;

  private double now;

  @Override
  void validate() {
    now = instant();
  }

  @Override
  int run(FluxDatabase db, PrintWriter out) throws SQLException {
    UpdateUsage.run(db, now);
    return 0;
  }

  private double instant() {
    if (at == null) {
      return System.currentTimeMillis() / 1000.0;
    }
    try {
      double seconds = new BigDecimal(at).doubleValue();
      if (!Double.isFinite(seconds)) {
        throw new CommandLine.ParameterException(spec.commandLine(),
            "--at '" + at + "' is too large for a time: write seconds since the epoch or an ISO-8601 instant");
      }
      return seconds;
    } catch (NumberFormatException notSeconds) {
      try {
        Instant i = Instant.parse(at);
        return i.getEpochSecond() + i.getNano() / 1e9;
      } catch (DateTimeParseException e) {
        throw new CommandLine.ParameterException(spec.commandLine(),
            "--at '" + at + "' is neither an ISO-8601 instant nor seconds since the epoch");
      }
    }
  }
}
