package dev.fairshare.lsf;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.lsf.model.LsbParams;
import dev.fairshare.lsf.syntax.KeyValues;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import dev.fairshare.lsf.syntax.LsfSection;
import dev.fairshare.lsf.text.SectionValues;
import dev.fairshare.lsf.text.TextEdits;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code lsf.lsb-params}: the {@code Parameters} section of {@code lsb.params} as settings (no tree):
 * {@code lsf.params.<NAME>} for every parameter as written (docs/algorithms/lsf.md §2.3). The writer changes only the
 * parameters whose value differs and adds new ones before {@code End Parameters}.
 */
public final class LsbParamsFormat implements ConfigFormat {
  /** The registered name. */
  public static final String NAME = "lsf.lsb-params";
  /** The prefix of the settings keys. */
  public static final String PREFIX = "lsf.params.";
  /** The settings key holding the text read. */
  public static final String TEXT = "lsf.lsb-params.text";

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public String description() {
    return "LSF lsb.params Parameters section: fair-share factors, HIST_HOURS, switches";
  }

  @Override
  public MatchStrength probe(String head) {
    return head.matches("(?ism).*^\\s*begin\\s+parameters\\b.*") ? MatchStrength.SOLID : MatchStrength.NO_MATCH;
  }

  @Override
  public boolean canWrite() {
    return true;
  }

  @Override
  public TreeDocument read(LineSource source) {
    ProblemCollector problems = new ProblemCollector();
    LsbParams params = LsbParams.read(LsfConfigFile.parse(source, problems), problems);
    problems.throwIfErrors();
    Map<String, Object> settings = new LinkedHashMap<>();
    params.values().forEach((k, v) -> settings.put(PREFIX + k, v));
    settings.put(TEXT, source.text());
    return new TreeDocument(null, null, settings, problems.warnings());
  }

  @Override
  public String write(TreeDocument document) {
    Map<String, String> desired = new LinkedHashMap<>();
    document.settings().forEach((k, v) -> {
      if (k.startsWith(PREFIX)) {
        desired.put(k.substring(PREFIX.length()), String.valueOf(v));
      }
    });
    Object text = document.settings().get(TEXT);
    if (!(text instanceof String original)) {
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
