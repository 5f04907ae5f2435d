package dev.fairshare.command;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import dev.fairshare.config.FairshareConfig;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.conversion.engine.SourceDecay;
import dev.fairshare.family.CommandServices;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.Settings;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.ledger.AsOf;
import dev.fairshare.ledger.LedgerSchedule;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.ledger.ResetFidelity;
import dev.fairshare.ledger.UsageLedger;
import dev.fairshare.ledger.UsageLedgers;
import dev.fairshare.ledger.UsageUnits;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.DecayFunction;
import dev.fairshare.usage.DecayModelRegistry;
import dev.fairshare.usage.ResetSchedule;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * How a command reads a ledger (a picocli mixin, for {@code fairshare}'s commands and the families' native
 * ones): where it is, the instant, the decay model and its parameters, the reset schedule and the charging
 * cycle. Unset options take the defaults the command gives (a viewer's scheduler configuration), else the
 * {@code fairshare.usage} configuration. The decay is a registered decay model, named as
 * {@code fairshare.usage.decay} names it or by its family's name ({@code pbs} for {@code pbs-step}).
 */
public final class LedgerOptions {
  @CommandLine.Spec(CommandLine.Spec.Target.MIXEE)
  CommandLine.Model.CommandSpec mixee;

  @Option(names = "--ledger", paramLabel = "LEDGER",
      description = "The usage ledger: a SQLite file, jdbc:postgresql://HOST[:PORT]/DB?user=U, or memory: (default: "
          + "none, the usage comes from the other inputs; the usage commands require it).")
  public String ledger;

  @Option(names = "--at", paramLabel = "TIME", converter = InstantText.class,
      description = "The instant usage is read at: ISO-8601 (2024-03-02T00:00:00Z, or local time in --tz) "
          + "or epoch seconds (default: now).")
  String at;

  @Option(names = "--decay", paramLabel = "MODEL",
      description = "The decay: a registered decay model or its family (none, exponential, slurm, pbs, lsf, "
          + "...; default: the scheduler's settings (with a tree, the decay its inputs set or their scheduler's "
          + "default: PriorityDecayHalfLife, fairshare_decay_time, HIST_HOURS; --half-life alone overrides "
          + "it), else slurm, as fairshare.usage.decay sets it).")
  String decay;

  @Option(names = "--half-life", paramLabel = "DURATION", converter = OptionValues.Duration.class,
      description = "Half-life for slurm and exponential (604800, 7d, 12h; 0 = no decay); default: the scheduler's "
          + "settings, else 7 days, as fairshare.usage.half-life sets it.")
  String halfLife;

  @Option(names = "--reset-period", paramLabel = "PERIOD", converter = OptionValues.Period.class,
      description = "Usage reset: NONE, NOW, DAILY, WEEKLY, MONTHLY, QUARTERLY, YEARLY (Slurm's "
          + "PriorityUsageResetPeriod; NOW, one reset at an instant only slurmctld knows, is read as none, with a "
          + "warning); default: the scheduler's settings, else NONE, as fairshare.usage.reset-period sets it.")
  String resetPeriod;

  @Option(names = "--calc-period", paramLabel = "DURATION", converter = OptionValues.Duration.class,
      description = "Slurm's PriorityCalcPeriod: the charging cycle of running jobs (default 300s).")
  String calcPeriod;

  @Option(names = "--tz", paramLabel = "ZONE", converter = OptionValues.Zone.class,
      description = "Time zone of local times and of the reset schedule (default: system, the machine's zone, as "
          + "fairshare.usage.time-zone sets it).")
  String tz;

  /**
   * The defaults a command gives for the options left unset (nulls take the configuration's).
   *
   * @param usage the scheduler's decay as a {@code fairshare.usage} block ({@code decay = slurm, half-life =
   *     604800s}), layered over the configuration's, or {@code null}
   * @param reset the reset schedule, or {@code null}
   * @param calcPeriodSeconds the charging cycle, or {@code null}
   * @param decay the decay of the tree's own settings (such as LSF's {@code HIST_HOURS}), used when neither
   *     {@code --decay} nor {@code --half-life} is given; {@code null} when the tree sets none
   * @param resetAt where {@code reset} is set (a slurm.conf's line), named by the reset's warnings; {@code null}
   *     for none
   */
  public record Defaults(Config usage, ResetSchedule reset, Long calcPeriodSeconds, DecayFunction decay,
      SourceLocation resetAt) {
    /** No command defaults: the configuration's. */
    public static final Defaults CONFIG = new Defaults(null, null, null, null, null);

    /** Defaults given as a {@code fairshare.usage} block, a reset schedule and a charging cycle. */
    public Defaults(Config usage, ResetSchedule reset, Long calcPeriodSeconds) {
      this(usage, reset, calcPeriodSeconds, null, null);
    }

    /** The configuration's defaults, but the tree's decay (from its settings) unless the command line names one. */
    public static Defaults decay(DecayFunction decay) {
      return new Defaults(null, null, null, decay, null);
    }

    /**
     * The defaults of a source: the decay, reset schedule and charging cycle its scheduler's settings set
     * ({@link SourceDecay}), each left to the configuration where they set none.
     */
    public static Defaults of(ConversionSource source, FamilyRegistry families) {
      return of(source.family(), source.settings(), source.tree(), families);
    }

    /**
     * The defaults of a source of {@code family} whose inputs set {@code settings}, as
     * {@link #of(ConversionSource, FamilyRegistry)}; {@code tree} is {@code null} while its family reads it
     * ({@link dev.fairshare.conversion.LedgerReading}).
     */
    public static Defaults of(String family, Settings settings, ShareTree tree, FamilyRegistry families) {
      DecayFunction decay = SourceDecay.of(family, settings, tree, families).map(d -> d.setting().function())
          .orElse(null);
      Optional<LedgerSchedule> schedule = SourceDecay.schedule(family, settings, families);
      return new Defaults(null, schedule.map(LedgerSchedule::reset).orElse(null),
          schedule.map(LedgerSchedule::cycleSeconds).orElse(null), decay,
          schedule.map(LedgerSchedule::resetAt).orElse(null));
    }
  }

  /** Whether a ledger was given. */
  public boolean given() {
    return ledger != null;
  }

  /** Opens the ledger. */
  public UsageLedger open() {
    return UsageLedgers.open(ledger);
  }

  /**
   * Opens the ledger and reads it; the snapshot writes each family's usage in its unit ({@link #units}), so
   * that every command's warnings about it do.
   */
  public LedgerSnapshot read(Defaults defaults) {
    AsOf asOf = asOf(defaults);
    SourceLocation where = resetPeriod != null ? SourceLocation.of("--reset-period")
        : defaults.reset() != null && defaults.resetAt() != null ? defaults.resetAt()
        : SourceLocation.of("fairshare.usage.reset-period");
    new Warnings(mixee.commandLine().getErr()).addAll(ResetFidelity.warnings(asOf, where));
    try (UsageLedger l = open()) {
      return l.snapshot(asOf).withUnits(units());
    }
  }

  /** The unit of each family's usage under the command line's configuration ({@link LedgerBinding#units}). */
  public UsageUnits units() {
    return LedgerBinding.units(services().families(), config());
  }

  /** The command line's services: its configuration ({@code --config}, {@code -D}) and the registries. */
  private CommandServices services() {
    return CommandRoot.of(mixee).services();
  }

  /** The command line's configuration ({@code --config}, {@code -D}; without making the registries). */
  public Config config() {
    return CommandRoot.of(mixee).config();
  }

  /**
   * The zone of local times: {@code --tz}, checked when parsed ({@link OptionValues.Zone}: a bad zone is misuse
   * then), else the configuration's.
   */
  public ZoneId zone() {
    return tz != null ? ZoneId.of(tz) : FairshareConfig.zone(config());
  }

  /**
   * Checks the options that name something registered ({@code --decay}) and a {@code --calc-period} under one
   * second, whether or not {@code --ledger} is given, so that either is misuse before anything is read (the
   * others are checked when parsed); then,
   * without {@code --ledger}, refuses every option of the reading as misuse, since nothing would use it.
   */
  public void check() {
    if (decay != null) {
      model(decay.toLowerCase(Locale.ROOT));
    }
    if (calcPeriod != null) {
      refuseCycle(seconds(calcPeriod));
    }
    if (ledger == null) {
      refuse(List.of("--at", "--decay", "--half-life", "--reset-period", "--calc-period", "--tz"),
          "reads the usage of --ledger, and no --ledger is given", "give --ledger LEDGER, or leave out ");
    }
  }

  /**
   * Refuses, as misuse, the options of the reading that a command which reads no decay (one that only
   * charges, {@code usage ingest}) would ignore: {@code --decay}, {@code --half-life}, {@code --reset-period},
   * {@code --calc-period}.
   */
  public void checkNoDecay(String command) {
    refuse(List.of("--decay", "--half-life", "--reset-period", "--calc-period"),
        "is a setting of the decay, which " + command + " does not apply (it stores charges as they are)",
        "leave out ");
  }

  /** Refuses the first of {@code options} given: misuse, the option named, {@code why} and a hint. */
  private void refuse(List<String> options, String why, String hint) {
    for (String option : options) {
      if (given(option)) {
        throw new MisuseException("fairshare: " + option + " " + why + "\n    hint: " + hint + option);
      }
    }
  }

  private boolean given(String option) {
    return switch (option) {
      case "--at" -> at != null;
      case "--decay" -> decay != null;
      case "--half-life" -> halfLife != null;
      case "--reset-period" -> resetPeriod != null;
      case "--calc-period" -> calcPeriod != null;
      case "--tz" -> tz != null;
      default -> throw new IllegalArgumentException(option);
    };
  }

  /** The instant of {@code --at}, or now. */
  public Instant instant() {
    return at == null ? Instant.now() : instant(at, zone());
  }

  /** The reading the options describe. */
  public AsOf asOf(Defaults defaults) {
    Config config = config();
    DecayFunction model = decay == null && halfLife == null && defaults.decay() != null ? defaults.decay()
        : decay(config, defaults.usage());
    // --reset-period is checked when parsed (OptionValues.Period: a bad period is misuse then)
    ResetSchedule reset = resetPeriod != null ? ResetSchedule.parse(resetPeriod).orElseThrow()
        : defaults.reset() != null ? defaults.reset() : FairshareConfig.resetSchedule(config);
    long cycle = calcPeriod != null ? seconds(calcPeriod)
        : defaults.calcPeriodSeconds() != null ? defaults.calcPeriodSeconds() : AsOf.DEFAULT_CYCLE_SECONDS;
    refuseCycle(cycle);
    return new AsOf(instant(), model, reset, zone(), cycle);
  }

  /** Refuses a charging cycle under one second as misuse. */
  private static void refuseCycle(long cycle) {
    if (cycle < 1) {
      throw new MisuseException("fairshare: --calc-period must be at least one second\n    hint: give Slurm's "
          + "PriorityCalcPeriod, such as 300s or 5m");
    }
  }

  /**
   * The decay: {@code --decay} and {@code --half-life} over the command's scheduler settings over the
   * configuration, read by the registered decay model. Nothing here is refused: the configuration's values were
   * read by every decay model when the command started ({@code ConfigCheck}), {@code --decay} names a registered
   * model ({@link #model}), {@code --half-life} is a duration {@code >= 0} that a duration holds (checked when
   * parsed), and a command's scheduler settings are a half-life its file's reader took (sshare's slurm.conf).
   */
  private DecayFunction decay(Config config, Config schedulerUsage) {
    Config base = schedulerUsage == null ? config
        : schedulerUsage.atPath("fairshare.usage").withFallback(config);
    Map<String, Object> given = new java.util.LinkedHashMap<>();
    if (decay != null) {
      given.put("fairshare.usage.decay", model(decay.toLowerCase(Locale.ROOT)));
    }
    if (halfLife != null) {
      given.put("fairshare.usage.half-life", seconds(halfLife) + "s");
    }
    return services().decayModels().read(ConfigFactory.parseMap(given, "command line").withFallback(base))
        .function();
  }

  /** A registered decay model's name: the name itself, or that of a family's (first) decay model. */
  private String model(String name) {
    DecayModelRegistry models = services().decayModels();
    if (models.find(name) != null) {
      return name;
    }
    List<String> known = new ArrayList<>(models.names());
    for (SchedulerFamily family : services().families().all()) {
      if (!family.decayModels().isEmpty()) {
        if (family.name().equals(name)) {
          return family.decayModels().get(0).name();
        }
        known.add(family.name());
      }
    }
    throw new MisuseException("fairshare: --decay '" + decay + "' is not one of " + String.join(", ", known));
  }

  /**
   * The seconds of a {@code --half-life} or {@code --calc-period} value ({@code 604800}, {@code 7d}, {@code 12h},
   * {@code 300s}, {@code 7 days}), checked when parsed ({@link OptionValues.Duration}: a value that is no
   * duration, a negative one or one too long to hold is misuse then, so it is always a duration here).
   */
  static long seconds(String text) {
    return OptionValues.Duration.seconds(text.trim()).getSeconds();
  }

  /** An instant from ISO-8601 with a zone, a local ISO date-time in {@code zone}, or epoch seconds. */
  static Instant instant(String text, ZoneId zone) {
    return InstantText.parse("--at", text, zone);
  }
}
