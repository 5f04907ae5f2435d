package dev.fairshare.flux.command;

import dev.fairshare.command.ExitCodes;
import dev.fairshare.flux.db.FluxDatabase;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * What the flux-account subcommands share: {@code -p DB}, the database opened for the command, and the exit
 * codes of docs/errors.md: 0 done, 1 bad input (every problem on stderr, the database unchanged), 2 misuse, 3 a
 * database that cannot be opened or written (missing, locked, read-only), printed as
 * {@code fairshare: cannot ACTION DB: REASON}.
 */
abstract class DatabaseCommand implements Callable<Integer> {
  static final int BAD_INPUT = ExitCodes.BAD_INPUT;
  static final int IO_FAILURE = ExitCodes.IO;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Option(names = {"-p", "--path"}, required = true, paramLabel = "DB",
      description = "the flux-accounting database file")
  Path path;

  /** Checks the options before the database is opened (a misuse throws a ParameterException). */
  void validate() {}

  /** The command's work on the open database; returns the exit code. */
  abstract int run(FluxDatabase db, PrintWriter out) throws SQLException;

  /**
   * Why the file is not a flux-accounting database (not SQLite, or without its two tables), as the {@code flux.db}
   * format says it; {@code null} when it is one. Such a file is bad input (exit 1), not a database that could not
   * be changed.
   */
  private static String notFluxAccounting(FluxDatabase db) {
    try (java.sql.Statement st = db.connection().createStatement();
        java.sql.ResultSet rs = st.executeQuery("SELECT count(*) FROM sqlite_master WHERE type = 'table'"
            + " AND name IN ('bank_table', 'association_table')")) {
      return rs.next() && rs.getInt(1) == 2 ? null : "no bank_table or association_table";
    } catch (SQLException e) {
      return e.getMessage();
    }
  }

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    validate();
    try (FluxDatabase db = FluxDatabase.open(path)) {
      String notFlux = notFluxAccounting(db);
      if (notFlux != null) {
        err.println(Problem.error(SourceLocation.of(path.toString()), "flux.db.unreadable",
            "not a flux-accounting database: " + notFlux,
            "give a database made by flux account create-db (bank_table and association_table)").render());
        err.flush();
        return BAD_INPUT;
      }
      int code = run(db, out);
      out.flush();
      return code;
    } catch (ConfigParseException e) {
      for (Problem p : e.problems()) {
        err.println(p.render());
      }
      err.flush();
      return BAD_INPUT;
    } catch (IllegalStateException | IllegalArgumentException e) {
      err.println(path + ": [flux.db.bad-content] " + e.getMessage());
      err.println("  hint: the database is unchanged; fix the row and run the command again");
      err.flush();
      return BAD_INPUT;
    } catch (UncheckedIOException e) {
      err.println("fairshare: cannot open " + path + ": no such file");
      err.flush();
      return IO_FAILURE;
    } catch (SQLException e) {
      err.println("fairshare: cannot change " + path + ": " + e.getMessage());
      err.println("  hint: the database is as it was (locked, read-only, or a write SQLite refused)");
      err.flush();
      return IO_FAILURE;
    }
  }
}
