package dev.fairshare.pbs.usage;

import java.nio.charset.StandardCharsets;

/**
 * The byte layout of PBS's {@code usage} file on x86-64 Linux: little-endian, 8-byte {@code time_t}, doubles
 * aligned to 8 (docs/algorithms/pbs.md §10; {@code data_types.h}: {@code group_node_header},
 * {@code group_node_usage_v1/v2}).
 */
final class UsageFileLayout {
  /** {@code USAGE_MAGIC} plus its NUL, the first 9 bytes of a version-2 file. */
  static final byte[] MAGIC = "PBS_MAG!\0".getBytes(StandardCharsets.ISO_8859_1);
  /** {@code sizeof(group_node_header)}: tag[9], 7 bytes padding, the version double. */
  static final int HEADER = 24;
  static final int VERSION_OFFSET = 16;
  /** Where version 2 keeps {@code last_decay}. */
  static final int LAST_DECAY_OFFSET = 24;
  static final int FIRST_RECORD_V2 = 32;
  /** {@code sizeof(group_node_usage_v2)}: name[50], 6 bytes padding, the usage double. */
  static final int RECORD_V2 = 64;
  static final int NAME_V2 = 50;
  static final int USAGE_OFFSET_V2 = 56;
  /** {@code sizeof(group_node_usage_v1)}: name[9], 7 bytes padding, the usage double. */
  static final int RECORD_V1 = 24;
  static final int NAME_V1 = 9;
  static final int USAGE_OFFSET_V1 = 16;
  /** 2000-01-01 00:00 UTC: a non-zero {@code last_decay} at or before it invalidates the header. */
  static final long OLDEST_LAST_DECAY = 946713600L;

  private UsageFileLayout() {}

  /** {@code is_valid_pbs_name}: letters, digits, {@code . - _ :} and blank only. */
  static boolean validName(String name) {
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      boolean ok = c < 128 && (Character.isLetterOrDigit(c) || c == '.' || c == '-' || c == '_' || c == ' '
          || c == ':');
      if (!ok) {
        return false;
      }
    }
    return true;
  }
}
