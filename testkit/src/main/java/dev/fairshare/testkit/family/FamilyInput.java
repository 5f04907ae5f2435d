package dev.fairshare.testkit.family;

import dev.fairshare.testkit.format.FormatSample;
import java.util.List;
import java.util.Objects;

/**
 * A configuration of a family for {@link SchedulerFamilyContract}: its files, each read by a registered
 * format, and the constructs another family cannot express that converting it must report as losses (the
 * {@code construct} names of docs/migration.md).
 *
 * @param files the files, read together as {@code fairshare convert --from} reads them
 * @param losses the constructs whose losses must be reported, each at least once
 */
public record FamilyInput(List<File> files, List<String> losses) {

  /**
   * One file of the configuration.
   *
   * @param format the registered format that reads it, such as {@code slurm.sacctmgr-dump}
   * @param sample its name and bytes
   */
  public record File(String format, FormatSample sample) {
    public File {
      Objects.requireNonNull(format, "format");
      Objects.requireNonNull(sample, "sample");
    }
  }

  public FamilyInput {
    files = List.copyOf(files);
    losses = List.copyOf(losses);
  }

  /** A configuration of one file. */
  public static FamilyInput of(String format, FormatSample sample, String... losses) {
    return new FamilyInput(List.of(new File(format, sample)), List.of(losses));
  }
}
