package dev.fairshare.testkit.family;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import com.typesafe.config.ConfigValueFactory;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.algorithm.AlgorithmRegistry;
import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.conversion.Loss;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.TargetTraits;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.conversion.engine.Converter;
import dev.fairshare.family.FamilyModule;
import dev.fairshare.family.FamilyModules;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.inject.FairshareModule;
import dev.fairshare.ledger.IdentityMatcher;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.testkit.ExpressibleTrees;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.DecayModel;
import dev.fairshare.usage.UsageUnit;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The contract every scheduler family obeys, ours or an integrator's: extend this class, return the family
 * and a configuration of it that other families cannot fully express, and the shared invariants run against
 * it (docs/integrators.md).
 *
 * <ul>
 *   <li>the family registers: {@link FamilyModules#discover()} finds its module once, family names are
 *       unique, and the injector made over every family on the class path holds its formats and algorithms
 *       under its name ({@code <family>.<name>});
 *   <li>a tree the family expresses ({@link #expressibleTree}) goes from the neutral model to the family and
 *       back, through the files its writer writes and its formats read (taken apart into the neutral model
 *       by its own source rules, {@link ConvertedFiles#neutralTree}), with the same nodes, every leaf's
 *       normalized share within 1e-9 and no loss; again from the family to itself;
 *   <li>every loss is reported with its file and line: the family's source rules, run for a target that
 *       expresses nothing of the family's own, report every construct {@link #lossyInput()} names, each at a
 *       line of one of its files;
 *   <li>the ledger's identities of the family ({@link #identities}) match nodes of that configuration's tree,
 *       and its matcher says whether clusters narrow it ({@link IdentityMatcher#readsClusters}) truly, both
 *       ways: when it says so, a cluster no tree holds matches none of them and {@code all} matches each where
 *       no clusters given does; when it does not, no clusters given, {@code all} and any cluster match each the
 *       same node (so a command that refuses {@code --clusters} on that tree loses nothing);
 *   <li>the family's usage is counted in the unit its test names ({@link #usageUnit}), as its scheduler does;
 *   <li>its check of its own configuration keys ({@link SchedulerFamily#checkConfig}) takes their defaults.
 * </ul>
 *
 * <p>A family that takes no part in {@code convert} ({@link SchedulerFamily#conversion()} empty) is held to
 * the registration only.
 *
 * <pre>{@code
 * class FluxFamilyContractTest extends SchedulerFamilyContract {
 *   protected SchedulerFamily family() { return new FluxFamily(); }
 *   protected FamilyInput lossyInput() {
 *     return FamilyInput.of("flux.db", FormatSample.file(Path.of("inactive.db")), "flux.not-loaded");
 *   }
 * }
 * }</pre>
 */
public abstract class SchedulerFamilyContract {
  private static final int TREES = 12;
  /** A target that expresses none of a family's own constructs, so that every one of them is a loss. */
  static final TargetTraits EXPRESSES_NOTHING = new TargetTraits("a target without the source's constructs",
      false, false, false, null, "users without an entry are not scheduled");

  private Injector injector;

  /** The family under test (a new instance; it is compared by class with the one registered). */
  protected abstract SchedulerFamily family();

  /**
   * A configuration of the family with constructs other families cannot express, and their losses; not read
   * (and may be {@code null}) for a family whose {@link SchedulerFamily#conversion()} is empty.
   */
  protected abstract FamilyInput lossyInput();

  /**
   * Identities of the family's usage ledger ({@code UsageIdentity}: Slurm's cluster, account, user, partition; a
   * PBS entity) that the tree of {@link #lossyInput()} holds, each matching a node of it under the family's own
   * matcher ({@link SchedulerFamily#identityMatcher} with no clusters given); none, the default, for a family
   * that matches no identities of its own on that tree.
   *
   * @param tree the tree of {@link #lossyInput()}, as {@code ConversionSource.read} reads it
   */
  protected List<UsageIdentity> identities(ShareTree tree) {
    return List.of();
  }

  /**
   * The unit the family's usage is counted in under the reference configuration, as its scheduler's own
   * documents name it ({@link SchedulerFamily#usageUnit}); {@link UsageUnit#UNNAMED}, the default, for a family
   * that names none.
   */
  protected UsageUnit usageUnit() {
    return UsageUnit.UNNAMED;
  }

  /** A tree the family expresses without loss, for a seed; by default {@link ExpressibleTrees#everyFamily}. */
  protected ShareTree expressibleTree(long seed) {
    return ExpressibleTrees.everyFamily(seed);
  }

  @Test
  void theServiceLoaderFindsTheFamilyOnceUnderAUniqueName() {
    List<FamilyModule> modules = FamilyModules.discover();
    List<String> names = modules.stream().map(m -> m.family().name()).toList();
    assertThat(names).as("family names on the class path").doesNotHaveDuplicates();
    assertThat(modules).as("modules registering '%s'", family().name())
        .filteredOn(m -> m.family().getClass() == family().getClass()).hasSize(1)
        .allMatch(m -> m.family().name().equals(family().name()));
  }

  @Test
  void everyContributionIsRegisteredUnderTheFamilysName() {
    String name = family().name();
    assertThat(injector().getInstance(FamilyRegistry.class).get(name)).isInstanceOf(family().getClass());
    FormatRegistry formats = injector().getInstance(FormatRegistry.class);
    for (ConfigFormat f : family().formats()) {
      assertThat(f.name()).startsWith(name + ".");
      assertThat(formats.get(f.name())).as("format %s", f.name()).isInstanceOf(f.getClass());
    }
    AlgorithmRegistry algorithms = injector().getInstance(AlgorithmRegistry.class);
    for (AlgorithmFactory a : family().algorithms()) {
      assertThat(a.name()).startsWith(name + ".");
      assertThat(algorithms.names()).as("algorithms").contains(a.name());
    }
    for (DecayModel d : family().decayModels()) {
      assertThat(d.name()).matches(name + "(-.+)?");
    }
  }

  @Test
  void aTreeTheFamilyExpressesGoesFromTheNeutralModelToTheFamilyAndBackLosslessly() {
    Optional<FamilyConversion> conversion = family().conversion();
    if (conversion.isEmpty()) {
      return;
    }
    String name = family().name();
    try (ConvertedFiles files = new ConvertedFiles(injector().getInstance(FormatRegistry.class),
        injector().getInstance(FamilyRegistry.class), injector().getInstance(Converter.class))) {
      for (long seed = 0; seed < TREES; seed++) {
        ShareTree start = expressibleTree(seed);
        ConvertedFiles.Hop there = files.hop(files.neutral(start), name);
        assertThat(there.result().report().losses()).as("losses from the neutral model to %s, tree %d", name, seed)
            .isEmpty();
        SameShares.assertSame(start, files.neutralTree(there.readBack()), "neutral -> " + name
            + ", tree " + seed);
        ConvertedFiles.Hop again = files.hop(there.readBack(), name);
        assertThat(again.result().report().losses()).as("losses from %s to itself, tree %d", name, seed).isEmpty();
        SameShares.assertSame(start, files.neutralTree(again.readBack()), name + " -> " + name
            + ", tree " + seed);
      }
    }
  }

  @Test
  void everyLossIsReportedWithItsFileAndLine() throws IOException {
    Optional<FamilyConversion> conversion = family().conversion();
    if (conversion.isEmpty()) {
      return;
    }
    FamilyInput input = lossyInput();
    Path dir = Files.createTempDirectory("fairshare-family-contract");
    try {
      List<String> paths = new ArrayList<>();
      ConversionSource source = read(input, dir, paths);
      assertThat(source.family()).isEqualTo(family().name());
      RuleContext context = new RuleContext(family().name(), "none", EXPRESSES_NOTHING, source.settings(),
          paths.get(0));
      context.addAll(source.losses());
      WorkTree work = WorkTree.of(source.tree(), source.usage());
      for (ConversionRule rule : conversion.get().sourceRules()) {
        rule.apply(work, context);
      }
      List<Loss> losses = context.losses();
      assertThat(losses).extracting(Loss::construct).as("constructs reported").containsAll(input.losses());
      for (Loss l : losses) {
        assertThat(l.location().source()).as("file of %s", l.render())
            .matches(s -> paths.stream().anyMatch(p -> s.equals(p) || s.startsWith(p + "#")), "is an input");
        assertThat(l.location().line()).as("line of %s", l.render()).isPositive();
      }
    } finally {
      delete(dir);
    }
  }

  @Test
  void theMatcherSaysWhetherClustersNarrowItBothWays() throws IOException {
    if (family().conversion().isEmpty()) {
      return;
    }
    Path dir = Files.createTempDirectory("fairshare-family-contract");
    try {
      ShareTree tree = read(lossyInput(), dir, new ArrayList<>()).tree();
      List<UsageIdentity> identities = identities(tree);
      Optional<IdentityMatcher> own = family().identityMatcher(tree, null);
      if (own.isEmpty()) {
        assertThat(identities).as("identities of a family whose matcher does not recognize its own tree")
            .isEmpty();
        return;
      }
      assertThat(identities).as("identities(tree) of a family that matches its own tree").isNotEmpty();
      IdentityMatcher all = family().identityMatcher(tree, "all").orElseThrow();
      IdentityMatcher elsewhere = family().identityMatcher(tree, NO_TREE_HOLDS).orElseThrow();
      boolean reads = own.get().readsClusters();
      assertThat(List.of(all.readsClusters(), elsewhere.readsClusters())).as("readsClusters whatever the clusters")
          .containsOnly(reads);
      for (UsageIdentity identity : identities) {
        int node = own.get().node(identity);
        assertThat(node).as("node of %s", identity.describe()).isNotNegative();
        assertThat(all.node(identity)).as("%s with clusters all", identity.describe()).isEqualTo(node);
        assertThat(elsewhere.node(identity)).as("%s with clusters %s, readsClusters %s", identity.describe(),
            NO_TREE_HOLDS, reads).isEqualTo(reads ? -1 : node);
      }
    } finally {
      delete(dir);
    }
  }

  /**
   * The family names the unit of its usage as its test says its scheduler does, one line each part, and a unit
   * with a symbol says what it is (the ledger's warnings and {@code explain}'s note name it once).
   */
  @Test
  void theUsageUnitIsTheSchedulersOwn() {
    UsageUnit unit = family().usageUnit(injector().getInstance(Config.class));
    assertThat(unit).isEqualTo(usageUnit());
    assertThat(unit.symbol() + unit.meaning()).doesNotContain("\n", "\r", "\t");
    assertThat(unit.symbol()).isEqualTo(unit.symbol().strip());
    if (!unit.symbol().isEmpty()) {
      assertThat(unit.meaning()).as("what %s is", unit.symbol()).isNotBlank();
    }
  }

  /** The family's own check of its configuration keys takes their defaults ({@link SchedulerFamily#checkConfig}). */
  @Test
  void theFamilysConfigurationCheckTakesTheDefaults() {
    family().checkConfig(injector().getInstance(Config.class));
  }

  /** A cluster name that no tree holds. */
  static final String NO_TREE_HOLDS = "no-tree-holds-this-cluster";

  /** Writes the input's files into {@code dir} (their paths added to {@code paths}) and reads them together. */
  private ConversionSource read(FamilyInput input, Path dir, List<String> paths) throws IOException {
    List<String> specs = new ArrayList<>();
    for (FamilyInput.File f : input.files()) {
      Path p = dir.resolve(f.sample().name());
      Files.write(p, f.sample().content());
      specs.add(f.format() + ":" + p);
      paths.add(p.toString());
    }
    return ConversionSource.read(injector().getInstance(FormatRegistry.class),
        injector().getInstance(FamilyRegistry.class), specs, null);
  }

  private static void delete(Path dir) throws IOException {
    try (var walk = Files.walk(dir)) {
      walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    }
  }

  /**
   * The injector over every family on the class path, its decay the family's own (its first decay model, or
   * core's {@code none}) so that a neutral tree carries none that the family would approximate.
   */
  protected final Injector injector() {
    if (injector == null) {
      List<DecayModel> decays = family().decayModels();
      Config config = ConfigFactory.empty().withValue("fairshare.usage.decay",
          ConfigValueFactory.fromAnyRef(decays.isEmpty() ? "none" : decays.get(0).name()));
      injector = Guice.createInjector(FairshareModule.withFamilies(config));
    }
    return injector;
  }

}
