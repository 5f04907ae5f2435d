package dev.fairshare.slurm.sshare;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PrintFieldsTest {

  private static String aligned(java.util.function.Consumer<PrintFields> cell) {
    StringBuilder out = new StringBuilder();
    cell.accept(new PrintFields(out, Parsable.NONE));
    return out.toString();
  }

  @Test
  void doubleWiderThanItsFieldSwitchesToExponentFormAndFitsTheWidth() {
    // LevelFS of a parent account in Fair Tree is 4294967294 = NO_VAL: blank, not a number
    assertThat(aligned(p -> p.dbl(SshareColumn.LEVEL_FS.width(), 4294967294.0, false))).isEqualTo("           ");
    assertThat(aligned(p -> p.dbl(SshareColumn.LEVEL_FS.width(), 12345.678, false))).isEqualTo("1.2346e+04 ");
    assertThat(aligned(p -> p.dbl(SshareColumn.LEVEL_FS.width(), 123.456, false))).isEqualTo("123.456000 ");
    assertThat(aligned(p -> p.dbl(SshareColumn.NORM_SHARES.width(), 1234.5, false))).isEqualTo("1234.500000 ");
    assertThat(aligned(p -> p.dbl(SshareColumn.NORM_SHARES.width(), 12345.5, false))).isEqualTo("1.23455e+04 ");
  }

  @Test
  void infinityPrintsInf() {
    assertThat(aligned(p -> p.dbl(SshareColumn.LEVEL_FS.width(), Double.POSITIVE_INFINITY, false)))
        .isEqualTo("       inf ");
  }

  @Test
  void longStringsAreCutWithAPlusAndBlankStringsAreSpaces() {
    assertThat(aligned(p -> p.str(SshareColumn.ACCOUNT.width(), "  a-very-long-account-name", false)))
        .isEqualTo("  a-very-long-accou+ ");
    assertThat(aligned(p -> p.str(SshareColumn.USER.width(), null, false))).isEqualTo("           ");
    assertThat(aligned(p -> p.str(SshareColumn.ACCOUNT.width(), "root", false))).isEqualTo("root                 ");
  }

  @Test
  void unsignedBlanksAreNoValAndInfinite() {
    assertThat(aligned(p -> p.uint32(SshareColumn.RAW_SHARES.width(), 0xfffffffeL, false))).isEqualTo("           ");
    assertThat(aligned(p -> p.uint32(SshareColumn.RAW_SHARES.width(), 40, false))).isEqualTo("        40 ");
    assertThat(aligned(p -> p.uint64(SshareColumn.RAW_USAGE.width(), 123456789012L, false))).isEqualTo("123456789012 ");
  }

  @Test
  void parsableEndingFollowsEveryCellAndNoEndingOnlySeparates() {
    StringBuilder p = new StringBuilder();
    PrintFields ending = new PrintFields(p, Parsable.ENDING);
    ending.str(SshareColumn.USER.width(), null, false);
    ending.dbl(SshareColumn.FAIR_SHARE.width(), Double.NaN, true);
    assertThat(p).hasToString("||");
    StringBuilder q = new StringBuilder();
    PrintFields noEnding = new PrintFields(q, Parsable.NO_ENDING);
    noEnding.str(SshareColumn.USER.width(), "u", false);
    noEnding.dbl(SshareColumn.FAIR_SHARE.width(), Double.NaN, true);
    assertThat(q).hasToString("u|");
  }
}
