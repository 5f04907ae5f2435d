package dev.fairshare.conversion.engine;

import com.typesafe.config.Config;
import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.ConvertedTree;
import dev.fairshare.conversion.DecayChange;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.SettingChange;
import dev.fairshare.conversion.TargetAttributes;
import dev.fairshare.conversion.UsagePlacement;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.usage.DecayModelRegistry;
import dev.fairshare.usage.DecaySetting;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Converts a source configuration (tree, usage, settings) into what a target family can express, and says
 * how. The rules run in a fixed order: the source family's own (unless source and target are one family),
 * the neutral ones ({@link ParentSharesRule} where the target has no parent shares, {@link SharesRule},
 * {@link NamesRule}),
 * then the target family's; each records its losses. Then the decay and algorithm are mapped and the usage
 * carried. Only the {@link TargetAttributes} of a node survive.
 */
public final class Converter {
  private final FamilyRegistry families;
  private final DecayModelRegistry decayModels;
  private final Config config;

  /**
   * A converter over the registered families.
   *
   * @param families the families
   * @param decayModels the decay models (a neutral source's decay is the configured one)
   * @param config the configuration ({@code fairshare.algorithm}, {@code fairshare.usage})
   */
  @Inject
  public Converter(FamilyRegistry families, DecayModelRegistry decayModels, Config config) {
    this.families = families;
    this.decayModels = decayModels;
    this.config = config;
  }

  /**
   * The converted configuration.
   *
   * @param converted what the target's writer writes
   * @param report the report, without output file names yet
   */
  public record Result(ConvertedTree converted, ConversionReport report) {

    /** The target's tree and usage. */
    public WorkTree.Frozen tree() {
      return converted.tree();
    }

    /** The target's decay setting. */
    public DecaySetting decay() {
      return converted.decay();
    }

    /** The target settings that rules decided. */
    public Map<String, String> targetSettings() {
      return converted.targetSettings();
    }

    /** Whether the source carried usage. */
    public boolean hasUsage() {
      return converted.hasUsage();
    }
  }

  /** The conversion of a family; a family that takes no part in conversion is an unknown name. */
  public FamilyConversion conversionOf(String family) {
    SchedulerFamily f = families.get(family);
    return f.conversion().orElseThrow(() -> new dev.fairshare.algorithm.UnknownNameException(
        "conversion target", family, targets()));
  }

  /** The names of the families that can be converted to, sorted. */
  public List<String> targets() {
    return families.all().stream().filter(f -> f.conversion().isPresent()).map(SchedulerFamily::name).toList();
  }

  /**
   * The code of the warning that usage of the {@code --usage} input matches no user of the tree; the conversion
   * reports each as a loss (construct {@code usage}, dropped), so a command that prints the report leaves them out
   * of its warnings.
   */
  public static final String UNMATCHED_USAGE = "convert.usage-unmatched";

