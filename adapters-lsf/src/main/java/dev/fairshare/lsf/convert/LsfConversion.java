package dev.fairshare.lsf.convert;

import dev.fairshare.conversion.Assembly;
import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.DecayChange;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.conversion.LedgerAccounts;
import dev.fairshare.conversion.Loss;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.SettingChange;
import dev.fairshare.conversion.SourceDocument;
import dev.fairshare.conversion.TargetTraits;
import dev.fairshare.conversion.TargetWriter;
import dev.fairshare.conversion.UsagePlacement;
import dev.fairshare.format.Settings;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.lsf.LsbParamsSettings;
import dev.fairshare.lsf.LsbQueuesSettings;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.DecaySetting;
import dev.fairshare.usage.UsageSnapshot;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * IBM Spectrum LSF in {@code fairshare convert}. As a source: one scope's tree put together from
 * {@code lsb.queues} or {@code lsb.hosts} and {@code lsb.users} ({@link LsfAssembly}); scopes, cross-queue sets
 * and the accounts that name no fixed user taken apart ({@link LsfScopeRule}, {@link LsfAccountRule}), the load
 * factors of the dynamic priority reported ({@link LsfFactorsRule});
 * {@code HIST_HOURS} of the queue, else of {@code lsb.params} (default 5). As a target: no parent shares (a
 * group whose users all take it becomes a collective group), no zero shares, a catch-all ({@code others}),
 * group and keyword names ({@link LsfNamesRule}); {@code HIST_HOURS} in whole hours; no usage file; the files
 * of {@link LsfTargetWriter}.
 */
public final class LsfConversion implements FamilyConversion {
  private static final List<String> FILES = List.of("lsf.lsb-users", "lsf.lsb-queues", "lsf.lsb-hosts");
  private static final TargetTraits TRAITS = new TargetTraits("LSF", false, false, true, new LsfCatchAll(),
      "users not named get no share");

  @Override
  public List<ConversionRule> sourceRules() {
    return List.of(new LsfScopeRule(), new LsfAccountRule(), new LsfFactorsRule());
  }

  @Override
  public Optional<Assembly> assemble(List<SourceDocument> trees) {
    if (!trees.stream().allMatch(r -> FILES.contains(r.format()))) {
      return Optional.empty();
    }
    LsfAssembly.Assembled lsf = LsfAssembly.assemble(doc(trees, FILES.get(0)), doc(trees, FILES.get(1)),
        doc(trees, FILES.get(2)));
    if (lsf != null) {
      String main = trees.stream().map(SourceDocument::format).filter(f -> !f.equals(FILES.get(0))).findFirst()
          .orElseThrow();
      return Optional.of(new Assembly(lsf.tree(), UsageSnapshot.zero(lsf.tree()), main, lsf.losses()));
    }
    if (trees.size() != 1) {
      return Optional.empty();
    }
    SourceDocument only = trees.get(0);
    ShareTree tree = only.document().tree();
    return Optional.of(new Assembly(tree, only.document().usage(), only.format(), List.of(new Loss(
        "lsf.no-queue", LossAction.APPROXIMATED, SourceLocation.of(only.spec()),
        "no lsb.queues or lsb.hosts: the top level's shares are not known; each top group has 1"))));
  }

  /** The top-level {@code default} accounts mbatchd makes for the ledger's users ({@link LsfLedgerAccounts}). */
  @Override
  public Optional<LedgerAccounts> ledgerAccounts(ShareTree tree, List<Loss> losses, LedgerSnapshot ledger) {
    return LsfLedgerAccounts.of(tree, losses, ledger);
  }

  private static TreeDocument doc(List<SourceDocument> reads, String format) {
    return reads.stream().filter(r -> r.format().equals(format)).map(SourceDocument::document).findFirst()
        .orElse(null);
  }

  /** {@code HIST_HOURS} of the converted queue (the tree's root), else of {@code lsb.params}. */
  @Override
  public Optional<DecaySetting> decayOf(Settings settings, ShareTree tree) {
    String hours = settings.get(LsbQueuesSettings.class).map(q -> q.parameters(tree.rootName()).get("HIST_HOURS"))
        .orElse(null);
    if (hours == null) {
      hours = settings.get(LsbParamsSettings.class).map(p -> p.parameters().get("HIST_HOURS")).orElse(null);
    }
    return Optional.ofNullable(hours).map(h -> new LsfHistHours(Double.parseDouble(h)));
  }

  /**
   * Where {@link #decayOf}'s HIST_HOURS is set: the converted queue's section when the queue sets it, else its
   * line in {@code lsb.params}.
   */
  @Override
  public Optional<SourceLocation> decayLocation(Settings settings, ShareTree tree) {
    boolean queue = settings.get(LsbQueuesSettings.class)
        .map(q -> q.parameters(tree.rootName()).get("HIST_HOURS") != null).orElse(false);
    if (queue) {
      return Optional.ofNullable(LsfScopeRule.parse(tree.attribute(0, LsfAttributes.ORIGIN)));
    }
    return settings.get(LsbParamsSettings.class).map(p -> p.places().get("HIST_HOURS"));
  }

  @Override
  public DecaySetting defaultDecay() {
    return new LsfHistHours(5);
  }

  @Override
  public String defaultAlgorithm() {
    return "lsf.fairshare";
  }

  @Override
  public TargetTraits traits() {
    return TRAITS;
  }

  @Override
  public List<ConversionRule> targetRules() {
    return List.of(new LsfToLsfRule(), new LsfNamesRule());
  }

  /** {@code HIST_HOURS} is written as whole hours (docs/algorithms/lsf.md §2.3). */
  @Override
  public DecayChange decayFrom(DecaySetting source) {
    double t = source.usageHalfLifeSeconds();
    if (Double.isInfinite(t)) {
      return DecayChange.of(source, new LsfHistHours(0), "no decay on either side", false);
    }
    double hours = t / (3600 * Math.log10(2));
    return DecayChange.of(source, new LsfHistHours(Math.max(1, Math.round(hours))),
        "HIST_HOURS " + String.format(Locale.ROOT, "%.6f", hours) + " rounded to whole hours", false);
  }

  @Override
  public SettingChange algorithmFrom(String sourceAlgorithm) {
    return new SettingChange("algorithm", sourceAlgorithm, "lsf.fairshare (FAIRSHARE=USER_SHARES[...] in the"
        + " queue)", "LSF's dynamic user priority with the default factors, descending level by level");
  }

  @Override
  public UsagePlacement usagePlacement() {
    return new UsagePlacement("usage.tsv: each user's raw usage (fairshare.tsv; LSF has no usage file)",
        "LSF keeps usage only in its running state (lsb.events, lsb.acct): the usage is written as"
            + " fairshare.tsv for the record and for fairshare compare, not for LSF to load");
  }

  @Override
  public TargetWriter writer() {
    return new LsfTargetWriter();
  }
}
