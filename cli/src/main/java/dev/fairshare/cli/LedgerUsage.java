package dev.fairshare.cli;

import dev.fairshare.command.LedgerBinding;
import dev.fairshare.command.LedgerOptions;
import dev.fairshare.command.MisuseException;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.ledger.AsOf;
import dev.fairshare.ledger.IdentityMatcher;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.usage.UsageUnit;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Consumer;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * Whose usage of a ledger counts on a command's tree, and the inputs read with that usage on the tree (a
 * picocli mixin beside {@link LedgerOptions}, for {@code compute}, {@code explain}, {@code view} and
 * {@code compare}): the one reading of {@code --ledger} those commands share.
 */
public final class LedgerUsage {
  @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
  CommandLine.Model.CommandSpec mixee;

  @Option(names = "--clusters", paramLabel = "NAMES",
      description = "With --ledger and a Slurm tree (a dump, whose associations are one cluster's): the clusters "
          + "whose usage counts, a comma list or all (default: the dump's; with another tree it is misuse).")
  String clusters;

  @Option(names = "--family", defaultValue = "neutral", paramLabel = "NAME",
      description = "With --ledger and a tree whose family does not match its own identities (a fairshare.tsv): "
          + "the identity family whose parts are the tree's paths (default: ${DEFAULT-VALUE}; with another tree "
          + "it is misuse).")
  String family;

  private AsOf read;
  private UsageUnit unit = UsageUnit.UNNAMED;

  /**
   * Refuses what nothing would use, as misuse: the options of the ledger's reading without {@code --ledger}
   * ({@link LedgerOptions#check}), {@code --clusters} and {@code --family} without it, and {@code --ledger} with
   * another source of usage ({@code usageOption}, such as {@code --usage}, when {@code usage} is given).
   */
  public void check(LedgerOptions ledger, String usageOption, String usage) {
    ledger.check();
    for (String option : new String[] {"--clusters", "--family"}) {
      if (!ledger.given() && given(option)) {
        throw new MisuseException("fairshare: " + option + " says whose usage of --ledger counts, and no --ledger "
            + "is given\n    hint: give --ledger LEDGER, or leave out " + option);
      }
    }
    if (ledger.given() && usage != null) {
      throw new MisuseException("fairshare: --ledger and " + usageOption + " both give the tree's usage\n"
          + "    hint: give one: --ledger for the usage history, decayed to --at, or " + usageOption
          + " for a scheduler's usage as it holds it");
    }
  }

  /**
   * The inputs read as their scheduler holds them ({@link ConversionSource#readWithLedger}) with the ledger's
   * usage on the tree: read by the tree's family where it reads it itself (PBS), else bound to the tree by its
   * family's identities ({@link LedgerBinding}), decayed as the inputs' scheduler decays it unless the command
   * line names a decay. What found no node is said on standard error.
   *
   * <p>Misuse is refused before the ledger is opened: {@code --family} and {@code --clusters} on a tree that
   * takes neither, and {@code misuse}, the command's checks that need its inputs (the default algorithm of a
   * {@code --pending} refusal), given the inputs read without the ledger's usage; {@code null} for none. A
   * tree its family lays out with the ledger's usage (PBS) is then laid out first with none, and again with
   * the ledger once nothing is misuse (a check that passes on a PBS tree: {@code --pending} with no
   * {@code --algorithm} where a slurm.conf among the inputs selects {@code slurm.ticket}).
   */
  public ConversionSource read(Wiring wiring, LedgerOptions ledger, List<String> specs,
      Consumer<ConversionSource> misuse) {
    PrintWriter err = mixee.commandLine().getErr();
    boolean check = misuse != null || clusters != null || given("--family");
    boolean[] laidOut = {false};
    ConversionSource source = ConversionSource.readWithLedger(wiring.formats(), wiring.families(), specs,
        (f, settings) -> {
          laidOut[0] = true;
          LedgerOptions.Defaults defaults = LedgerOptions.Defaults.of(f, settings, null, wiring.families());
          return check ? LedgerSnapshot.of(ledger.asOf(defaults), List.of(), new double[0])
              : snapshot(ledger, defaults);
        });
    IdentityMatcher matcher = refuseMisuse(wiring, source, misuse);
    if (laidOut[0] && check) {
      // the tree laid out without usage passed every check: now with the ledger's
      source = ConversionSource.readWithLedger(wiring.formats(), wiring.families(), specs,
          (f, settings) -> snapshot(ledger, LedgerOptions.Defaults.of(f, settings, null, wiring.families())));
      matcher = LedgerBinding.matcher(wiring.families(), source.tree(), clusters, family);
    }
    // the usage counted on the tree is the identities' of its family (of --family on a tree of none)
    unit = ledger.units().of(source.family().equals(FamilyRegistry.NEUTRAL) ? family : source.family());
    if (source.ledger() != null) {
      // the family read the ledger into the tree as its scheduler holds that usage (PBS)
      LedgerBinding.report(source.ledger(), matcher, ledger.units(), err);
      return source;
    }
    // the tree with the accounts the scheduler makes for the ledger's users (LSF's default), as convert binds it
    return LedgerBinding.bind(wiring.families(), source,
        snapshot(ledger, LedgerOptions.Defaults.of(source, wiring.families())), clusters, family, err);
  }

