package dev.fairshare.slurm.dump;

import dev.fairshare.format.NameIndex;
import java.util.List;

/**
 * The options part of a dump line ({@code 'name':Key=Value:...}) split into the entity name and its fields,
 * as Slurm's {@code _parse_options} ({@code src/sacctmgr/file_functions.c}; docs/algorithms/slurm.md §9.2) splits it.
 *
 * <p>Fields are separated by {@code :}, except a {@code :} inside quotes and a typed-TRES separator such as
 * the one in {@code gres/gpu:tesla=4}. The first field without {@code =} is the name; a second one is an
 * error. A problem is described by {@link #error()} and the column where it is.
 *
 * @param name the entity name without quotes, or {@code null} if none was given
 * @param nameQuote the quote character around the name as written ({@code '}, {@code "} or none)
 * @param fields the {@code Key=Value} fields in order
 * @param error a problem, or {@code null}
 * @param errorCode the problem's code, or {@code null}
 * @param errorColumn the 1-based column of the problem in the options text
 */
public record DumpOptions(String name, String nameQuote, List<DumpField> fields, String error,
    String errorCode, int errorColumn) {

  /** Splits an options text; {@code offset} is the 0-based column where it starts in its line. */
  public static DumpOptions parse(String options, int offset) {
    DumpFieldScanner scanner = new DumpFieldScanner(null);
    scanner.scan(options, 0, offset);
    return scanner.toOptions();
  }

  /**
   * Splits the options of a logical line, {@code line} from index {@code from} on; the same as
   * {@code parse(line.substring(from), from)} without cutting the options out first.
   */
  public static DumpOptions parseLine(String line, int from) {
    DumpFieldScanner scanner = new DumpFieldScanner(null);
    scanner.scan(line, from, from);
    return scanner.toOptions();
  }

  /** {@link #parseLine(String, int)}, with keys and values shared through {@code strings}. */
  static DumpOptions parseLine(String line, int from, NameIndex strings) {
    DumpFieldScanner scanner = new DumpFieldScanner(strings);
    scanner.scan(line, from, from);
    return scanner.toOptions();
  }

  /** Whether there was a problem. */
  public boolean failed() {
    return error != null;
  }
}
