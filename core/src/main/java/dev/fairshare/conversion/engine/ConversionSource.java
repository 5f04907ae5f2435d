package dev.fairshare.conversion.engine;

import dev.fairshare.conversion.Assembly;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.conversion.Loss;
import dev.fairshare.conversion.SourceDocument;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.Problem;
import dev.fairshare.format.Settings;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The inputs of a migration command read together: the one share tree, its usage, the typed settings of
 * every input merged, the warnings, and the scheduler family the inputs come from.
 *
 * <p>Inputs are {@code FORMAT:PATH} or bare paths (probed). Exactly one input must hold a share tree, unless
 * the inputs holding trees are all of one family that puts them together ({@link FamilyConversion#assemble},
 * LSF's {@code lsb.queues} and {@code lsb.users}); the others carry settings ({@code slurm.conf},
 * {@code sched_config}, {@code lsb.params}) or usage. Usage comes from the {@code --usage} input when given,
 * matched to the tree's users by path and then by a user name that is unique in the tree; otherwise from the
 * tree's own input. Every problem of every input is reported at once.
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
 */
public record ConversionSource(ShareTree tree, UsageSnapshot usage, Settings settings, List<Problem> warnings,
    String family, String treeFormat, List<String> inputs, List<Loss> losses, String usageInput) {

  /** A source without losses of its own, whose usage (if any) is its first input's. */
  public ConversionSource(ShareTree tree, UsageSnapshot usage, Settings settings, List<Problem> warnings,
      String family, String treeFormat, List<String> inputs) {
    this(tree, usage, settings, warnings, family, treeFormat, inputs, List.of(), inputs.get(0));
  }

  /** Reads the inputs; {@code usageSpec} may be {@code null}. */
  public static ConversionSource read(FormatRegistry formats, FamilyRegistry families, List<String> specs,
      String usageSpec) {
    return read(formats, families, specs, usageSpec, false);
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
    return read(formats, families, specs, usageSpec, true);
  }

  private static ConversionSource read(FormatRegistry formats, FamilyRegistry families, List<String> specs,
      String usageSpec, boolean asScheduled) {
    List<Problem> problems = new ArrayList<>();
    List<SourceDocument> reads = new ArrayList<>();
    for (String spec : specs) {
      try {
        reads.add(read(formats, spec));
      } catch (ConfigParseException e) {
        problems.addAll(e.problems());
      }
    }
    SourceDocument usageRead = null;
    if (usageSpec != null) {
      try {
        usageRead = read(formats, usageSpec);
      } catch (ConfigParseException e) {
        problems.addAll(e.problems());
      }
    }
    if (!problems.isEmpty()) {
      throw new ConfigParseException(problems);
    }
    List<SourceDocument> withTree = reads.stream().filter(r -> r.document().tree() != null).toList();
    Optional<Assembly> assembly = assemble(families, withTree);
    if (assembly.isEmpty() && withTree.size() != 1) {
      String which = withTree.isEmpty() ? "none of the inputs holds a share tree" : "several inputs hold a"
          + " share tree: " + String.join(", ", withTree.stream().map(SourceDocument::spec).toList());
      throw ConfigParseException.of(Problem.error(SourceLocation.of(specs.get(0)), "convert.tree-count", which,
          "give exactly one input with the tree (a dump, resource_group, lsb.users/lsb.queues, fairshare.tsv)"
              + " and the others for settings or usage"));
    }
    Settings settings = Settings.none();
    List<Problem> warnings = new ArrayList<>();
    for (SourceDocument r : reads) {
      settings = settings.merge(r.document().settings());
      warnings.addAll(r.document().warnings());
    }
    ShareTree tree;
    UsageSnapshot usage;
    String format;
    String usageInput = specs.get(0);
    if (usageRead != null) {
      settings = settings.merge(usageRead.document().settings());
      warnings.addAll(usageRead.document().warnings());
    }
    Optional<Assembly> scheduled = asScheduled && assembly.isEmpty()
        ? scheduled(families, withTree.get(0), usageRead, settings) : Optional.empty();
    if (assembly.isPresent()) {
      tree = assembly.get().tree();
      usage = assembly.get().usage() != null ? assembly.get().usage() : UsageSnapshot.zero(tree);
      format = assembly.get().format();
    } else if (scheduled.isPresent()) {
      tree = scheduled.get().tree();
      usage = scheduled.get().usage();
      format = withTree.get(0).format();
      usageInput = usageSpec != null ? usageSpec : withTree.get(0).spec();
      if (usageRead != null && UsageMatching.isEmpty(usageRead.document())) {
        warnings.add(UsageMatching.empty(usageSpec));
      }
    } else {
      SourceDocument main = withTree.get(0);
      tree = main.document().tree();
      usage = main.document().usage() != null ? main.document().usage() : UsageSnapshot.zero(tree);
      format = main.format();
      usageInput = main.spec();
    }
    if (usageRead != null && scheduled.isEmpty()) {
      usage = UsageMatching.match(tree, usageRead.document(), usageSpec, warnings);
      usageInput = usageSpec;
    }
    List<String> inputs = new ArrayList<>(specs);
    if (usageSpec != null) {
      inputs.add(usageSpec);
    }
    String family = families.ofName(format).map(SchedulerFamily::name).orElse(FamilyRegistry.NEUTRAL);
    return new ConversionSource(tree, usage, settings, warnings, family, format, inputs,
        assembly.map(Assembly::losses).orElse(List.of()), usageInput);
  }

  /** The tree and usage as the tree's family holds them when it computes, if it holds them otherwise. */
  private static Optional<Assembly> scheduled(FamilyRegistry families, SourceDocument tree, SourceDocument usage,
      Settings settings) {
    return families.ofName(tree.format()).flatMap(SchedulerFamily::conversion)
        .flatMap(c -> c.asScheduled(tree, usage, settings));
  }

  /** The tree put together by the family of every input holding a tree, when it puts them together. */
  private static Optional<Assembly> assemble(FamilyRegistry families, List<SourceDocument> withTree) {
    Set<Optional<SchedulerFamily>> of = new LinkedHashSet<>();
    withTree.forEach(r -> of.add(families.ofName(r.format())));
    if (withTree.isEmpty() || of.size() != 1 || of.iterator().next().isEmpty()) {
      return Optional.empty();
    }
    return of.iterator().next().get().conversion().flatMap(c -> c.assemble(withTree));
  }

  private static SourceDocument read(FormatRegistry formats, String spec) {
    FormatRegistry.Input input = formats.open(spec);
    return new SourceDocument(spec, input.format() == null ? null : input.format().name(), input.document());
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
