package dev.fairshare.flux.command;

import dev.fairshare.flux.db.FluxDatabase;
import dev.fairshare.flux.db.ViewBankTree;
import java.io.PrintWriter;
import java.sql.SQLException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code flux account view-bank -t [-P] BANK}: the bank's tree with every association's fairshare. */
@Command(name = "view-bank", mixinStandardHelpOptions = true,
    description = "Print the bank's sub-banks and associations as flux account view-bank -t [-P] BANK prints"
        + " them, byte for byte.")
final class ViewBankCommand extends DatabaseCommand {
  @Parameters(paramLabel = "BANK", description = "the bank at the top of the tree")
  String bank;

  @Option(names = {"-t", "--tree"}, required = true, description = "the tree view (the only view here)")
  boolean tree;

  @Option(names = {"-P", "--parsable"}, description = "the parsable tree, fields separated by |")
  boolean parsable;

  @Override
  int run(FluxDatabase db, PrintWriter out) throws SQLException {
    String text = ViewBankTree.render(db.path().toString(), db.banks(), db.associations(), bank, parsable);
    if (text == null) {
      PrintWriter err = spec.commandLine().getErr();
      err.println("flux-account: ERROR: view-bank: ValueError: " + ViewBankTree.notFound(bank));
      err.flush();
      return BAD_INPUT;
    }
    out.print(text);
    return 0;
  }
}
