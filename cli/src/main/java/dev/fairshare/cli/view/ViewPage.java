package dev.fairshare.cli.view;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.fairshare.cli.explain.Explained;
import dev.fairshare.cli.explain.SharedAccounts;
import dev.fairshare.convert.impact.ImpactReport;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.List;

/**
 * A picture of a share tree under one algorithm, or two side by side: its data ({@link ViewData}) made once,
 * rendered as a self-contained HTML page ({@link HtmlView}) or a static SVG ({@link SvgView}).
 */
public final class ViewPage {
  /** The most items a page draws by default; a larger tree's others are aggregated. */
  public static final int DEFAULT_BUDGET = 3000;

  private final String title;
  private final ObjectNode data;

  private ViewPage(String title, ObjectNode data) {
    this.title = title;
    this.data = data;
  }

  /**
   * The page of a tree and its usage under the explained algorithms (one, or two to compare, with the
   * comparison's report for its movers, or {@code null}), drawing at most {@code budget} items.
   */
  public static ViewPage of(String title, ShareTree tree, UsageSnapshot usage, List<Explained> views,
      ImpactReport impact, int budget) {
    return of(title, tree, usage, views, impact, budget, new SharedAccounts(List.of()));
  }

  /**
   * The page as {@link #of(String, ShareTree, UsageSnapshot, List, ImpactReport, int)} makes it, with the tree's
   * shared leaf accounts (LSF's collective accounts) explained as users and found by their members' names.
   */
  public static ViewPage of(String title, ShareTree tree, UsageSnapshot usage, List<Explained> views,
      ImpactReport impact, int budget, SharedAccounts shared) {
    return new ViewPage(title, new ViewData(shared).build(title, tree, usage, views, impact, budget));
  }

  /** The HTML file's content. */
  public String html() {
    return HtmlView.render(title, data);
  }

  /** The SVG file's content, coloured by factor or by usage ÷ share. */
  public String svg(boolean byRatio) {
    return SvgView.render(title, data, byRatio);
  }
}
