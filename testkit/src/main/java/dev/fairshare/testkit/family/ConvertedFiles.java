package dev.fairshare.testkit.family;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.conversion.ConversionRule;
import dev.fairshare.conversion.FamilyConversion;
import dev.fairshare.conversion.OutputFile;
import dev.fairshare.conversion.RuleContext;
import dev.fairshare.conversion.WorkTree;
import dev.fairshare.conversion.TargetFormat;
import dev.fairshare.conversion.TargetOptions;
import dev.fairshare.conversion.TargetWriter;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.conversion.engine.Converter;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.ShareTree;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Conversions through real files, as {@code fairshare convert} makes them: a tree written as the neutral
 * {@code fairshare.tsv}, and each conversion's files written by the target's writer into a directory and read
 * back, every file that a format reads, as the target's input. Used by {@link SchedulerFamilyContract} and by
 * tests over every pair of registered families.
 */
public final class ConvertedFiles implements AutoCloseable {
  private final FormatRegistry formats;
  private final FamilyRegistry families;
  private final Converter converter;
  private final Path dir;
  private int step;

  /** Conversions with these registries, in a new temporary directory removed by {@link #close()}. */
  public ConvertedFiles(FormatRegistry formats, FamilyRegistry families, Converter converter) {
    this.formats = formats;
    this.families = families;
    this.converter = converter;
    try {
      this.dir = Files.createTempDirectory("fairshare-converted");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A tree written as {@code fairshare.tsv} and read back as a conversion's source. */
  public ConversionSource neutral(ShareTree tree) {
    Path tsv = next().resolve("start.tsv");
    write(tsv, formats.get("fairshare.tsv").writeBytes(TreeDocument.of(tree, null)));
    return ConversionSource.read(formats, families, List.of("fairshare.tsv:" + tsv), null);
  }

  /**
   * A conversion to a family and its written files read back; the report is the conversion's. The writer
   * writes with the formats it declares alone ({@link #declaredOnly}), which {@code convert} checks before it
   * reads anything.
   */
  public Hop hop(ConversionSource source, String target) {
    Converter.Result result = converter.convert(source, target);
    TargetWriter writer = converter.conversionOf(target).writer();
    List<OutputFile> files = writer.write(result.converted(), declaredOnly(formats, writer),
        TargetOptions.defaults());
    Path into = next();
    List<String> inputs = new ArrayList<>();
    for (OutputFile f : files) {
      Path p = into.resolve(f.name());
      write(p, f.content());
      if (f.format() != null && !f.usage()) {
        inputs.add(f.spec(p));
      }
    }
    return new Hop(result, ConversionSource.read(formats, families, inputs, null));
  }

  /**
   * The registry of {@code formats} that holds only the formats a target's writer declares
   * ({@link TargetWriter#formats()}): a writer that writes with another fails ({@code MissingFormatException}),
   * as it would in a build that registers only what it declares.
   */
  public static FormatRegistry declaredOnly(FormatRegistry formats, TargetWriter writer) {
    Map<String, ConfigFormat> declared = new HashMap<>();
    for (TargetFormat f : writer.formats()) {
      if (formats.names().contains(f.format())) {
        declared.put(f.format(), formats.get(f.format()));
      }
    }
    return new FormatRegistry(declared);
  }

  /**
   * The neutral model of a family's input: its tree after the source family's rules took the family's own
   * constructs apart (PBS's built-in unknown group), for a target as able as the family itself, which takes
   * nothing away; an {@link AssertionError} if they report a loss. A neutral source is its own tree.
   */
  public ShareTree neutralTree(ConversionSource source) {
    if (!families.names().contains(source.family())) {
      return source.tree();
    }
    Optional<FamilyConversion> conversion = families.get(source.family()).conversion();
    if (conversion.isEmpty()) {
      return source.tree();
    }
    RuleContext context = new RuleContext(source.family(), source.family(), conversion.get().traits(),
        source.settings(), source.inputs().get(0));
    WorkTree work = WorkTree.of(source.tree(), source.usage());
    for (ConversionRule rule : conversion.get().sourceRules()) {
      rule.apply(work, context);
    }
    assertThat(context.losses()).as("losses taking %s's files apart", source.family()).isEmpty();
    return work.freeze().tree();
  }

  /**
   * One conversion: its result (the report's losses) and the target's files read back.
   *
   * @param result the conversion
   * @param readBack the written files read as the target family's input
   */
  public record Hop(Converter.Result result, ConversionSource readBack) {}

  private Path next() {
    Path p = dir.resolve(Integer.toString(step++));
    try {
      return Files.createDirectories(p);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void write(Path p, byte[] content) {
    try {
      Files.write(p, content);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void close() {
    try (Stream<Path> walk = Files.walk(dir)) {
      walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
