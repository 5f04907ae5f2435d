package dev.fairshare.testkit.format;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.Problem;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.format.tsv.FairshareTsvFormat;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The neutral {@code fairshare.tsv} format with one deliberate defect, to show that {@link FormatContract}
 * catches it.
 */
final class BrokenFormat implements ConfigFormat {

  /** The defects. */
  enum Defect {
    /** The writer leaves out the last node. */
    WRITER_DROPS_A_NODE,
    /** The reader parses shares itself and lets a {@link NumberFormatException} out. */
    READER_THROWS_RAW,
    /** The reader leaves a lock file beside its input. */
    READER_WRITES,
    /** The reader reports its problems without the file and line. */
    PROBLEMS_UNPOSITIONED
  }

  private final FairshareTsvFormat tsv = new FairshareTsvFormat();
  private final Defect defect;

  BrokenFormat(Defect defect) {
    this.defect = defect;
  }

  @Override
  public String name() {
    return "broken.tsv";
  }

  @Override
  public String description() {
    return "fairshare.tsv with a defect: " + defect;
  }

  @Override
  public MatchStrength probe(String head) {
    return tsv.probe(head);
  }

  @Override
  public boolean canWrite() {
    return true;
  }

  @Override
  public TreeDocument read(Path path) {
    if (defect == Defect.READER_WRITES) {
      try {
        Files.writeString(path.resolveSibling(path.getFileName() + ".lock"), "reading");
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return read(LineSource.read(path));
  }

  @Override
  public TreeDocument read(LineSource source) {
    if (defect == Defect.READER_THROWS_RAW) {
      for (LineSource.Line line : source.lines()) {
        String[] cells = line.text().split("\t");
        if (cells.length > 2 && !cells[2].equals("parent")) {
          Double.parseDouble(cells[2]);
        }
      }
    }
    try {
      return tsv.read(source);
    } catch (ConfigParseException e) {
      if (defect != Defect.PROBLEMS_UNPOSITIONED) {
        throw e;
      }
      throw ConfigParseException.of(Problem.error(SourceLocation.of("input"), "tsv.bad", "bad input", ""));
    }
  }

  @Override
  public String write(TreeDocument document) {
    String text = tsv.write(document);
    if (defect != Defect.WRITER_DROPS_A_NODE) {
      return text;
    }
    String body = text.substring(0, text.length() - 1);
    return body.substring(0, body.lastIndexOf('\n') + 1);
  }
}
