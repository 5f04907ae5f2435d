package dev.fairshare.slurm.dump;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.NameIndex;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Splitting the options with the reusable scanner, in place (with or without shared strings), gives what
 * the former splitter (kept below as the reference, unchanged) gave on the cut-out options (with or without shared
 * strings) gives what splitting the cut-out options gives, and FairShare values are read as the {@code [+-]?\d{1,19}}
 * check plus Long.parseLong reads them (docs/algorithms/slurm.md §9.2).
 */
class DumpOptionsInPlacePropertyTest {

  @Provide
  Arbitrary<String> lines() {
    return Arbitraries.strings().withChars("User - 'u\"a:=+-/ \t,#F\u00e9").ofMaxLength(40);
  }

  @Property
  void inPlaceSplitEqualsSplitOfTheCut(@ForAll("lines") String line) {
    int from = Math.min(line.length(), 7);
    DumpOptions expected = formerParse(line.substring(from), from);
    assertThat(DumpOptions.parse(line.substring(from), from)).isEqualTo(expected);
    assertThat(DumpOptions.parseLine(line, from)).isEqualTo(expected);
    NameIndex strings = new NameIndex(2);
    assertThat(DumpOptions.parseLine(line, from, strings)).isEqualTo(expected);
    assertThat(DumpOptions.parseLine(line, from, strings)).isEqualTo(expected);
  }

  @Provide
  Arbitrary<String> values() {
    return Arbitraries.strings().withChars("+-0123456789 pParentx\u0663").ofMaxLength(22);
  }

  @Property
  void fairShareValuesAsTheRegexReadsThem(@ForAll("values") String text) {
    assertThat(FairShareValue.parse(text)).isEqualTo(reference(text));
  }

  /** The former reading: a regex check, then Long.parseLong. */
  private static FairShareValue reference(String text) {
    String t = text.strip();
    if (t.length() >= 6 && t.substring(0, 6).toLowerCase(java.util.Locale.ROOT).equals("parent")) {
      return new FairShareValue(0, true);
    }
    if (!t.matches("[+-]?\\d{1,19}")) {
      return null;
    }
    long value;
    try {
      value = Long.parseLong(t.startsWith("+") ? t.substring(1) : t);
    } catch (NumberFormatException e) {
      return null;
    }
    if (value < 0) {
      return new FairShareValue(1, false);
    }
    if (value == FairShareValue.USE_PARENT) {
      return new FairShareValue(0, true);
    }
    return value > FairShareValue.USE_PARENT ? null : new FairShareValue(value, false);
  }

  // The former DumpOptions.parse, unchanged, as the reference.

  private static DumpOptions formerParse(String options, int offset) {
    String name = null;
    String nameQuote = "";
    List<DumpField> fields = new ArrayList<>();
    int n = options.length();
    int i = 0;
    while (i < n) {
      int start = i;
      boolean quote = false;
      char quoteChar = 0;
      while (i < n && options.charAt(i) != '\n'
          && (options.charAt(i) != ':' || quote || isTresSeparator(options, start, i))) {
        char c = options.charAt(i);
        if (c == '"' || c == '\'') {
          if (!quote) {
            quote = true;
            quoteChar = c;
          } else if (c == quoteChar) {
            quote = false;
          }
        }
        i++;
      }
      if (quote) {
        return new DumpOptions(name, nameQuote, fields, "unterminated quote " + quoteChar,
            "slurm.dump.bad-quote", offset + start + 1);
      }
      if (i > start) {
        String sub = options.substring(start, i).strip();
        int eq = operatorAt(sub);
        if (eq < 0) {
          if (name != null) {
            return new DumpOptions(name, nameQuote, fields,
                "a second name '" + sub + "' (end the option with '=')", "slurm.dump.bad-field",
                offset + start + 1);
          }
          name = DumpValues.unquote(sub);
          nameQuote = sub.startsWith("'") || sub.startsWith("\"") ? sub.substring(0, 1) : "";
        } else {
          String op = sub.charAt(eq) == '=' ? "=" : sub.substring(eq, eq + 2);
          fields.add(new DumpField(sub.substring(0, eq), op, sub.substring(eq + op.length()),
              offset + start + 1));
        }
      }
      if (i < n && options.charAt(i) == ':') {
        i++;
      } else {
        break;
      }
    }
    return new DumpOptions(name, nameQuote, List.copyOf(fields), null, null, 0);
  }
  private static int operatorAt(String sub) {
    for (int k = 0; k < sub.length(); k++) {
      char c = sub.charAt(k);
      if (c == '=') {
        return k;
      }
      if ((c == '+' || c == '-') && k + 1 < sub.length() && sub.charAt(k + 1) == '=') {
        return k;
      }
    }
    return -1;
  }
  private static boolean isTresSeparator(String text, int start, int i) {
    for (int k = i - 1; k >= start; k--) {
      char c = text.charAt(k);
      if (c == '/') {
        return true;
      }
      if (c == '=' || c == ',' || c == ':' || c == '\'' || c == '"') {
        return false;
      }
    }
    return false;
  }
}
