package dev.fairshare.conversion.engine;

import dev.fairshare.conversion.Assembly;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.conversion.FamilyInput;
import dev.fairshare.conversion.LedgerReading;
import dev.fairshare.conversion.Loss;
import dev.fairshare.conversion.SourceDocument;
import dev.fairshare.conversion.SourceInput;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.Problem;
import dev.fairshare.format.Settings;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.ledger.BoundUsage;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The inputs of a migration command read together: the one share tree, its usage, the typed settings of
 * every input merged, the warnings, and the scheduler family the inputs come from.
 *
 * <p>Inputs are {@code FORMAT:PATH} or bare paths (probed). Exactly one input must hold a share tree, unless
 * the inputs holding trees are all of one family that puts them together ({@link FamilyConversion#assemble},
 * LSF's {@code lsb.queues} and {@code lsb.users}); the others carry settings ({@code slurm.conf},
 * {@code sched_config}, {@code lsb.params}) or usage. Usage comes from the {@code --usage} input when given,
 * matched to the tree's users by path and then by a user name that is unique in the tree; otherwise from the
 * tree's own input. Every problem of every input is reported at once, and each input is read once: one that its
 * family reads itself as scheduled ({@link FamilyInput}) is read with its format only where another fails.
 *
 * @param tree the share tree
 * @param usage its usage (zero where none was given)
 * @param settings the settings of every input, later inputs winning
 * @param warnings warnings of the readers and of usage matching
 * @param family the name of the family of the tree's input ({@code fairshare} for the neutral format)
 * @param treeFormat the registered name of the tree's format
 * @param inputs the inputs as given, in order
 * @param losses what putting the inputs together could not keep (LSF scopes other than the one converted)
 * @param usageInput the input the usage was read from (the {@code --usage} input, else the tree's own), as
 *     given; the first input when none says
 * @param ledger how the family bound a usage ledger's usage while it read the tree as its scheduler holds it
 *     ({@link #readWithLedger}; {@code usage} is then the ledger's), or {@code null}: no ledger, or one the
 *     command binds to the tree itself
 */
public record ConversionSource(ShareTree tree, UsageSnapshot usage, Settings settings, List<Problem> warnings,
    String family, String treeFormat, List<String> inputs, List<Loss> losses, String usageInput,
    BoundUsage ledger) {

  /** A source without losses of its own, whose usage (if any) is its first input's. */
  public ConversionSource(ShareTree tree, UsageSnapshot usage, Settings settings, List<Problem> warnings,
      String family, String treeFormat, List<String> inputs) {
    this(tree, usage, settings, warnings, family, treeFormat, inputs, List.of(), inputs.get(0), null);
  }

  /** Reads the inputs; {@code usageSpec} may be {@code null}. */
  public static ConversionSource read(FormatRegistry formats, FamilyRegistry families, List<String> specs,
      String usageSpec) {
    return read(formats, families, specs, usageSpec, false, null);
  }

  /**
   * Reads the inputs as {@link #read} does, then, where the family of the tree's input holds its inputs
   * otherwise when it computes ({@link FamilyConversion#asScheduled}: PBS's unknown group with
   * {@code unknown_shares}, and the usage of entities the tree lacks), the tree and usage as that scheduler
   * holds them: what the commands that compute as the source's scheduler does read ({@code explain},
   * {@code compare}, {@code view}, {@code compute}); {@code convert} reads them as given, and reports what
   * it cannot carry.
   */
  public static ConversionSource readAsScheduled(FormatRegistry formats, FamilyRegistry families,
      List<String> specs, String usageSpec) {
    return read(formats, families, specs, usageSpec, true, null);
  }

  /**
   * Reads the inputs as {@link #readAsScheduled(FormatRegistry, FamilyRegistry, List, String)} does, with the
   * usage of a ledger instead of a usage input: a family that holds its inputs otherwise when it computes reads
   * the ledger into the tree as its scheduler would hold that usage ({@link FamilyConversion#asScheduled}: PBS
   * makes the entities its tree lacks under unknown) and says how in {@link #ledger()}; for any other source
   * {@code ledger()} is {@code null}, the ledger unread, and the command binds it to the tree.
   */
  public static ConversionSource readWithLedger(FormatRegistry formats, FamilyRegistry families,
      List<String> specs, LedgerReading ledger) {
    return read(formats, families, specs, null, true, ledger);
  }

  private static ConversionSource read(FormatRegistry formats, FamilyRegistry families, List<String> specs,
      String usageSpec, boolean asScheduled, LedgerReading ledger) {
    // in the inputs' order: each read with its format, or left to its family, which reads it once when it
    // reads the tree as scheduled; the problems of those that failed, by their place among the inputs
    List<SourceInput> reads = new ArrayList<>();
    SortedMap<Integer, FamilyInput> unread = new TreeMap<>();
    SortedMap<Integer, List<Problem>> failed = new TreeMap<>();
    for (int i = 0; i < specs.size(); i++) {
      try {
        // a bare path's file is read once, for its probes and, unless its family reads it, its format
        FormatRegistry.Examined examined = asScheduled ? formats.examine(specs.get(i)) : null;
        FamilyInput own = examined != null ? familyInput(families, examined) : null;
        if (own != null) {
          unread.put(i, own);
        }
        reads.add(own != null ? own : examined != null ? read(formats, examined) : read(formats, specs.get(i)));
      } catch (ConfigParseException e) {
        failed.put(i, e.problems());
      }
    }
    SourceInput usageRead = null;
    if (usageSpec != null) {
      try {
        FamilyInput own = failed.isEmpty() ? familyUsage(formats, families, reads, usageSpec) : null;
        usageRead = own != null ? own : read(formats, usageSpec);
      } catch (ConfigParseException e) {
        failed.put(specs.size(), e.problems());
      }
    }
    if (!failed.isEmpty()) {
      throw failure(formats, failed, unread);
    }
    List<SourceInput> withTree = reads.stream().filter(ConversionSource::holdsTree).toList();
    Optional<Assembly> assembly = assemble(families, withTree);
    if (assembly.isEmpty() && withTree.size() != 1) {
      String which = withTree.isEmpty() ? "none of the inputs holds a share tree" : "several inputs hold a"
          + " share tree: " + String.join(", ", withTree.stream().map(SourceInput::spec).toList());
      throw ConfigParseException.of(Problem.error(SourceLocation.of(specs.get(0)), "convert.tree-count", which,
          "give exactly one input with the tree (a dump, resource_group, lsb.users/lsb.queues, fairshare.tsv)"
              + " and the others for settings or usage"));
    }
    Settings settings = Settings.none();
    for (SourceInput r : reads) {
      if (r instanceof SourceDocument read) {
        settings = settings.merge(read.document().settings());
      }
    }
    if (usageRead instanceof SourceDocument read) {
      settings = settings.merge(read.document().settings());
    }
    Optional<Assembly> scheduled = asScheduled && assembly.isEmpty()
        ? scheduled(families, withTree.get(0), usageRead, ledger, settings) : Optional.empty();
    if (scheduled.isEmpty()) {
      // the family read nothing as scheduled: its inputs are read with their formats after all
      reads.replaceAll(r -> r instanceof FamilyInput own ? read(formats, own.spec()) : r);
      if (usageRead instanceof FamilyInput own) {
        SourceDocument read = read(formats, own.spec());
        settings = settings.merge(read.document().settings());
        usageRead = read;
      }
    } else if (usageRead instanceof FamilyInput) {
      settings = settings.merge(scheduled.get().usageSettings());
    }
    List<Problem> warnings = new ArrayList<>();
    for (SourceInput r : reads) {
      warnings.addAll(r instanceof SourceDocument read ? read.document().warnings() : scheduled.get().warnings());
    }
    if (usageRead != null) {
      warnings.addAll(usageRead instanceof SourceDocument read ? read.document().warnings()
          : scheduled.get().usageWarnings());
    }
    ShareTree tree;
    UsageSnapshot usage;
    String format;
    String usageInput = specs.get(0);
    if (assembly.isPresent()) {
      tree = assembly.get().tree();
      usage = assembly.get().usage() != null ? assembly.get().usage() : UsageSnapshot.zero(tree);
      format = assembly.get().format();
    } else if (scheduled.isPresent()) {
      tree = scheduled.get().tree();
      usage = scheduled.get().usage();
      format = withTree.get(0).format();
      usageInput = usageSpec != null ? usageSpec : withTree.get(0).spec();
      if (usageRead instanceof SourceDocument read && UsageMatching.isEmpty(read.document())) {
        warnings.add(UsageMatching.empty(usageSpec));
      }
    } else {
      SourceDocument main = reads.stream().map(SourceDocument.class::cast).filter(r -> r.document().tree() != null)
          .findFirst().orElseThrow();
      tree = main.document().tree();
      usage = main.document().usage() != null ? main.document().usage() : UsageSnapshot.zero(tree);
      format = main.format();
      usageInput = main.spec();
    }
    if (usageRead instanceof SourceDocument read && scheduled.isEmpty()) {
      usage = UsageMatching.match(tree, read.document(), usageSpec, warnings);
      usageInput = usageSpec;
    }
    List<String> inputs = new ArrayList<>(specs);
    if (usageSpec != null) {
      inputs.add(usageSpec);
    }
    String family = families.ofName(format).map(SchedulerFamily::name).orElse(FamilyRegistry.NEUTRAL);
    return new ConversionSource(tree, usage, settings, warnings, family, format, inputs,
        assembly.map(Assembly::losses).orElse(List.of()), usageInput,
        scheduled.map(Assembly::ledger).orElse(null));
  }

  /** The tree and usage as the tree's family holds them when it computes, if it holds them otherwise. */
  private static Optional<Assembly> scheduled(FamilyRegistry families, SourceInput tree, SourceInput usage,
      LedgerReading ledger, Settings settings) {
    return families.ofName(tree.format()).flatMap(SchedulerFamily::conversion)
        .flatMap(c -> c.asScheduled(tree, usage, ledger, settings));
  }

  /**
   * An input whose family reads it itself when it reads the tree as scheduled ({@link FamilyConversion#readsTree}),
   * named with its format, without reading it; {@code null} for any other input.
   */
  private static FamilyInput familyInput(FamilyRegistry families, FormatRegistry.Examined examined) {
    ConfigFormat format = examined.format();
    if (format == null) {
      return null;
    }
    boolean own = families.ofName(format.name()).flatMap(SchedulerFamily::conversion)
        .map(c -> c.readsTree(format.name())).orElse(false);
    return own ? new FamilyInput(examined.spec(), format.name()) : null;
  }

  /**
   * The usage input as a {@link FamilyInput} where the one input holding a tree is one its family reads itself
   * and that family reads a usage input of its format too ({@link FamilyConversion#readsUsage}); {@code null}
   * otherwise.
   */
  private static FamilyInput familyUsage(FormatRegistry formats, FamilyRegistry families, List<SourceInput> reads,
      String spec) {
    List<SourceInput> withTree = reads.stream().filter(ConversionSource::holdsTree).toList();
    if (withTree.size() != 1 || !(withTree.get(0) instanceof FamilyInput tree)) {
      return null;
    }
    ConfigFormat format = formats.formatOf(spec);
    if (format == null) {
      return null;
    }
    boolean own = families.ofName(tree.format()).flatMap(SchedulerFamily::conversion)
        .map(c -> c.readsUsage(format.name())).orElse(false);
    return own ? new FamilyInput(spec, format.name()) : null;
  }

  /** Whether an input holds a tree: one its family reads itself is one of the family's trees. */
  private static boolean holdsTree(SourceInput input) {
    return !(input instanceof SourceDocument read) || read.document().tree() != null;
  }

  /**
   * What a failed reading reports: every input's problems in the inputs' order, as its format reports them; those
   * of the inputs that failed, and of each input left to its family, read with its format now (its one reading).
   */
  private static ConfigParseException failure(FormatRegistry formats, SortedMap<Integer, List<Problem>> failed,
      SortedMap<Integer, FamilyInput> unread) {
    SortedMap<Integer, List<Problem>> all = new TreeMap<>(failed);
    unread.forEach((place, own) -> {
      try {
        read(formats, own.spec());
      } catch (ConfigParseException e) {
        all.put(place, e.problems());
      }
    });
    return new ConfigParseException(all.values().stream().flatMap(List::stream).toList());
  }

  /**
   * The tree put together by the family of every input holding a tree, when it puts them together; never one
   * of which the family reads an input itself (it reads the tree as scheduled).
   */
  private static Optional<Assembly> assemble(FamilyRegistry families, List<SourceInput> withTree) {
    Set<Optional<SchedulerFamily>> of = new LinkedHashSet<>();
    withTree.forEach(r -> of.add(families.ofName(r.format())));
    if (withTree.isEmpty() || of.size() != 1 || of.iterator().next().isEmpty()
        || withTree.stream().anyMatch(FamilyInput.class::isInstance)) {
      return Optional.empty();
    }
    List<SourceDocument> read = withTree.stream().map(SourceDocument.class::cast).toList();
    return of.iterator().next().get().conversion().flatMap(c -> c.assemble(read));
  }

  private static SourceDocument read(FormatRegistry formats, String spec) {
    FormatRegistry.Input input = formats.open(spec);
    return new SourceDocument(spec, input.format() == null ? null : input.format().name(), input.document());
  }

  /** An input read from what {@link FormatRegistry#examine} read of it. */
  private static SourceDocument read(FormatRegistry formats, FormatRegistry.Examined examined) {
    FormatRegistry.Input input = formats.open(examined);
    return new SourceDocument(examined.spec(), input.format() == null ? null : input.format().name(),
        input.document());
  }

  /** The user leaves by name; a name that occurs more than once maps to -1. */
  static Map<String, Integer> uniqueUserNames(ShareTree tree) {
    Map<String, Integer> byName = new HashMap<>();
    for (int i = 0; i < tree.size(); i++) {
      if (tree.isUser(i)) {
        byName.merge(tree.name(i), i, (a, b) -> -1);
      }
    }
    return byName;
  }
}
