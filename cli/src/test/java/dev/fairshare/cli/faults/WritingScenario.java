package dev.fairshare.cli.faults;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;

/**
 * One writing command to fault: the folder it starts from (a template copied afresh before every run: its
 * inputs under {@code in/} and the files it changes, as state A) and its command line over a copy of it.
 * {@code main} is the class a child JVM runs ({@code dev.fairshare.cli.Main}, or a test writer).
 *
 * @param name what is written, for messages
 * @param template the folder copied before each run
 * @param args the command line, given the copy's root
 * @param main the main class of a child run
 */
record WritingScenario(String name, Path template, Function<Path, List<String>> args, String main) {
  @Override
  public String toString() {
    return name;
  }
}
