package dev.fairshare.cli.pbsfs;

import dev.fairshare.cli.FairshareCommand;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;

/**
 * The child JVM of {@link PbsfsMemoryTest}: runs {@code pbsfs -p} on a {@code sched_priv} folder, counting
 * the table's lines and keeping its first three, then {@code pbsfs -g OTHER}, {@code pbsfs -c OTHER ENTITY}
 * and {@code pbsfs -s ENTITY VALUE} (the arguments: the folder, ENTITY, VALUE, OTHER); prints every exit code and the
 * output of {@code -g} and {@code -c}.
 */
public final class RunPbsfsChild {
  private RunPbsfsChild() {}

  public static void main(String[] args) {
    LineCounter table = new LineCounter();
    StringWriter err = new StringWriter();
    int p = FairshareCommand.run(new PrintWriter(table), new PrintWriter(err), "pbsfs", "--sched-priv", args[0],
        "-p");
    System.out.print("p exit " + p + " lines " + table.lines + "\n" + table.first);
    StringWriter entity = new StringWriter();
    int g = FairshareCommand.run(new PrintWriter(entity), new PrintWriter(err), "pbsfs", "--sched-priv", args[0],
        "-g", args[3]);
    System.out.print("g exit " + g + "\n" + entity);
    StringWriter comparison = new StringWriter();
    int c = FairshareCommand.run(new PrintWriter(comparison), new PrintWriter(err), "pbsfs", "--sched-priv",
        args[0], "-c", args[3], args[1]);
    System.out.print("c exit " + c + "\n" + comparison);
    int s = FairshareCommand.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "pbsfs",
        "--sched-priv", args[0], "-s", args[1], args[2]);
    System.out.print("s exit " + s + "\n" + err);
  }

  /** Counts the lines written and keeps the first three. */
  private static final class LineCounter extends Writer {
    long lines;
    final StringBuilder first = new StringBuilder();

    @Override
    public void write(char[] buffer, int offset, int length) {
      for (int i = offset; i < offset + length; i++) {
        if (lines < 3) {
          first.append(buffer[i]);
        }
        if (buffer[i] == '\n') {
          lines++;
        }
      }
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  }
}
