package dev.fairshare.flux.convert;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.typesafe.config.ConfigFactory;
import dev.fairshare.config.FairshareConfig;
import dev.fairshare.conversion.Loss;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.conversion.NormalizedShares;
import dev.fairshare.conversion.OutputFile;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.conversion.TargetOptions;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.conversion.engine.Converter;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.flux.Captures;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.inject.FairshareModule;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * flux-accounting in {@code convert}: a tree flux can express goes to flux and back with every user's
 * normalized share within 1e-9 and no loss; users beside sub-banks move into a new bank with their share
 * of the tree kept, reported; every row flux ignores is reported dropped.
 */
class FluxConversionTest {
  private static final Injector INJECTOR = Guice.createInjector(
      FairshareModule.withFamilies(FairshareConfig.load(ConfigFactory.parseString("fairshare.usage.decay = flux"))));
  private static final FormatRegistry FORMATS = INJECTOR.getInstance(FormatRegistry.class);
  private static final FamilyRegistry FAMILIES = INJECTOR.getInstance(FamilyRegistry.class);
  private static final Converter CONVERTER = INJECTOR.getInstance(Converter.class);

  @TempDir
  Path dir;

  @Property(tries = 25)
  void aTreeFluxCanExpressGoesThereAndBackUnchanged(@ForAll long seed) throws Exception {
    ShareTree start = expressible(seed);
    Path tsv = Files.createTempFile("flux-start", ".tsv");
    Files.writeString(tsv, FORMATS.get("fairshare.tsv").write(TreeDocument.of(start, null)));
    ConversionSource source = ConversionSource.read(FORMATS, FAMILIES, List.of("fairshare.tsv:" + tsv), null);
    Path work = Files.createTempDirectory("flux-conversion");
    try {
      ConversionSource flux = hop(source, work.resolve("1"));
      ConversionSource again = hop(flux, work.resolve("2"));
      for (ConversionSource s : List.of(flux, again)) {
        assertSameShares(start, s.tree(), Map.of());
      }
    } finally {
      try (var walk = Files.walk(work)) {
        walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
      Files.delete(tsv);
    }
  }

  @Test
  void usersBesideSubBanksMoveIntoANewBankWithTheirShareOfTheTreeKept() throws Exception {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int physics = b.group(ShareTreeBuilder.ROOT, "physics", 40);
    b.user(physics, "alice", 3);
    int hep = b.group(physics, "hep", 5);
    b.user(hep, "bob", 1);
    b.user(physics, "carol", 1);
    b.user(ShareTreeBuilder.ROOT, "dave", 10);
    ShareTree start = b.build();
    Path tsv = dir.resolve("mixed.tsv");
    Files.writeString(tsv, FORMATS.get("fairshare.tsv").write(TreeDocument.of(start, null)));
    Converter.Result result = CONVERTER.convert(
        ConversionSource.read(FORMATS, FAMILIES, List.of("fairshare.tsv:" + tsv), null), "flux");
    assertThat(result.report().losses()).extracting(Loss::construct)
        .containsExactly("flux.users-beside-banks", "flux.users-beside-banks");
    assertSameShares(start, result.tree().tree(), Map.of("physics/alice", "physics/physics_users/alice",
        "physics/carol", "physics/physics_users/carol", "dave", "root_users/dave"));
  }

  @Test
  void everyRowFluxIgnoresIsReportedDroppedWhenFluxIsTheSource() throws Exception {
    Path db = Captures.database("medium-mixed-6", dir);
    ConversionSource source = ConversionSource.read(FORMATS, FAMILIES, List.of("flux.db:" + db), null);
    RuleContext context = new RuleContext("flux", "slurm", CONVERTER.conversionOf("flux").traits(),
        source.settings(), db.toString());
    for (var rule : CONVERTER.conversionOf("flux").sourceRules()) {
      rule.apply(WorkTree.of(source.tree(), source.usage()), context);
    }
    assertThat(context.losses()).isNotEmpty().hasSize(source.warnings().size())
        .allMatch(l -> l.construct().equals("flux.not-loaded") && l.action() == LossAction.DROPPED
            && l.location().line() > 0);
  }

  private static ConversionSource hop(ConversionSource source, Path out) throws Exception {
    Converter.Result result = CONVERTER.convert(source, "flux");
    assertThat(result.report().losses()).as(source.family() + " -> flux").isEmpty();
    List<OutputFile> files = CONVERTER.conversionOf("flux").writer().write(result.converted(), FORMATS,
        TargetOptions.defaults());
    assertThat(files).extracting(OutputFile::name).containsExactly("FluxAccounting.db");
    Files.createDirectories(out);
    Files.write(out.resolve("FluxAccounting.db"), files.get(0).content());
    return ConversionSource.read(FORMATS, FAMILIES, List.of(files.get(0).spec(out.resolve("FluxAccounting.db"))),
        null);
  }

  /** Every user of {@code expected} has the same normalized share in {@code actual} (at its moved path). */
  private static void assertSameShares(ShareTree expected, ShareTree actual, Map<String, String> moved) {
    double[] e = NormalizedShares.of(expected);
    double[] a = NormalizedShares.of(actual);
    Map<String, Integer> index = new HashMap<>();
    for (int i = 0; i < actual.size(); i++) {
      index.put(actual.path(i), i);
    }
    int users = 0;
    for (int i = 0; i < expected.size(); i++) {
      if (expected.isUser(i)) {
        String path = moved.getOrDefault(expected.path(i), expected.path(i));
        assertThat(index).containsKey(path);
        assertThat(a[index.get(path)]).as(path).isCloseTo(e[i], org.assertj.core.data.Offset.offset(1e-9));
        users++;
      }
    }
    assertThat(actual.userCount()).isEqualTo(users);
  }

  /** A tree flux expresses: banks down to depth 5, users only in banks without sub-banks, whole shares. */
  private static ShareTree expressible(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    ShareTreeBuilder b = new ShareTreeBuilder();
    int banks = 0;
    java.util.ArrayDeque<int[]> todo = new java.util.ArrayDeque<>();
    todo.add(new int[] {ShareTreeBuilder.ROOT, 0});
    while (!todo.isEmpty()) {
      int[] t = todo.poll();
      boolean leaf = t[1] >= 4 || (t[1] > 0 && r.nextInt(3) == 0);
      int children = 1 + r.nextInt(4);
      int base = r.nextInt(7);
      for (int c = 0; c < children; c++) {
        if (leaf) {
          b.add(t[0], "u" + (base + c) % 7, NodeKind.USER, r.nextInt(5), false, null, null);
        } else {
          int id = b.add(t[0], "b" + banks++, NodeKind.GROUP, 1 + r.nextInt(9), false, null, null);
          todo.add(new int[] {id, t[1] + 1});
        }
      }
    }
    return b.build();
  }
}
