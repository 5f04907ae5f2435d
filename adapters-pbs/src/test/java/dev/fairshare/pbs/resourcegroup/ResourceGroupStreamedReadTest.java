package dev.fairshare.pbs.resourcegroup;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.pbs.CappedProblems;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code resource_group} read a line at a time from disk gives what the same text read whole gives: the
 * kept lines, PBS's messages in order, and every problem with its position, whatever the line endings
 * (CRLF stays in the shares, as for PBS's {@code fgets}), the long lines split in 255-byte pieces and a
 * last line without a newline. Problems of one code beyond {@value CappedProblems#PER_CODE} are counted.
 */
class ResourceGroupStreamedReadTest {
  @TempDir
  Path dir;

  private void sameAsWhole(String text) throws IOException {
    Path file = dir.resolve("resource_group");
    Files.writeString(file, text, StandardCharsets.UTF_8);
    ResourceGroupFile whole = ResourceGroupParser.parse(LineSource.of(file.toString(), text));
    List<String> messages = new ArrayList<>();
    ResourceGroupFile streamed = ResourceGroupParser.read(file, messages::add);

    assertThat(streamed.entries()).isEqualTo(whole.entries());
    assertThat(messages).isEqualTo(whole.pbsMessages());
    assertThat(streamed.problems()).isEqualTo(whole.problems());
  }

  @Test
  void theSampleWithEveryKindOfBadLineReadsTheSame() throws IOException {
    sameAsWhole("# comment\n* also\ngrpA 10 root 10\nu1 11 grpA 10 # note\nu1 12 grpA 5\nu2 13 nosuch 5\n"
        + "u3 14 grpA 10x\nu4 1x grpA 10\nu5 15 grpA\nneg -3 root -7\nun1 16 unknown 2\nsub 17 u1 4\n"
        + "TREEROOT 0 root 1\nunknown 1 root 1\nt 18 TREEROOT 3\nx 11 root 1 extra\n");
  }

  @Test
  void crlfEndingsLongLinesAndNoLastNewlineReadTheSame() throws IOException {
    sameAsWhole("a 10 root 5\r\nb 11 root 5 # ok\r\n");
    sameAsWhole("a 10 root 5 #" + "x".repeat(300) + "\nb 11 root\n");
    sameAsWhole("a 10 root 5 #" + "é".repeat(121) + "\nb 11 a 2");
    sameAsWhole("a 10 root 5 " + "#".repeat(498) + "\n");
    sameAsWhole("a 10 root 5 " + "#".repeat(498));
  }

  @Test
  void problemsOfOneCodeBeyondAThousandAreCountedNotKept() throws IOException {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 1500; i++) {
      text.append("n".repeat(50)).append(i).append(' ').append(i + 10).append(" root 1\n");
    }
    Path file = dir.resolve("resource_group");
    Files.writeString(file, text);

    List<Problem> problems = ResourceGroupParser.read(file, message -> { }).problems();

    assertThat(problems).hasSize(1001);
    assertThat(problems).extracting(Problem::code).containsOnly("pbs.resource-group.long-name");
    assertThat(problems.get(999).location().line()).isEqualTo(1000);
    assertThat(problems.get(1000).isError()).isFalse();
    assertThat(problems.get(1000).message())
        .isEqualTo("500 more problems like this one, not listed (the first 1,000 are)");
  }
}
