package dev.fairshare.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link ChildJvm}: a child's heap limit and options, output, exit value, and a child that does not end. */
class ChildJvmTest {
  @TempDir
  Path dir;

  @Test
  void aChildRunsWithItsOwnHeapAndItsOutputAndExitValueComeBack() throws Exception {
    ChildJvm.Exit exit = ChildJvm.run("64m", Duration.ofSeconds(60), dir.resolve("log"), Child.class.getName(),
        "print", "two words");

    assertThat(exit.output()).isEqualTo("heap at most 64 MiB; args print|two words; option null\n");
    assertThat(exit.value()).isEqualTo(7);
    assertThat(exit.log()).isEqualTo(dir.resolve("log"));
  }

  @Test
  void aChildTakesTheOptionsGivenForItsJvm() throws Exception {
    ChildJvm.Exit exit = ChildJvm.run("64m", List.of("-Dchild.option=on"), Duration.ofSeconds(60),
        dir.resolve("log"), Child.class.getName(), "print");

    assertThat(exit.output()).isEqualTo("heap at most 64 MiB; args print; option on\n");
  }

  @Test
  void aChildThatDoesNotEndInTimeFailsTheTest() {
    assertThatThrownBy(() -> ChildJvm.run("64m", Duration.ofMillis(500), dir.resolve("log"),
        Child.class.getName(), "sleep"))
        .isInstanceOf(AssertionError.class).hasMessageContaining("did not end within PT0.5S");
  }

  /**
   * The child: prints its heap limit (rounded down to MiB), arguments and property {@code child.option} and
   * exits 7, or sleeps.
   */
  public static final class Child {
    private Child() {}

    public static void main(String[] args) throws InterruptedException {
      if (args[0].equals("sleep")) {
        Thread.sleep(60_000);
      }
      long mib = Runtime.getRuntime().maxMemory() >> 20;
      System.out.println((mib <= 64 ? "heap at most 64 MiB" : "heap " + mib + " MiB") + "; args "
          + String.join("|", args) + "; option " + System.getProperty("child.option"));
      System.exit(7);
    }
  }
}
