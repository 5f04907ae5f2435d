package dev.fairshare.convert;

import dev.fairshare.convert.rule.LsfAccountRule;
import dev.fairshare.convert.rule.LsfScopeRule;
import dev.fairshare.convert.rule.NamesRule;
import dev.fairshare.convert.rule.ParentSharesRule;
import dev.fairshare.convert.rule.PbsRule;
import dev.fairshare.convert.rule.Rule;
import dev.fairshare.convert.rule.RuleContext;
import dev.fairshare.convert.rule.SharesRule;
import dev.fairshare.convert.rule.SlurmAssociationRule;
import dev.fairshare.format.FormatRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Converts a source configuration (tree, usage, settings) into what a target scheduler can express, and
 * says how: the rules run in a fixed order (scopes, accounts, associations, PBS constructs, parent shares,
 * share values, names), each recording its losses; then the decay and algorithm are mapped and the usage
 * carried. Only attributes meant for the target ({@code convert.*}) survive.
 */
public final class Converter {
  private static final List<Rule> RULES = List.of(new LsfScopeRule(), new LsfAccountRule(),
      new SlurmAssociationRule(), new PbsRule(), new ParentSharesRule(), new SharesRule(), new NamesRule());

  private Converter() {}

  /**
   * The converted configuration.
   *
   * @param tree the target's tree and usage
   * @param decay the target's decay setting
   * @param targetSettings settings that rules decided (such as {@code unknown_shares})
   * @param report the report, without output file names yet
   * @param hasUsage whether the source carried usage
   */
  public record Result(WorkTree.Frozen tree, DecaySpec decay, Map<String, String> targetSettings,
      ConversionReport report, boolean hasUsage) {}

  /** Converts the inputs for a target. */
  public static Result convert(SourceSet source, Scheduler target) {
    Scheduler from = source.family() == Scheduler.NEUTRAL ? Scheduler.SLURM : source.family();
    WorkTree work = WorkTree.of(source.tree(), source.usage());
    RuleContext context = new RuleContext(source.family(), target, source.settings(),
        FormatRegistry.pathOf(source.inputs().get(0)));
    if (source.family() != target) {
      context.addAll(source.losses());
    }
    for (Rule rule : RULES) {
      rule.apply(work, context);
    }
    for (WorkNode n : work.preOrder()) {
      n.attributes().keySet().removeIf(k -> !k.equals(SourceAttributes.TARGET_MEMBERS)
          && !k.equals(SourceAttributes.TARGET_PRINCIPAL));
    }
    List<SettingChange> settings = new ArrayList<>();
    SourceDecay.Found decay = SourceDecay.of(from, source.settings(), source.tree().rootName());
    DecayConversion.Result d = DecayConversion.convert(decay.spec(), target);
    SettingChange dc = d.change();
    if (!decay.given()) {
      dc = new SettingChange(dc.setting(), dc.from(), dc.to(), "the source's default (no input sets it); "
          + dc.note());
    }
    settings.add(dc);
    if (d.approximated()) {
      context.loss("decay", LossAction.APPROXIMATED, (dev.fairshare.format.SourceLocation) null, dc.note());
    }
    Object named = source.settings().get("fairshare.algorithm");
    String algorithm = named != null ? named.toString() : AlgorithmMapping.defaultOf(source.family());
    settings.add(AlgorithmMapping.map(algorithm, target));
    boolean hasUsage = source.usage().total() > 0;
    settings.add(new SettingChange("usage", hasUsage ? "raw usage of " + source.tree().userCount() + " users"
        : "none", hasUsage ? usageTarget(target) : "none", hasUsage ? "decayed raw usage carried as it is;"
            + " a dropped node's usage stays on its parent" : ""));
    if (hasUsage && target == Scheduler.LSF) {
      context.loss("usage", LossAction.APPROXIMATED, (dev.fairshare.format.SourceLocation) null,
          "LSF keeps usage only in its running state (lsb.events, lsb.acct): the usage is written as"
              + " fairshare.tsv for the record and for fairshare compare, not for LSF to load");
    }
    ConversionReport report = new ConversionReport(source.family(), target, source.inputs(), List.of(), settings,
        context.losses());
    return new Result(work.freeze(), d.target(), context.targetSettings(), report, hasUsage);
  }

  private static String usageTarget(Scheduler target) {
    return switch (target) {
      case SLURM -> "usage.tsv: each user's raw usage, as sshare's RawUsage (fairshare.tsv)";
      case PBS -> "the PBS usage file (sched_priv/usage)";
      case LSF -> "usage.tsv: each user's raw usage (fairshare.tsv; LSF has no usage file)";
      case NEUTRAL -> "fairshare.tsv";
    };
  }
}
