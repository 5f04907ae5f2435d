package dev.fairshare.flux.command;

import dev.fairshare.flux.db.FluxDatabase;
import dev.fairshare.flux.db.UpdateFshare;
import java.io.PrintWriter;
import java.sql.SQLException;
import picocli.CommandLine.Command;

/** {@code flux account-update-fshare -p DB}: every loaded user's fairshare, written in one transaction. */
@Command(name = "update-fshare", mixinStandardHelpOptions = true,
    description = "Compute every association's fairshare with flux-accounting's weighted tree and write it to"
        + " association_table.fairshare in one transaction, as flux account-update-fshare does (prints"
        + " nothing).")
final class UpdateFshareCommand extends DatabaseCommand {
  @Override
  int run(FluxDatabase db, PrintWriter out) throws SQLException {
    UpdateFshare.run(db);
    return 0;
  }
}
