package dev.fairshare.pbs.convert;

import dev.fairshare.conversion.FamilyInput;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.Problem;
import dev.fairshare.format.Settings;
import dev.fairshare.io.InputFiles;
import dev.fairshare.pbs.state.PbsStateLoader;
import dev.fairshare.pbs.usage.LastDecay;
import dev.fairshare.pbs.usage.LoadedRecordWarnings;
import dev.fairshare.pbs.usage.UsageFile;
import dev.fairshare.pbs.usage.UsageFileReader;
import dev.fairshare.pbs.usage.UsageFormat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A usage file given as {@code --usage} that {@link PbsScheduledSource} reads itself, once (a {@link FamilyInput}),
 * with what its format ({@link UsageFormat}) would have given: checked when it is made, before
 * {@code resource_group} is read, as the format checks a file it reads whole (a missing file, a folder, its size);
 * then read a record at a time into the loader, with the format's warnings and {@code last_decay}, or, where it
 * fails, the format's problems.
 */
final class OwnUsageFile {
  private final Path path;
  /** The problems of the checks that stop a reading before it starts (a missing file, a folder), else none. */
  private final List<Problem> unreadable;
  private final LoadedRecordWarnings loaded;
  /** The file as read into the loader, once it has been; {@code null} before. */
  private UsageFile file;

  /** The usage file {@code spec} names, checked. */
  OwnUsageFile(String spec) {
    path = Path.of(FormatRegistry.pathOf(spec));
    loaded = new LoadedRecordWarnings(path.toString(), true);
    List<Problem> found = List.of();
    try {
      InputFiles.checkWhole(path);
    } catch (ConfigParseException e) {
      found = e.problems();
    }
    unreadable = found;
  }

  /** Reads its records into {@code loader} as they come (none where the checks failed). */
  UsageFile read(PbsStateLoader loader) {
    if (!unreadable.isEmpty()) {
      return UsageFile.missing();
    }
    file = UsageFileReader.read(path, (name, usage, offset, valid) -> {
      if (valid) {
        loaded.record(name, offset, loader.took(name));
      }
      loader.record(name, usage, offset, valid);
    });
    return file;
  }

  /**
   * The problems its format reports where reading it fails, else none; where {@code resource_group} could not be
   * read, so that nothing read the usage file, it is read now, alone.
   */
  List<Problem> failure() {
    if (!unreadable.isEmpty()) {
      return unreadable;
    }
    UsageFile read = file != null ? file : UsageFileReader.read(path, (name, usage, offset, valid) -> { });
    return read.hasErrors() ? read.problems() : List.of();
  }

  /** Its warnings as its format gives them: the reader's, then those of the records PBS loads. */
  List<Problem> warnings() {
    List<Problem> all = new ArrayList<>(file.problems());
    all.addAll(loaded.warnings());
    return all;
  }

  /** Its settings as its format gives them: {@code last_decay}. */
  Settings settings() {
    return Settings.of(new LastDecay(file.lastDecay()));
  }
}
