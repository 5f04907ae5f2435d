package dev.fairshare.slurm.sshare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The list helpers of each release, each expected list followed by hand through the C: {@code
 * slurm_addto_char_list} of {@code src/common/slurm_protocol_defs.c} at {@code slurm-2-5-7-1},
 * {@code slurm-14-11-11-1}, {@code slurm-22-05-8-1} and {@code slurm-25-11-0-1} with {@code hostlist_create} and
 * {@code hostlist_shift} of {@code src/common/hostlist.c} (22.05), {@code slurm_parse_char_list} (22.05, 25.11) and
 * sshare's {@code _addto_name_char_list} of {@code src/sshare/sshare.c} (2.5, 14.11).
 */
class SlurmCharListTest {
  private static final SlurmVersion V16_05 = new SlurmVersion(16, 5);

  private static List<String> add(SlurmVersion version, String... values) {
    List<String> list = new ArrayList<>();
    for (String value : values) {
      SlurmCharList.add(list, value, version);
    }
    return list;
  }

  private static List<String> users(SlurmVersion version, String... values) {
    List<String> list = new ArrayList<>();
    for (String value : values) {
      SlurmCharList.addUsers(list, value, version);
    }
    return list;
  }

  @Test
  void bracketsAreAHostListFrom1605() {
    for (SlurmVersion v : List.of(V16_05, SlurmVersion.V22_05, SlurmVersion.V25_11)) {
      assertThat(add(v, "acct[1-3]")).as(v.toString()).containsExactly("acct1", "acct2", "acct3");
      // the comma inside the bracket is the range list's; the width is that of the low end as written
      assertThat(add(v, "a,B[01-02,7],c")).containsExactly("a", "b01", "b02", "b7", "c");
      assertThat(add(v, "n[001-3]")).containsExactly("n001", "n002", "n003");
      assertThat(add(v, "[9-10]")).containsExactly("9", "10");
      // what follows ] up to the next comma is skipped (start moves past it only at the comma)
      assertThat(add(v, "x[1-2]y,z")).containsExactly("x1", "x2", "z");
      // a repeated name moves to its last place, a comma after ] ends nothing more
      assertThat(add(v, "b,a[1-2],b")).containsExactly("a1", "a2", "b");
      assertThat(add(v, "a[1-2],")).containsExactly("a1", "a2");
      // the quote bounds the value; the other quote inside becomes `
      assertThat(add(v, "\"A[1-2]\",c")).containsExactly("a1", "a2");
      assertThat(add(v, "'a,b'")).containsExactly("a", "b");
      assertThat(add(v, "x\"y")).containsExactly("x`y");
      // empty items are skipped, a trailing comma ends the list
      assertThat(add(v, ",,a,,b,")).containsExactly("a", "b");
      // a word without brackets keeps its digits as written
      assertThat(add(v, "u007")).containsExactly("u007");
    }
  }

  @Test
  void aHostListSlurmRefusesIsRefused() {
    for (String bad : List.of("u[3-1]", "u[1,,2]", "u[a]", "u[1x2]", "u[1--2]", "u[0-65536]", "u[-1]")) {
      assertThatThrownBy(() -> add(SlurmVersion.V22_05, bad)).as(bad)
          .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is no host list Slurm expands");
    }
    // 65,536 names is the most one range holds
    assertThat(add(SlurmVersion.V22_05, "u[0-65535]")).hasSize(65_536).startsWith("u0").endsWith("u65535");
  }

  @Test
  void whiteSpaceSplitsAHostListAnd2505TrimsEachItem() {
    // hostlist_create splits at white space outside brackets; 22.05 keeps the blank of a plain item
    assertThat(add(SlurmVersion.V22_05, "a b[1-2], c")).containsExactly("a", "b1", "b2", " c");
    assertThat(add(SlurmVersion.V22_05, "c, d")).containsExactly("c", " d");
    assertThat(add(SlurmVersion.V25_11, " x[1-2] , y")).containsExactly("x1", "x2", "y");
    assertThat(add(SlurmVersion.V25_11, "c, d")).containsExactly("c", "d");
  }

  @Test
  void before1605BracketsArePlainAndTheCharacterAfterACommaIsUnread() {
    for (SlurmVersion v : List.of(SlurmVersion.V2_5, SlurmVersion.V14_03, SlurmVersion.V14_11,
        new SlurmVersion(15, 8))) {
      assertThat(add(v, "acct[1-3]")).as(v.toString()).containsExactly("acct[1-3]");
      assertThat(add(v, "a[1,2]")).containsExactly("a[1", "2]");
      assertThat(add(v, "a,,b")).containsExactly("a", ",b");
      assertThat(add(v, ",a")).containsExactly("", "a");
      assertThat(add(v, "a,'b")).containsExactly("a", "'b");
      assertThat(add(v, "'A,b'")).containsExactly("a", "b");
    }
    assertThat(add(SlurmVersion.V14_11, "a,")).containsExactly("a");
    assertThatThrownBy(() -> add(SlurmVersion.V2_5, "a,")).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("There is a problem with your request.");
  }

  @Test
  void usersAreSplitWithoutBracketsOrLowerCase() {
    for (SlurmVersion v : List.of(SlurmVersion.V22_05, SlurmVersion.V25_11)) {
      assertThat(users(v, "u[1,2]")).as(v.toString()).containsExactly("u[1", "2]");
      assertThat(users(v, "'u1,U3',u10")).containsExactly("u1", "U3");
      assertThat(users(v, ",,A,a,b,", "B")).containsExactly("A", "b");
      assertThat(users(v, "x'y")).containsExactly("x`y");
    }
    for (SlurmVersion v : List.of(SlurmVersion.V2_5, SlurmVersion.V14_11)) {
      assertThat(users(v, "a,,b")).as(v.toString()).containsExactly("a", ",b");
      assertThat(users(v, "a,'b")).containsExactly("a", "'b");
      assertThatThrownBy(() -> users(v, "a,b,")).isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("ends with a comma");
    }
  }
}
