package dev.fairshare.conversion.engine;

import dev.fairshare.conversion.Assembly;
import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.DecayChange;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.conversion.LedgerReading;
import dev.fairshare.conversion.SettingChange;
import dev.fairshare.conversion.FamilyInput;
import dev.fairshare.conversion.SourceInput;
import dev.fairshare.conversion.TargetTraits;
import dev.fairshare.conversion.TargetWriter;
import dev.fairshare.conversion.UsagePlacement;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.NamedFormat;
import dev.fairshare.format.Problem;
import dev.fairshare.format.Settings;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.DecaySetting;
import dev.fairshare.usage.UsageSnapshot;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A family for the tests of {@link ConversionSource}: {@code toy.tree} (a user a line), {@code toy.settings} and
 * {@code toy.usage} (a setting a line), each counting the inputs its format reads, and a conversion that reads its
 * tree and a usage input itself when it reads the tree as scheduled. A line {@code !x} is an error, {@code ?x} a
 * warning (and no user or setting).
 */
final class ToyFamily implements SchedulerFamily {
  /** A setting of a {@code toy.settings} input: its lines. */
  record ToySettings(List<String> lines) {}

  /** A setting of a {@code toy.usage} input: its lines. */
  record ToyUsage(List<String> lines) {}

  /** A toy format that counts the inputs it reads. */
  static final class Counting extends NamedFormat {
    int reads;

    Counting(String name) {
      super(name, "a toy format", false);
    }

    @Override
    public MatchStrength probe(String head) {
      return head.startsWith("#" + name()) ? MatchStrength.FULL : MatchStrength.NO_MATCH;
    }

    @Override
    public TreeDocument read(LineSource source) {
      reads++;
      return ToyFamily.read(name(), source);
    }
  }

  final Counting tree = new Counting("toy.tree");
  final Counting settings = new Counting("toy.settings");
  final Counting usage = new Counting("toy.usage");
  /** Whether the conversion holds the tree otherwise as scheduled (it then reads it itself). */
  boolean scheduled = true;
  /** The tree inputs the conversion was handed as scheduled, and the usage inputs. */
  final List<SourceInput> handed = new ArrayList<>();
  final List<SourceInput> handedUsage = new ArrayList<>();

  /** The registries of this family alone. */
  FormatRegistry formatRegistry() {
    return new FormatRegistry(Map.of(tree.name(), tree, settings.name(), settings, usage.name(), usage));
  }

  FamilyRegistry familyRegistry() {
    return new FamilyRegistry(Map.of(name(), this));
  }

  @Override
  public String name() {
    return "toy";
  }

  @Override
  public String description() {
    return "a toy family";
  }

  @Override
  public Optional<FamilyConversion> conversion() {
    return Optional.of(new ToyConversion());
  }

  /** What both formats read: users and their warnings, or settings and their warnings. */
  static TreeDocument read(String format, LineSource source) {
    List<Problem> problems = new ArrayList<>();
    List<String> items = new ArrayList<>();
    for (LineSource.Line line : source.lines().subList(1, source.lines().size())) {
      String text = line.text();
      SourceLocation at = line.at(source.name(), 1);
      if (text.startsWith("!")) {
        problems.add(Problem.error(at, "toy.bad", text.substring(1), ""));
      } else if (text.startsWith("?")) {
        problems.add(Problem.warning(at, "toy.odd", text.substring(1), ""));
      } else if (!text.isBlank()) {
        items.add(text);
      }
    }
    if (problems.stream().anyMatch(Problem::isError)) {
      throw new ConfigParseException(problems);
    }
    if (format.equals("toy.settings")) {
      return TreeDocument.ofSettings(Settings.of(new ToySettings(items)), problems);
    }
    if (format.equals("toy.usage")) {
      return TreeDocument.ofSettings(Settings.of(new ToyUsage(items)), problems);
    }
    ShareTreeBuilder b = new ShareTreeBuilder();
    items.forEach(name -> b.add(ShareTreeBuilder.ROOT, name, NodeKind.USER, 1, false, null,
        SourceLocation.of(source.name())));
    ShareTree built = b.build();
    return new TreeDocument(built, UsageSnapshot.zero(built), Settings.none(), problems);
  }

  /** Reads {@code toy.tree} and {@code toy.usage} itself as scheduled: its users, under a group {@code scheduled}. */
  private final class ToyConversion implements FamilyConversion {
    @Override
    public boolean readsTree(String format) {
      return format.equals(tree.name());
    }

    @Override
    public boolean readsUsage(String format) {
      return format.equals(usage.name());
    }

    @Override
    public Optional<Assembly> asScheduled(SourceInput input, SourceInput given, LedgerReading ledger,
        Settings with) {
      handed.add(input);
      if (given != null) {
        handedUsage.add(given);
      }
      if (!scheduled) {
        return Optional.empty();
      }
      TreeDocument ownUsage = given instanceof FamilyInput
          ? read(usage.name(), LineSource.read(Path.of(FormatRegistry.pathOf(given.spec())))) : null;
      TreeDocument own = read(tree.name(), LineSource.read(Path.of(FormatRegistry.pathOf(input.spec()))));
      ShareTreeBuilder b = new ShareTreeBuilder();
      int group = b.group(ShareTreeBuilder.ROOT, "scheduled", 1);
      ShareTree read = own.tree();
      for (int i = 1; i < read.size(); i++) {
        b.user(group, read.name(i), 1);
      }
      ShareTree built = b.build();
      return Optional.of(new Assembly(built, UsageSnapshot.zero(built), input.format(), List.of(), own.warnings(),
          ownUsage == null ? List.of() : ownUsage.warnings(),
          ownUsage == null ? Settings.none() : ownUsage.settings(), null));
    }

    @Override
    public List<ConversionRule> sourceRules() {
      throw new UnsupportedOperationException();
    }

    @Override
    public Optional<DecaySetting> decayOf(Settings with, ShareTree source) {
      throw new UnsupportedOperationException();
    }

    @Override
    public DecaySetting defaultDecay() {
      throw new UnsupportedOperationException();
    }

    @Override
    public String defaultAlgorithm() {
      throw new UnsupportedOperationException();
    }

    @Override
    public TargetTraits traits() {
      throw new UnsupportedOperationException();
    }

    @Override
    public List<ConversionRule> targetRules() {
      throw new UnsupportedOperationException();
    }

    @Override
    public DecayChange decayFrom(DecaySetting source) {
      throw new UnsupportedOperationException();
    }

    @Override
    public SettingChange algorithmFrom(String sourceAlgorithm) {
      throw new UnsupportedOperationException();
    }

    @Override
    public UsagePlacement usagePlacement() {
      throw new UnsupportedOperationException();
    }

    @Override
    public TargetWriter writer() {
      throw new UnsupportedOperationException();
    }
  }
}
