package dev.fairshare.conversion;

/** What a conversion did with a construct that has no exact equivalent on the target scheduler. */
public enum LossAction {
  /** Replaced by what it stands for at conversion time (LSF {@code default} by one account per known user). */
  EXPANDED("expanded"),
  /** Replaced by the nearest construct of the target, which behaves differently in some cases. */
  APPROXIMATED("approximated"),
  /** Left out: the target has nothing like it. */
  DROPPED("dropped");

  private final String label;

  LossAction(String label) {
    this.label = label;
  }

  /** The lower-case word used in reports. */
  public String label() {
    return label;
  }
}
