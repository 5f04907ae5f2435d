package dev.fairshare.slurm.sshare;

/**
 * The cell printers of Slurm's {@code src/common/print_fields.c} (docs/algorithms/slurm.md §8.3), writing into a
 * buffer: aligned cells padded to their width and followed by one space, or parsable cells followed by
 * {@code |} ({@code -p}) or separated by it ({@code -P}).
 */
final class PrintFields {
  private static final double NO_VAL = 4294967294.0;
  private static final double INFINITE = 4294967295.0;
  /** NO_VAL and INFINITE as 32-bit unsigned values. */
  private static final long NO_VAL_32 = 0xfffffffeL;
  private static final long INFINITE_32 = 0xffffffffL;
  /** (double) NO_VAL64 and (double) INFINITE64 are both 2^64. */
  private static final double NO_VAL64 = 0x1p64;

  private final StringBuilder out;
  private final Parsable parsable;

  PrintFields(StringBuilder out, Parsable parsable) {
    this.out = out;
    this.parsable = parsable;
  }

  /** {@code print_fields_str}: {@code null} is a blank cell; aligned text wider than the field ends in +. */
  void str(int width, String value, boolean last) {
    String text = value == null ? (parsable == Parsable.NONE ? " " : "") : value;
    if (parsable != Parsable.NONE) {
      parsable(text, last);
      return;
    }
    int abs = Math.abs(width);
    if (value != null && value.length() > abs) {
      text = value.substring(0, abs - 1) + "+";
    }
    pad(text, width);
  }

  /** {@code print_fields_uint32}: NO_VAL and INFINITE are blank. */
  void uint32(int width, long value, boolean last) {
    unsigned(width, value, NO_VAL_32, INFINITE_32, last);
  }

  /** {@code print_fields_uint64} since 15.08: NO_VAL64 and INFINITE64 are blank. */
  void uint64(int width, long value, boolean last) {
    unsigned(width, value, 0xfffffffffffffffeL, -1L, last);
  }

  /**
   * {@code print_fields_double}: the four unset markers (and NaN, the framework's "no value") are blank;
   * {@code %f}, switching to {@code %*.*e} when the aligned text is wider than the field.
   */
  void dbl(int width, double value, boolean last) {
    if (Double.isNaN(value) || value == NO_VAL64 || value == NO_VAL || value == INFINITE) {
      blank(width, last);
      return;
    }
    if (parsable != Parsable.NONE) {
      parsable(CNumbers.fixed(value), last);
      return;
    }
    int abs = Math.abs(width);
    String fixed = CNumbers.fixed(value);
    if (fixed.length() <= abs) {
      pad(fixed, width);
      return;
    }
    int w = abs;
    int length = CNumbers.exponent(value, w).length();
    if (length > w) {
      w -= length - w;
    }
    // printf("%*.*e", w, w): a negative w is a left-justified width of -w and an omitted precision (6)
    String e = CNumbers.exponent(value, w < 0 ? 6 : w);
    pad(e, width < 0 ? -Math.abs(w) : w);
  }

  /**
   * {@code print_fields_uint64} of 2.5 to 14.11 ({@code src/common/print_fields.c} at {@code slurm-14-11-11-1}):
   * the markers compared are {@code (uint64_t)NO_VAL} and {@code (uint64_t)INFINITE}, 4294967294 and
   * 4294967295, which print blank; 15.08 compares {@code NO_VAL64} and {@code INFINITE64} ({@link #uint64}).
   * Another C function than {@code print_fields_uint32} ({@code %llu} of a 64-bit value, which can exceed
   * 2<sup>32</sup>), with the same two markers: the same code here.
   */
  void oldUint64(int width, long value, boolean last) {
    unsigned(width, value, NO_VAL_32, INFINITE_32, last);
  }

  /**
   * {@code print_fields_double} of 2.5 to 14.11 ({@code src/common/print_fields.c} at {@code slurm-14-11-11-1};
   * {@link #dbl} is the same function as later releases changed it: the 64-bit markers from 15.08, the switch to
   * {@code %e} from 17.11): only {@code (double)NO_VAL} and {@code (double)INFINITE} are blank;
   * {@code %f} is never cut or switched to {@code %e} (a wider number pushes the row right); a NaN, which here
   * is always x86's default NaN of a 0/0 (sign bit set), prints {@code -nan} as glibc prints it.
   */
  void oldDbl(int width, double value, boolean last) {
    if (value == NO_VAL || value == INFINITE) {
      blank(width, last);
      return;
    }
    number(width, Double.isNaN(value) ? "-nan" : CNumbers.fixed(value), last);
  }

  /** Ends a row. */
  void endRow() {
    out.append('\n');
  }

  /**
   * The body the integer printers share ({@code %u}, {@code %llu}): blank when the value is one of the
   * function's two markers (unset, cleared), else its unsigned decimal.
   */
  private void unsigned(int width, long value, long unset, long cleared, boolean last) {
    if (value == unset || value == cleared) {
      blank(width, last);
    } else {
      number(width, Long.toUnsignedString(value), last);
    }
  }

  private void number(int width, String text, boolean last) {
    if (parsable != Parsable.NONE) {
      parsable(text, last);
    } else {
      pad(text, width);
    }
  }

  private void blank(int width, boolean last) {
    if (parsable != Parsable.NONE) {
      parsable("", last);
    } else {
      pad(" ", width);
    }
  }

  private void parsable(String text, boolean last) {
    out.append(text);
    if (!(parsable == Parsable.NO_ENDING && last)) {
      out.append('|');
    }
  }

  /** {@code %*s } with a signed width: right-aligned when positive, left-aligned when negative. */
  private void pad(String text, int width) {
    int abs = Math.abs(width);
    int fill = Math.max(0, abs - text.length());
    if (width >= 0) {
      out.append(" ".repeat(fill)).append(text);
    } else {
      out.append(text).append(" ".repeat(fill));
    }
    out.append(' ');
  }
}
