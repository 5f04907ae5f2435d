package dev.fairshare.lsf;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What {@code lsf.lsb-params} reads from {@code lsb.params}: every parameter of the {@code Parameters}
 * section as written, by name in file order, and the file's text, which the writer edits in place.
 *
 * @param parameters the parameters, name to value
 * @param text the text read, or {@code null} for settings made without a file
 */
public record LsbParamsSettings(Map<String, String> parameters, String text) {

  public LsbParamsSettings {
    parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
  }

  /** These settings with one parameter set. */
  public LsbParamsSettings with(String name, String value) {
    Map<String, String> copy = new LinkedHashMap<>(parameters);
    copy.put(name, value);
    return new LsbParamsSettings(copy, text);
  }
}