  /** Converts the inputs for a target family. */
  public Result convert(ConversionSource source, String targetFamily) {
    FamilyConversion target = conversionOf(targetFamily);
    Optional<FamilyConversion> from = conversion(source.family());
    boolean sameFamily = source.family().equals(targetFamily);
    WorkTree work = WorkTree.of(source.tree(), source.usage());
    List<String> inputOrder = new ArrayList<>(source.inputs().stream().map(FormatRegistry::pathOf).toList());
    inputOrder.add(FormatRegistry.pathOf(source.usageInput()));
    RuleContext context = new RuleContext(source.family(), targetFamily, target.traits(), source.settings(),
        FormatRegistry.pathOf(source.inputs().get(0)), inputOrder);
    // what putting the inputs together lost (LSF: the scopes not converted, a default that names nobody) is
    // lost for a target of the same family too
    context.addAll(source.losses());
    List<ConversionRule> rules = new ArrayList<>();
    if (!sameFamily) {
      from.ifPresent(f -> rules.addAll(f.sourceRules()));
    }
    if (!target.traits().parentShares()) {
      rules.add(new ParentSharesRule());
    }
    rules.add(new SharesRule());
    rules.add(new NamesRule());
    rules.addAll(target.targetRules());
    for (ConversionRule rule : rules) {
      rule.apply(work, context);
    }
    work.retainAttributes(java.util.Set.of(TargetAttributes.MEMBERS, TargetAttributes.PRINCIPAL));
    List<SettingChange> settings = new ArrayList<>();
    Optional<DecaySetting> given = decayOf(from, source);
    DecaySetting decay = given.orElseGet(() -> from.map(FamilyConversion::defaultDecay)
        .orElseGet(() -> decayModels.read(config)));
    DecayChange d = target.decayFrom(decay);
    SettingChange dc = d.change();
    if (given.isEmpty()) {
      dc = new SettingChange(dc.setting(), dc.from(), dc.to(), "the source's default (no input sets it); "
          + dc.note());
    }
    settings.add(dc);
    if (d.approximated()) {
      SourceLocation at = given.isEmpty() ? null
          : from.flatMap(f -> f.decayLocation(source.settings(), source.tree())).orElse(null);
      context.loss("decay", LossAction.APPROXIMATED, at, dc.note());
    }
    String algorithm = algorithmOf(from, source).orElseGet(() -> from.map(FamilyConversion::defaultAlgorithm)
        .orElseGet(() -> config.getString("fairshare.algorithm")));
    settings.add(target.algorithmFrom(algorithm));
    boolean hasUsage = source.usage().total() > 0;
    UsagePlacement placement = target.usagePlacement();
    settings.add(new SettingChange("usage", hasUsage ? "raw usage of " + source.tree().userCount() + " users"
        : "none", hasUsage ? placement.target() : "none", hasUsage ? "decayed raw usage carried as it is;"
            + " a dropped node's usage stays on its parent" : ""));
    if (hasUsage && placement.lossDetail() != null) {
      context.loss("usage", LossAction.APPROXIMATED, SourceLocation.of(FormatRegistry.pathOf(source.usageInput())),
          placement.lossDetail());
    }
    for (Problem p : source.warnings()) {
      if (p.code().equals(UNMATCHED_USAGE)) {
        // usage of the --usage input that no user of the tree takes is not carried: a loss like any other, in
        // the report, its JSON and under --strict, not only a warning on standard error
        context.loss("usage", LossAction.DROPPED, p.location(), p.message());
      }
    }
    ConversionReport report = new ConversionReport(source.family(), targetFamily, source.inputs(), List.of(),
        settings, context.losses());
    return new Result(new ConvertedTree(work.freeze(), d.target(), context.targetSettings(), hasUsage), report);
  }

  private Optional<FamilyConversion> conversion(String family) {
    return families.names().contains(family) ? families.get(family).conversion() : Optional.empty();
  }

  /**
   * The decay the inputs set: the source family's reading of them; for a neutral tree, the first family
   * (by name) whose settings are among the inputs.
   */
  private Optional<DecaySetting> decayOf(Optional<FamilyConversion> from, ConversionSource source) {
    if (from.isPresent()) {
      return from.get().decayOf(source.settings(), source.tree());
    }
    return allConversions().stream().flatMap(f -> f.decayOf(source.settings(), source.tree()).stream())
        .findFirst();
  }

  /** The algorithm the inputs select: the source family's reading first, then any family's. */
  private Optional<String> algorithmOf(Optional<FamilyConversion> from, ConversionSource source) {
    Optional<String> own = from.flatMap(f -> f.algorithmOf(source.settings()));
    if (own.isPresent()) {
      return own;
    }
    return allConversions().stream().flatMap(f -> f.algorithmOf(source.settings()).stream()).findFirst();
  }

  private List<FamilyConversion> allConversions() {
    return families.all().stream().flatMap(f -> f.conversion().stream()).toList();
  }

}
