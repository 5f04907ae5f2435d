package dev.fairshare.format;

/** How sure a {@link ConfigFormat#probe} is that an input is in its format; higher wins. */
public enum MatchStrength {
  /** Certainly not this format. */
  NO_MATCH,
  /** Could be this format; nothing contradicts it. */
  WEAK,
  /** Very likely this format (a typical keyword or header was seen). */
  SOLID,
  /** Certainly this format (a signature that no other format has). */
  FULL
}
