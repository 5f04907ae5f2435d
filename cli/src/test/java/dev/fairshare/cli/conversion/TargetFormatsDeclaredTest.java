package dev.fairshare.cli.conversion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.cli.Wiring;
import dev.fairshare.conversion.OutputFile;
import dev.fairshare.conversion.TargetFiles;
import dev.fairshare.conversion.TargetOptions;
import dev.fairshare.conversion.TargetWriter;
import dev.fairshare.conversion.engine.ConversionSource;
import dev.fairshare.conversion.engine.Converter;
import dev.fairshare.testkit.family.ConvertedFiles;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every conversion target declares the formats its writer writes with ({@code TargetWriter.formats}), which
 * {@code convert} checks before it reads any input: each target, given a source with usage (the Slurm example
 * with its {@code sshare} usage, so the usage file is written too), writes all its files with the declared
 * formats alone.
 */
class TargetFormatsDeclaredTest {
  private static final Wiring WIRING = Wiring.defaults();
  private static final Converter CONVERTER = WIRING.injector().getInstance(Converter.class);

  @Test
  void everyTargetWritesWithTheFormatsItDeclaresAlone() {
    ConversionSource source = ConversionSource.read(WIRING.formats(), WIRING.families(),
        List.of("../examples/slurm/alder.cfg", "../examples/slurm/slurm.conf"),
        "../examples/slurm/sshare-a-l-P.txt");
    assertThat(CONVERTER.targets()).hasSizeGreaterThanOrEqualTo(4);
    for (String target : CONVERTER.targets()) {
      TargetWriter writer = CONVERTER.conversionOf(target).writer();
      TargetFiles.check(WIRING.formats(), writer);
      Converter.Result result = CONVERTER.convert(source, target);
      assertThat(result.converted().hasUsage()).as(target).isTrue();
      List<OutputFile> files = writer.write(result.converted(),
          ConvertedFiles.declaredOnly(WIRING.formats(), writer), TargetOptions.defaults());
      assertThat(files).as(target).isNotEmpty();
      for (OutputFile f : files) {
        // a format's file is written when staged: here, with the declared formats alone
        assertThat(f.content()).as(target + " " + f.name()).isNotEmpty();
      }
    }
  }
}
