package dev.fairshare.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.command.ExitCodes;
import java.util.List;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.lifecycle.AddLifecycleHook;
import net.jqwik.api.lifecycle.AfterProperty;

/**
 * Every command's argument parser fuzzed, our own commands and every family's native ones ({@code sshare},
 * {@code pbsfs}, {@code pbs-formula}, {@code bqueues}, {@code bhpart}, {@code flux-account}): a random
 * command line ({@link CommandLines}) ends with a documented exit code of docs/errors.md other than an
 * internal error (0 success, 1 bad input, 2 misuse, 3 an I/O failure), says why when it fails, and never
 * shows a stack trace. The longer run raises the tries with {@code -Dfairshare.fuzz.tries=N} ({@link FuzzTries}).
 */
class CommandLineFuzzTest {
  private static final List<Integer> DOCUMENTED = List.of(ExitCodes.OK, ExitCodes.BAD_INPUT, ExitCodes.MISUSE,
      ExitCodes.IO);
  /**
   * A Java exception's name before its message ({@code IllegalStateException:}, {@code OutOfMemoryError:}),
   * except Python's {@code ValueError:}, which {@code flux-account view-bank} prints for a bank it does not
   * know, as flux-accounting's own command does ({@code ViewBankCommand}).
   */
  private static final Pattern JAVA_EXCEPTION = Pattern.compile("\\b(?!ValueError:)\\w+(Exception|Error):");
  private final FuzzWorkspace ws = FuzzWorkspace.create();
  private final CommandLines lines = new CommandLines(ws);

  @AfterProperty
  void cleanUp() {
    ws.close();
  }

  @Provide
  Arbitrary<List<String>> commandLines() {
    return lines.lines();
  }

  @Property(tries = 150)
  @AddLifecycleHook(FuzzTries.class)
  void anyCommandLineEndsWithADocumentedCodeAndNoStackTrace(@ForAll("commandLines") List<String> args) {
    CommandRun run = CommandRun.of(args.toArray(String[]::new));
    Statistics.label("command").collect(args.stream().takeWhile(a -> a.matches("[a-z][a-z-]+")).toList());
    Statistics.label("exit code").collect(run.exitCode());
    assertThat(DOCUMENTED).as("exit code of %s: %s", args, run.err()).contains(run.exitCode());
    assertNoJavaException(args, run.err());
    if (run.exitCode() != ExitCodes.OK) {
      assertThat(run.out() + run.err()).as("a failing run says why: %s", args).isNotBlank();
    }
  }

  /**
   * flux's own ValueError is not taken for a Java exception. The fuzz case gave {@code -D --bogus} too: an unknown
   * configuration key, now refused when the command starts, before the database is read (misuse first).
   */
  @Example
  void fluxAccountsOwnValueErrorForAnUnknownBankIsNotTakenForAJavaException() {
    List<String> args = List.of("flux-account", "view-bank", "nonsense", "-t", "-p", ws.file("flux.db"));
    CommandRun run = CommandRun.of(args.toArray(String[]::new));
    assertThat(run.err()).contains("ValueError: bank nonsense not found in bank_table");
    assertNoJavaException(args, run.err());
    CommandRun bogus = CommandRun.of("flux-account", "view-bank", "nonsense", "-D", "--bogus", "-t", "-p",
        ws.file("flux.db"));
    assertThat(bogus.exitCode()).isEqualTo(ExitCodes.MISUSE);
    assertThat(bogus.err()).startsWith("fairshare: unknown configuration key '--bogus' (given with -D)")
        .doesNotContain("ValueError");
  }

  @Example
  void aJavaExceptionsNameIsStillCaught() {
    assertThat(JAVA_EXCEPTION.matcher("fairshare: java.lang.IllegalStateException: boom").find()).isTrue();
    assertThat(JAVA_EXCEPTION.matcher("Exception in thread: java.lang.OutOfMemoryError: heap").find()).isTrue();
    assertThat(JAVA_EXCEPTION.matcher("flux-account: ERROR: view-bank: ValueError: bank x").find()).isFalse();
  }

  private static void assertNoJavaException(List<String> args, String err) {
    assertThat(err).as("%s", args).doesNotContain("\tat ");
    assertThat(JAVA_EXCEPTION.matcher(err).find()).as("a Java exception's name in %s: %s", args, err).isFalse();
  }
}
