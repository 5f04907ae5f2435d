package dev.fairshare.testkit.format;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.tsv.FairshareTsvFormat;
import java.util.List;

/** The neutral {@code fairshare.tsv} format passes the format contract. */
class FairshareTsvFormatContractTest extends FormatContract {

  @Override
  protected ConfigFormat format() {
    return new FairshareTsvFormat();
  }

  @Override
  protected List<FormatSample> samples() {
    return TsvSamples.samples();
  }

  @Override
  protected List<BadInput> badInputs() {
    return TsvSamples.badInputs();
  }
}
