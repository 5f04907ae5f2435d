package dev.fairshare.lsf;

import dev.fairshare.format.SourceLocation;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What {@code lsf.lsb-params} reads from {@code lsb.params}: every parameter of the {@code Parameters}
 * section as written, by name in file order, and the file's text, which the writer edits in place.
 *
 * @param parameters the parameters, name to value
 * @param text the text read, or {@code null} for settings made without a file
 * @param places where each parameter's value is written in the file read (empty for settings made without
 *     one), for the losses {@code convert} reports at their line
 */
public record LsbParamsSettings(Map<String, String> parameters, String text, Map<String, SourceLocation> places) {

  public LsbParamsSettings {
    parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    places = Collections.unmodifiableMap(new LinkedHashMap<>(places));
  }

  /**
   * Equal settings say the same: the same parameters and text, wherever the file was read from (the same
   * file read at two paths gives equal settings).
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof LsbParamsSettings other && parameters.equals(other.parameters)
        && java.util.Objects.equals(text, other.text);
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hash(parameters, text);
  }

  /** Settings made without a file's places. */
  public LsbParamsSettings(Map<String, String> parameters, String text) {
    this(parameters, text, Map.of());
  }

  /** These settings with one parameter set. */
  public LsbParamsSettings with(String name, String value) {
    Map<String, String> copy = new LinkedHashMap<>(parameters);
    copy.put(name, value);
    return new LsbParamsSettings(copy, text, places);
  }
}
