package dev.fairshare.format;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Parallel columns filled a row at a time grow together and keep every row's values. */
class ColumnsTest {
  @Test
  void everyColumnGrowsWhenARowFindsThemFullAndKeepsItsValues() {
    Columns rows = new Columns(0);
    Columns.Ints ints = rows.ints();
    Columns.Longs longs = rows.longs();
    Columns.Doubles doubles = rows.doubles();
    Columns.Bytes bytes = rows.bytes();
    Columns.Booleans booleans = rows.booleans();
    Columns.Objects<String> names = rows.objects(String[]::new);

    for (int i = 0; i < 40; i++) {
      int k = rows.add();
      ints.values[k] = i;
      longs.values[k] = 1L << i;
      doubles.values[k] = i / 4.0;
      bytes.values[k] = (byte) i;
      booleans.values[k] = i % 3 == 0;
      names.values[k] = "n" + i;
    }

    assertThat(rows.size()).isEqualTo(40);
    // 16 rows at first, then 32, then 64
    assertThat(ints.values).hasSize(64);
    assertThat(names.values).hasSize(64);
    assertThat(ints.values[39]).isEqualTo(39);
    assertThat(longs.values[39]).isEqualTo(1L << 39);
    assertThat(doubles.values[10]).isEqualTo(2.5);
    assertThat(bytes.values[17]).isEqualTo((byte) 17);
    assertThat(booleans.values[33]).isTrue();
    assertThat(names.values[0]).isEqualTo("n0");
    assertThat(names.values[39]).isEqualTo("n39");
  }

  @Test
  void aTableSizedForItsRowsNeverGrows() {
    Columns rows = new Columns(100);
    Columns.Ints ints = rows.ints();
    int[] first = ints.values;

    for (int i = 0; i < 100; i++) {
      ints.values[rows.add()] = i;
    }

    assertThat(ints.values).isSameAs(first);
    assertThat(rows.add()).isEqualTo(100);
    assertThat(ints.values).hasSize(200).startsWith(0, 1, 2);
  }
}
