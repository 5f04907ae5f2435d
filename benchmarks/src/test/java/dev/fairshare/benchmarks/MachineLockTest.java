package dev.fairshare.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link MachineLock} in a child JVM whose temporary directory is a test folder (so its {@code jmh.lock} is
 * not the machine's): it lets go of the lock when its owner is gone, at the maximum hold, at the end of its
 * input, and holds it for a command it runs, once the lock is free, exiting with the command's status.
 */
class MachineLockTest {
  private static final long EXIT_SECONDS = 30;

  @TempDir Path dir;
  private final List<Process> started = new ArrayList<>();

  @AfterEach
  void stopWhatIsLeft() {
    started.forEach(Process::destroyForcibly);
  }

  @Test
  void releasesTheLockAsSoonAsItsOwnerIsGone() throws Exception {
    Process owner = start(List.of("sleep", "600"));
    Process holder = machineLock("--owner", Long.toString(owner.pid()));
    assertThat(firstLine(holder)).isEqualTo("locked");
    assertThat(lockIsFree()).isFalse();

    owner.destroy();

    assertThat(holder.waitFor(EXIT_SECONDS, TimeUnit.SECONDS)).isTrue();
    assertThat(holder.exitValue()).isZero();
    assertThat(stderr(holder)).contains("the owner, process " + owner.pid() + ", is gone");
    assertThat(lockIsFree()).isTrue();
  }

  @Test
  void neverHoldsLongerThanTheMaximumWhileTheOwnerRuns() throws Exception {
    Process holder = machineLock("--owner", Long.toString(ProcessHandle.current().pid()), "--max-hold", "1s");
    assertThat(firstLine(holder)).isEqualTo("locked");

    assertThat(holder.waitFor(EXIT_SECONDS, TimeUnit.SECONDS)).isTrue();
    assertThat(stderr(holder)).contains("held for the maximum, 1s (--max-hold)");
    assertThat(lockIsFree()).isTrue();
  }

  @Test
  void releasesTheLockAtTheEndOfItsInput() throws Exception {
    Process holder = machineLock("--owner", Long.toString(ProcessHandle.current().pid()));
    assertThat(firstLine(holder)).isEqualTo("locked");

    holder.getOutputStream().close();

    assertThat(holder.waitFor(EXIT_SECONDS, TimeUnit.SECONDS)).isTrue();
    assertThat(stderr(holder)).contains("end of input");
    assertThat(lockIsFree()).isTrue();
  }

  @Test
  void runsACommandOnceTheLockIsFreeAndExitsWithItsStatus() throws Exception {
    Path ran = dir.resolve("ran");
    Process holder;
    try (FileChannel channel = channel(); FileLock ours = channel.lock()) {
      holder = machineLock("--", "sh", "-c", "touch '" + ran + "'; exit 3");
      assertThat(holder.waitFor(3, TimeUnit.SECONDS)).isFalse();
      assertThat(ran).doesNotExist();
    }
    assertThat(holder.waitFor(EXIT_SECONDS, TimeUnit.SECONDS)).isTrue();
    assertThat(holder.exitValue()).isEqualTo(3);
    assertThat(ran).exists();
    assertThat(stderr(holder)).contains("waiting for another JMH run to finish");
    assertThat(lockIsFree()).isTrue();
  }

  @Test
  void refusesAnOwnerThatDoesNotExist() throws Exception {
    Process owner = start(List.of("true"));
    owner.waitFor();
    Process holder = machineLock("--owner", Long.toString(owner.pid()));

    assertThat(holder.waitFor(EXIT_SECONDS, TimeUnit.SECONDS)).isTrue();
    assertThat(holder.exitValue()).isEqualTo(2);
    assertThat(lockIsFree()).isTrue();
  }

  private Process machineLock(String... args) throws IOException {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Djava.io.tmpdir=" + dir, "-cp", System.getProperty("java.class.path"), MachineLock.class.getName()));
    command.addAll(List.of(args));
    return start(command);
  }

  private Process start(List<String> command) throws IOException {
    Process process = new ProcessBuilder(command).start();
    started.add(process);
    return process;
  }

  private static String firstLine(Process process) throws IOException {
    return new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))
        .readLine();
  }

  private static String stderr(Process process) throws IOException {
    return new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
  }

  private FileChannel channel() throws IOException {
    return FileChannel.open(dir.resolve("jmh.lock"), StandardOpenOption.READ, StandardOpenOption.WRITE,
        StandardOpenOption.CREATE);
  }

  private boolean lockIsFree() throws IOException {
    try (FileChannel channel = channel(); FileLock lock = channel.tryLock()) {
      return lock != null;
    }
  }
}
