package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.inject.AbstractModule;
import com.google.inject.Module;
import com.google.inject.Provides;
import com.google.inject.Singleton;
import dev.fairshare.command.ExitCodes;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.FormatRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Misuse is refused before any input is read (docs/errors.md): with {@code --ledger}, the {@code --pending},
 * {@code --clusters} and {@code --family} refusals of {@code compute}, {@code explain}, {@code view} and
 * {@code compare} print the misuse message alone, never after the ledger's warnings (here
 * {@code --reset-period NOW}'s {@code ledger.reset-now}), and the ledger file is never opened, so never created.
 */
class MisuseBeforeInputsTest {
  private static final String PBS = "../examples/pbs/sched_priv/resource_group";
  private static final String PENDING = "fairshare: --pending lists nodes with pending jobs, and ";
  private static final String CLUSTERS = "fairshare: --clusters says which clusters' usage counts on a tree of one "
      + "cluster's associations (a Slurm dump), and this tree (pbs.resource-group) knows no clusters\n";
  private static final String FAMILY = "fairshare: --family says whose identities a tree's paths are, and this "
      + "tree is pbs's, whose identities it matches itself\n";

  @TempDir
  Path tmp;

  private Path tree() throws IOException {
    return Files.writeString(tmp.resolve("t.tsv"), "a\tgroup\t1\na/x\tuser\t1\t10\nb\tuser\t1\t5\n");
  }

  private Path pending() throws IOException {
    return Files.writeString(tmp.resolve("pending.txt"), "a/x\n");
  }

  /** Runs a command with a ledger file that does not exist and a reset the ledger's reading warns about. */
  private CommandRun withLedger(String... args) {
    return withLedger(null, args);
  }

  /** The same in a build with these bindings replaced ({@code null}: none). */
  private CommandRun withLedger(Module overrides, String... args) {
    String[] all = Arrays.copyOf(args, args.length + 4);
    System.arraycopy(new String[] {"--ledger", tmp.resolve("l.db").toString(), "--reset-period", "NOW"}, 0, all,
        args.length, 4);
    return CommandRun.of(overrides, all);
  }

