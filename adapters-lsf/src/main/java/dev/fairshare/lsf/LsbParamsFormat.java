package dev.fairshare.lsf;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.NamedFormat;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.lsf.model.LsbParams;
import dev.fairshare.lsf.syntax.KeyValues;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import dev.fairshare.lsf.syntax.LsfSection;
import dev.fairshare.lsf.text.SectionValues;
import dev.fairshare.lsf.text.TextEdits;
import java.util.List;
import java.util.Map;

/**
 * {@code lsf.lsb-params}: the {@code Parameters} section of {@code lsb.params} as settings (no tree):
 * {@link LsbParamsSettings}, every parameter as written (docs/algorithms/lsf.md §2.3) and the text. The writer changes
 * only the parameters whose value differs and adds new ones before {@code End Parameters}.
 */
public final class LsbParamsFormat extends NamedFormat {
  /** The registered name. */
  public static final String NAME = "lsf.lsb-params";

  /** The format. */
  public LsbParamsFormat() {
    super(NAME, "LSF lsb.params Parameters section: fair-share factors, HIST_HOURS, switches", true);
  }

  @Override
  public MatchStrength probe(String head) {
    return ShareSections.probe(head, "parameters", MatchStrength.SOLID);
  }

  @Override
  public TreeDocument read(LineSource source) {
    return ShareSections.settingsOnly(source, (file, problems) -> {
      LsbParams params = LsbParams.read(file, problems);
      return new LsbParamsSettings(params.values(), source.text(), params.places());
    });
  }

  @Override
  public String write(TreeDocument document) {
    LsbParamsSettings settings = document.settings().get(LsbParamsSettings.class)
        .orElse(new LsbParamsSettings(Map.of(), null));
    Map<String, String> desired = settings.parameters();
    String original = settings.text();
    if (original == null) {
      StringBuilder out = new StringBuilder("Begin Parameters\n");
      desired.forEach((k, v) -> out.append(k).append(" = ").append(v).append('\n'));
      return out.append("End Parameters\n").toString();
    }
    ProblemCollector problems = new ProblemCollector();
    LsfConfigFile file = LsfConfigFile.parse(LineSource.of(NAME, original), problems);
    List<LsfSection> sections = file.sections("Parameters");
    TextEdits edits = new TextEdits(original);
    if (!sections.isEmpty()) {
      LsfSection last = sections.get(sections.size() - 1);
      SectionValues.update(edits, last, KeyValues.of(last, problems), desired);
    }
    return edits.apply();
  }
}
