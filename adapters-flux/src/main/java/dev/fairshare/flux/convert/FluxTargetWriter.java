package dev.fairshare.flux.convert;

import dev.fairshare.conversion.ConvertedTree;
import dev.fairshare.conversion.OutputFile;
import dev.fairshare.conversion.TargetFiles;
import dev.fairshare.conversion.TargetFormat;
import dev.fairshare.conversion.TargetOptions;
import dev.fairshare.conversion.TargetWriter;
import dev.fairshare.flux.FluxDbFormat;
import dev.fairshare.flux.db.FluxSettings;
import dev.fairshare.format.FormatRegistry;
import dev.fairshare.format.Settings;
import dev.fairshare.format.TreeDocument;
import java.util.List;

/**
 * The flux-accounting file of a conversion: {@code FluxAccounting.db}, a new database with flux's schema
 * written by the {@code flux.db} format, its {@code config_table} holding the converted decay, each user's
 * carried usage in {@code job_usage}.
 */
final class FluxTargetWriter implements TargetWriter {
  /** The file name, flux-accounting's own. */
  static final String FILE = "FluxAccounting.db";
  private static final TargetFormat DATABASE = new TargetFormat(FluxDbFormat.NAME, "the flux-accounting database");

  @Override
  public List<TargetFormat> formats() {
    return List.of(DATABASE);
  }

  @Override
  public List<OutputFile> write(ConvertedTree converted, FormatRegistry formats, TargetOptions options) {
    FluxSettings decay = converted.decay() instanceof FluxSettings s ? s : FluxSettings.defaults();
    TreeDocument doc = new TreeDocument(converted.tree().tree(), converted.tree().usage(), Settings.of(decay),
        List.of());
    return List.of(TargetFiles.write(formats, DATABASE, FILE, doc));
  }
}
