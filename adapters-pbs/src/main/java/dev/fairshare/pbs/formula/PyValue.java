package dev.fairshare.pbs.formula;

/**
 * A Python number as the formula sees it: an int or a float (ints beyond 2^53 lose precision here; no sort
 * formula comes near). Arithmetic follows Python 3: {@code /} is true division, {@code //} and {@code %}
 * floor, {@code **} of ints stays an int for a non-negative exponent.
 */
record PyValue(double value, boolean integral) {

  static PyValue ofInt(double v) {
    return new PyValue(v, true);
  }

  static PyValue ofFloat(double v) {
    return new PyValue(v, false);
  }
}
