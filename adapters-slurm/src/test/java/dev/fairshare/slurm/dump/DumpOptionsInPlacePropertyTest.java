package dev.fairshare.slurm.dump;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.NameIndex;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Splitting the options in place (with or without shared strings) gives what splitting the cut-out options
 * gives, and FairShare values are read as the {@code [+-]?\d{1,19}} check plus Long.parseLong reads them
 * (specs/slurm.md §9.2).
 */
class DumpOptionsInPlacePropertyTest {

  @Provide
  Arbitrary<String> lines() {
    return Arbitraries.strings().withChars("User - 'u\"a:=+-/ \t,#F\u00e9").ofMaxLength(40);
  }

  @Property
  void inPlaceSplitEqualsSplitOfTheCut(@ForAll("lines") String line) {
    int from = Math.min(line.length(), 7);
    DumpOptions expected = DumpOptions.parse(line.substring(from), from);
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
}