  /**
   * Refuses, as misuse, {@code --family} on a tree whose family matches its identities itself, {@code --clusters}
   * on a tree that knows no clusters ({@link IdentityMatcher#readsClusters}) and what {@code misuse} refuses;
   * the tree's matcher otherwise.
   */
  private IdentityMatcher refuseMisuse(Wiring wiring, ConversionSource source, Consumer<ConversionSource> misuse) {
    if (given("--family")) {
      wiring.families().all().stream().filter(f -> f.identityMatcher(source.tree(), clusters).isPresent())
          .findFirst().ifPresent(f -> {
            throw new MisuseException("fairshare: --family says whose identities a tree's paths are, and this "
                + "tree is " + f.name() + "'s, whose identities it matches itself\n    hint: leave out --family");
          });
    }
    IdentityMatcher matcher = LedgerBinding.matcher(wiring.families(), source.tree(), clusters, family);
    if (clusters != null && !matcher.readsClusters()) {
      throw new MisuseException("fairshare: --clusters says which clusters' usage counts on a tree of one "
          + "cluster's associations (a Slurm dump), and this tree (" + source.treeFormat() + ") knows no "
          + "clusters\n    hint: leave out --clusters: only a tree of a Slurm dump's associations has clusters to "
          + "choose");
    }
    if (misuse != null) {
      misuse.accept(source);
    }
    return matcher;
  }

  /**
   * What an explanation says about the usage read by {@link #read}: the ledger's instant, the unit of the usage
   * counted on the tree (its family's, {@link dev.fairshare.family.SchedulerFamily#usageUnit}), the decay and the
   * last reset; {@code null} before it is read.
   */
  public String note() {
    if (read == null) {
      return null;
    }
    String in = unit.symbol().isEmpty() ? ""
        : ", in " + unit.symbol() + (unit.meaning().isEmpty() ? "" : " (" + unit.meaning() + ")");
    return "usage: the ledger's (--ledger) at " + read.at() + in + ", decayed by " + read.decay().describe()
        + read.lastReset().map(r -> ", reset " + read.reset() + " (the last at " + r + ")").orElse("");
  }

  private LedgerSnapshot snapshot(LedgerOptions ledger, LedgerOptions.Defaults defaults) {
    LedgerSnapshot snapshot = ledger.read(defaults);
    read = snapshot.asOf();
    return snapshot;
  }

  private boolean given(String option) {
    return mixee.commandLine().getParseResult().hasMatchedOption(option);
  }
}
