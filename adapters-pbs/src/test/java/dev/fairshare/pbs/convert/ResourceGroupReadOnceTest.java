package dev.fairshare.pbs.convert;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.family.FamilyRegistry;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.pbs.PbsFamily;
import dev.fairshare.pbs.resourcegroup.ResourceGroupFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands that read a PBS site as PBS holds it ({@code explain}, {@code compare}, {@code view},
 * {@code compute}: {@link ConversionSource#readAsScheduled}) read {@code resource_group} once, as PBS reads it
 * (the family's reading), not first with its format and then again, which held a large file's tree twice.
 * The format is counted: it reads nothing on the way to a result, and only where the reading fails (for the
 * same messages as ever).
 */
class ResourceGroupReadOnceTest {
  @TempDir
  Path dir;

  /** {@code pbs.resource-group}, counting the files it reads. */
  private static final class Counting implements ConfigFormat {
    private final ResourceGroupFormat format = new ResourceGroupFormat();
    int reads;

    @Override
    public String name() {
      return format.name();
    }

    @Override
    public String description() {
      return format.description();
    }

    @Override
    public MatchStrength probe(String head) {
      return format.probe(head);
    }

    @Override
    public TreeDocument read(LineSource source) {
      reads++;
      return format.read(source);
    }

    @Override
    public TreeDocument read(Path path) {
      reads++;
      return format.read(path);
    }
  }

  private final Counting counting = new Counting();

  private ConversionSource read(String... specs) {
    Map<String, ConfigFormat> formats = new LinkedHashMap<>();
    new PbsFamily().formats().forEach(f -> formats.put(f.name(), f));
    formats.put(counting.name(), counting);
    return ConversionSource.readAsScheduled(new FormatRegistry(formats),
        new FamilyRegistry(Map.of("pbs", new PbsFamily())), List.of(specs), null);
  }

  private Path file(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text);
  }

  @Test
  void resourceGroupIsReadOnceAsPbsReadsItNamedOrProbed() throws IOException {
    Path rg = file("resource_group", "eng 10 root 60\namy 11 eng 1\nbob 12 eng 1\n# eng's id again\nops 10 root 40\n");
    Path sc = file("sched_config", "unknown_shares: 20\n");
    for (String spec : List.of(rg.toString(), "pbs.resource-group:" + rg)) {
      ConversionSource s = read(spec, "pbs.sched-config:" + sc);
      assertThat(counting.reads).as(spec).isZero();
      // PBS's tree: unknown first with sched_config's 20 shares, then the file's lines
      assertThat(s.tree().indexOf("eng/amy")).isPositive();
      assertThat(s.tree().shares(s.tree().indexOf("unknown"))).isEqualTo(20);
      assertThat(s.family()).isEqualTo("pbs");
      assertThat(s.treeFormat()).isEqualTo(ResourceGroupFormat.NAME);
      // resource_group's warnings are still reported, once: ops has eng's id
      assertThat(s.warnings()).extracting(p -> p.code()).containsExactly("pbs.resource-group.duplicate-id");
    }
  }

  @Test
  void aResourceGroupPbsDropsALineOfFailsWithItsFormatsMessages() throws IOException {
    Path rg = file("resource_group", "eng 10 root 60\namy 11 nowhere 1\n");
    Path sc = file("sched_config", "unknown_shares: 20\n");
    assertThatThrownBy(() -> read(rg.toString(), "pbs.sched-config:" + sc)).isInstanceOf(ConfigParseException.class)
        .satisfies(e -> assertThat(((ConfigParseException) e).problems()).extracting(p -> p.code())
            .containsExactly("pbs.resource-group.unknown-parent"));
    // with another input's problem too, every input's problems in order, as the formats report them
    Path usage = file("usage", "not a usage file at all, and long enough to hold its header\n");
    assertThatThrownBy(() -> read(rg.toString(), "pbs.usage:" + usage)).isInstanceOf(ConfigParseException.class)
        .satisfies(e -> assertThat(((ConfigParseException) e).problems()).extracting(p -> p.code())
            .containsExactly("pbs.resource-group.unknown-parent", "pbs.usage.foreign"));
  }
}
