package dev.fairshare.conversion;

import java.util.Objects;

/**
 * A registered format that a conversion target writes one of its files with ({@link TargetWriter#formats()}):
 * its name and what the file is, for the message when this build does not register it for writing.
 *
 * @param format the format's name, such as {@code pbs.resource-group}
 * @param what what the file is, such as {@code the usage file}
 */
public record TargetFormat(String format, String what) {

  public TargetFormat {
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(what, "what");
  }
}