  private void misuseAlone(CommandRun run, String first) {
    assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.MISUSE);
    assertThat(run.out()).isEmpty();
    assertThat(run.err()).as("the misuse message alone").startsWith(first).doesNotContain("warning: [");
    assertThat(tmp.resolve("l.db")).as("the ledger is never opened").doesNotExist();
  }

  @Test
  void computesPendingIsRefusedBeforeTheLedgerIsRead() throws IOException {
    misuseAlone(withLedger("compute", "--tree", tree().toString(), "--algorithm", "slurm.classic", "--pending",
        pending().toString()), PENDING + "slurm.classic takes none\n");
    misuseAlone(withLedger("compute", "--tree", tree().toString(), "--pending", pending().toString()),
        PENDING + "slurm.classic takes none\n");
    misuseAlone(withLedger("compute", "--tree", PBS, "--pending", pending().toString()),
        PENDING + "pbs.fairshare takes none\n");
  }

  @Test
  void explainsAndViewsPendingAreRefusedBeforeTheLedgerIsRead() throws IOException {
    misuseAlone(withLedger("explain", "x", "--tree", tree().toString(), "--pending", pending().toString()),
        PENDING + "slurm.classic takes none\n");
    misuseAlone(withLedger("explain", "amy", "--tree", PBS, "--algorithm", "pbs.fairshare", "--pending",
        pending().toString()), PENDING + "pbs.fairshare takes none\n");
    misuseAlone(withLedger("explain", "amy", "--tree", PBS, "--pending", pending().toString()),
        PENDING + "pbs.fairshare takes none\n");
    misuseAlone(withLedger("view", "--tree", PBS, "--pending", pending().toString(), "--html",
        tmp.resolve("v.html").toString()), PENDING + "pbs.fairshare takes none\n");
    misuseAlone(withLedger("view", "--tree", tree().toString(), "--compare", "slurm.classic,pbs.fairshare",
        "--pending", pending().toString(), "--html", tmp.resolve("v.html").toString()),
        PENDING + "slurm.classic and pbs.fairshare take none\n");
    assertThat(tmp.resolve("v.html")).doesNotExist();
  }

  @Test
  void clustersAndFamilyOnATreeItsFamilyLaysOutWithTheLedgerAreRefusedBeforeTheLedgerIsRead() {
    misuseAlone(withLedger("compute", "--tree", PBS, "--clusters", "all"), CLUSTERS);
    misuseAlone(withLedger("explain", "amy", "--tree", PBS, "--clusters", "all"), CLUSTERS);
    misuseAlone(withLedger("view", "--tree", PBS, "--clusters", "all", "--html", tmp.resolve("v.html").toString()),
        CLUSTERS);
    misuseAlone(withLedger("compare", "--from", PBS, "--algorithms", "pbs.fairshare,slurm.classic", "--clusters",
        "all"), CLUSTERS);
    misuseAlone(withLedger("compute", "--tree", PBS, "--family", "slurm"), FAMILY);
  }

  @Test
  void aCalcPeriodUnderOneSecondIsRefusedBeforeTheTreeIsRead() {
    misuseAlone(withLedger("compute", "--tree", tmp.resolve("missing.tsv").toString(), "--calc-period", "0"),
        "fairshare: --calc-period must be at least one second\n");
  }

  @Test
  void convertsUsageWithALedgerIsRefusedBeforeTheInputsAreRead() {
    CommandRun run = withLedger("convert", "--from", tmp.resolve("missing.cfg").toString(), "--usage",
        tmp.resolve("missing.txt").toString(), "--to", "pbs", "--out", tmp.resolve("out").toString());
    misuseAlone(run, "give --usage or --ledger, not both\n");
    assertThat(tmp.resolve("out")).doesNotExist();
  }

  /**
   * A build whose target cannot be written (its writer's format not registered, here {@code pbs.usage} or
   * {@code flux.db}) is refused before the inputs are read: before, {@code convert} read them, printed their
   * warnings and converted, and found the format missing only when it wrote the files.
   */
  @Test
  void convertsTargetWithoutItsFormatIsRefusedBeforeTheInputsAreRead() {
    Path out = tmp.resolve("out");
    CommandRun run = withLedger(without("pbs.usage"), "convert", "--from", tmp.resolve("missing.cfg").toString(),
        "--to", "pbs", "--out", out.toString());
    misuseAlone(run, "fairshare: cannot write the usage file: the format 'pbs.usage' is not registered for writing"
        + " in this build\n");
    assertThat(out).doesNotExist();
    CommandRun flux = CommandRun.of(without("flux.db"), "convert", "--from", "../examples/slurm/alder.cfg",
        "--from", "../examples/slurm/slurm.conf", "--usage", "../examples/slurm/sshare-a-l-P.txt", "--to", "flux",
        "--out", out.toString());
    assertThat(flux.exitCode()).as(flux.err()).isEqualTo(ExitCodes.MISUSE);
    assertThat(flux.out()).isEmpty();
    assertThat(flux.err()).isEqualTo("fairshare: cannot write the flux-accounting database: the format 'flux.db' is"
        + " not registered for writing in this build\n");
    assertThat(out).doesNotExist();
  }

  /** A build whose format registry lacks {@code format} (the registry's binding replaced). */
  private static Module without(String format) {
    return new AbstractModule() {
      @Provides
      @Singleton
      FormatRegistry formats(Map<String, ConfigFormat> all) {
        Map<String, ConfigFormat> kept = new HashMap<>(all);
        kept.remove(format);
        return new FormatRegistry(kept);
      }
    };
  }

  @Test
  void usageIngestRefusesAnInputOfNoFormatBeforeAnyInputIsRead() {
    CommandRun run = CommandRun.of("usage", "ingest", "--ledger", tmp.resolve("l.db").toString(),
        "slurm.sacct:" + tmp.resolve("missing.txt"), "nothing:" + tmp.resolve("missing.txt"));
    misuseAlone(run, "'nothing:" + tmp.resolve("missing.txt") + "' names no accounting format");
  }
}
