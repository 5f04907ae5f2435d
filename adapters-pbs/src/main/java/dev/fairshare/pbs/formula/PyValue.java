package dev.fairshare.pbs.formula;

/**
 * A Python number as the formula sees it: an int or a float (ints beyond 2^53 lose precision here; no sort
 * formula comes near). Arithmetic follows Python 3: {@code /} is true division, {@code //} and {@code %}
 * floor, {@code **} of ints stays an int for a non-negative exponent. An int has no sign of zero: an int
 * zero is always +0.0, as {@code PyFloat_AsDouble} of Python's {@code 0} gives (so {@code int(-0.4)} logs
 * {@code 0}, and only a float zero can log {@code -0}).
 */
record PyValue(double value, boolean integral) {

  PyValue {
    if (integral && value == 0) {
      value = 0.0;
    }
  }

  static PyValue ofInt(double v) {
    return new PyValue(v, true);
  }

  static PyValue ofFloat(double v) {
    return new PyValue(v, false);
  }
}
