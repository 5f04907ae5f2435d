package dev.fairshare.slurm.sshare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.slurm.dump.SacctmgrDumpFormat;
import dev.fairshare.tree.ShareTree;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** {@code slurm.sshare} read on its own over every real Slurm 22.05 output form of the captures. */
class SshareCaptureReadTest {
  private static final Path CAPTURES = Path.of("src/test/resources/slurm/captures");

  @TestFactory
  Stream<DynamicTest> everyOutputFormGivesTheDumpsShapeAndUsage() throws IOException {
    try (Stream<Path> walk = Files.walk(CAPTURES, 3)) {
      return walk.filter(p -> p.getFileName().toString().equals("sacctmgr-dump.cfg")).sorted().toList().stream()
          .flatMap(dump -> Stream.of("sshare-a.txt", "sshare-a-l.txt", "sshare-a-p.txt", "sshare-a-P.txt",
                  "sshare-a-l-p.txt", "sshare-a-l-P.txt")
              .map(dump::resolveSibling).filter(Files::exists)
              .map(out -> DynamicTest.dynamicTest(CAPTURES.relativize(out).toString(), () -> {
                ShareTree expected = new SacctmgrDumpFormat()
                    .read(LineSource.of(dump.toString(), Files.readString(dump))).tree();
                TreeDocument doc = new SshareFormat().read(LineSource.of(out.toString(), Files.readString(out)));
                ShareTree tree = doc.tree();
                assertThat(tree.size()).isEqualTo(expected.size());
                for (int i = 0; i < tree.size(); i++) {
                  assertThat(tree.isUser(i)).isEqualTo(expected.isUser(i));
                  assertThat(tree.depth(i)).isEqualTo(expected.depth(i));
                  assertThat(tree.usesParentShares(i)).isEqualTo(expected.usesParentShares(i));
                  if (i > 0) {
                    assertThat(tree.shares(i)).isEqualTo(expected.shares(i));
                  }
                }
                assertThat(doc.usage().total()).isPositive();
              })));
    }
  }
}
