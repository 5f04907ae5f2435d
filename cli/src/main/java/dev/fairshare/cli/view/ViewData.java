package dev.fairshare.cli.view;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.cli.explain.Explained;
import dev.fairshare.cli.explain.SharedAccounts;
import dev.fairshare.convert.impact.ImpactReport;
import dev.fairshare.convert.impact.Mover;
import dev.fairshare.explain.ExplainNumbers;
import dev.fairshare.explain.Explanation;
import dev.fairshare.explain.Level;
import dev.fairshare.explain.Neighbour;
import dev.fairshare.explain.Quantity;
import dev.fairshare.explain.Standing;
import dev.fairshare.explain.Standings;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.usage.UsageSnapshot;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The data a view page embeds, as one JSON object: the drawn items ({@link ViewSelection}), and per
 * algorithm each item's factor, rank and colour and each drawn node's explanation (its level's values as
 * {@code explain} prints them, a user's factor formula and standing), with the formulas and notes kept once
 * in a table of strings. Numbers are the texts {@link ExplainNumbers} writes, so the page shows exactly
 * the digits of {@code explain}. A leaf account its members share (LSF's collective account) has its members
 * listed and, where the algorithm gives it a factor, the final explanation a user has.
 */
final class ViewData {
  private final ObjectMapper mapper = new ObjectMapper();
  private final Map<String, Integer> stringIndex = new HashMap<>();
  private final ArrayNode strings = mapper.createArrayNode();
  private final SharedAccounts shared;

  /** The data maker; {@code shared} says which leaf accounts their members share (explained as users). */
  ViewData(SharedAccounts shared) {
    this.shared = shared;
  }

  /** The page's data: title, the tree, the views (one per algorithm), the movers of a comparison. */
  ObjectNode build(String title, ShareTree tree, UsageSnapshot usage, List<Explained> views,
      ImpactReport impact, int budget) {
    ViewShares shares = new ViewShares(tree);
    double[] used = usage.toArray();
    ViewSelection selection = new ViewSelection(tree, shares, used, budget, required(tree, views, impact));
    ObjectNode root = mapper.createObjectNode();
    root.put("title", title);
    root.put("nodes", tree.size());
    root.put("users", tree.userCount());
    root.put("total", usage.total());
    root.set("items", items(tree, selection, shares, used, usage.total()));
    ArrayNode list = root.putArray("views");
    for (Explained e : views) {
      list.add(view(e, selection));
    }
    ArrayNode movers = root.putArray("movers");
    if (impact != null) {
      for (Mover m : impact.movers()) {
        ArrayNode row = movers.addArray();
        row.add(m.path()).add(m.baselineRank()).add(m.rank());
      }
    }
    root.set("strings", strings);
    return root;
  }

  /** The users whose paths a large tree's picture always draws: the first and last ten of each ranking, the movers. */
  private static int[] required(ShareTree tree, List<Explained> views, ImpactReport impact) {
    java.util.LinkedHashSet<Integer> users = new java.util.LinkedHashSet<>();
    for (Explained e : views) {
      int[] order = Standings.of(e.result()).order();
      for (int k = 0; k < order.length && k < 10; k++) {
        users.add(order[k]);
        users.add(order[order.length - 1 - k]);
      }
    }
    if (impact != null) {
      impact.movers().forEach(m -> users.add(tree.indexOf(m.path())));
    }
    return users.stream().mapToInt(Integer::intValue).toArray();
  }

  /** The items as parallel arrays: name, parent item, kind, fraction of the parent, usage, hidden counts. */
  private ObjectNode items(ShareTree tree, ViewSelection selection, ViewShares shares, double[] used,
      double total) {
    ObjectNode o = mapper.createObjectNode();
    ArrayNode name = o.putArray("name");
    ArrayNode parent = o.putArray("parent");
    ArrayNode kind = o.putArray("kind");
    ArrayNode fraction = o.putArray("fraction");
    ArrayNode usage = o.putArray("usage");
    ArrayNode ratio = o.putArray("ratio");
    ArrayNode shareText = o.putArray("shares");
    ArrayNode hidden = o.putArray("hidden");
    ArrayNode members = o.putArray("members");
    double[] globalOfItem = new double[selection.items.size()];
    for (int k = 0; k < selection.items.size(); k++) {
      ViewSelection.Item it = selection.items.get(k);
      globalOfItem[k] = it.parentItem() < 0 ? 1 : globalOfItem[it.parentItem()] * it.fraction();
      int node = it.node();
      name.add(it.aggregate() ? "+" + it.hiddenNodes() + " more" : node == 0 ? tree.rootName() : tree.name(node));
      parent.add(it.parentItem());
      kind.add(it.aggregate() ? "a" : node == 0 ? "r" : tree.isUser(node) ? "u" : "g");
      fraction.add(round(it.fraction()));
      usage.add(ExplainNumbers.text(it.usage()));
      double r = total == 0 || globalOfItem[k] == 0 ? Double.NaN : (it.usage() / total) / globalOfItem[k];
      ratio.add(Double.isNaN(r) ? null : ExplainNumbers.text(r));
      shareText.add(it.aggregate() || node == 0 ? "" : tree.usesParentShares(node) ? "parent"
          : ExplainNumbers.text(tree.shares(node)));
      if (it.aggregate()) {
        hidden.addArray().add(it.hiddenNodes()).add(it.hiddenUsers());
      } else {
        hidden.addNull();
      }
      List<String> sharedBy = it.aggregate() || node == 0 || tree.isUser(node) ? List.of()
          : shared.members(tree, node);
      if (sharedBy.isEmpty()) {
        members.addNull();
      } else {
        ArrayNode names = members.addArray();
        sharedBy.forEach(names::add);
      }
    }
    return o;
  }

  /**
   * One algorithm's view: per item factor text, colour value and rank; per drawn node its explanation (none
   * when the algorithm does not explain its factors).
   */
  private ObjectNode view(Explained e, ViewSelection selection) {
    FairshareResult r = e.result();
    ShareTree tree = r.tree();
    int n = tree.size();
    double[] userSum = new double[n];
    int[] userCount = new int[n];
    double max = 0;
    boolean unit = true;
    for (int i = n - 1; i >= 0; i--) {
      if (tree.isUser(i) && !Double.isNaN(r.factor(i))) {
        userSum[i] += r.factor(i);
        userCount[i]++;
        max = Math.max(max, r.factor(i));
        unit &= r.factor(i) >= 0 && r.factor(i) <= 1;
      }
      if (i > 0) {
        userSum[tree.parent(i)] += userSum[i];
        userCount[tree.parent(i)] += userCount[i];
      }
    }
    double scale = unit || max == 0 ? 1 : max;
    ObjectNode o = mapper.createObjectNode();
    o.put("algorithm", r.algorithm());
    o.put("scale", unit ? "factor" : "factor / " + ExplainNumbers.text(max));
    o.put("explains", e.explains());
    ArrayNode factor = o.putArray("factor");
    ArrayNode colour = o.putArray("colour");
    ArrayNode rank = o.putArray("rank");
    ArrayNode levels = o.putArray("levels");
    ArrayNode finals = o.putArray("final");
    Standings standings = Standings.of(r);
    for (ViewSelection.Item it : selection.items) {
      int node = it.node();
      if (it.aggregate()) {
        int parentNode = selection.items.get(it.parentItem()).node();
        double sum = userSum[parentNode];
        int count = userCount[parentNode];
        for (ViewSelection.Item other : selection.items) {
          if (!other.aggregate() && other.node() > 0 && other.parentItem() == it.parentItem()) {
            sum -= userSum[other.node()];
            count -= userCount[other.node()];
          }
        }
        factor.add("");
        colourOf(colour, count == 0 ? Double.NaN : sum / count / scale);
        rank.add(0);
        levels.addNull();
        finals.addNull();
        continue;
      }
      double f = r.factor(node);
      factor.add(Double.isNaN(f) ? "" : ExplainNumbers.text(f));
      colourOf(colour, !Double.isNaN(f) ? f / scale : userCount[node] == 0 ? Double.NaN
          : userSum[node] / userCount[node] / scale);
      rank.add(r.rank(node));
      if (!e.explains()) {
        levels.addNull();
        finals.addNull();
        continue;
      }
      levels.add(level(e.explainer().level(node)));
      boolean account = !tree.isUser(node) && node > 0 && !tree.hasChildren(node) && !Double.isNaN(f)
          && !shared.members(tree, node).isEmpty();
      if (tree.isUser(node) || account) {
        Explanation x = new Explanation(r.algorithm(), node, tree.path(node), List.of(),
            e.explainer().factor(node), f, standings.around(node, 2), e.explainer().notes(node), List.of());
        finals.add(userFinal(x));
      } else {
        finals.addNull();
      }
    }
    return o;
  }

  private ArrayNode level(Level level) {
    ArrayNode a = mapper.createArrayNode();
    ArrayNode qs = a.addArray();
    for (Quantity q : level.quantities()) {
      qs.add(quantity(q));
    }
    ArrayNode notes = a.addArray();
    level.notes().forEach(t -> notes.add(string(t)));
    return a;
  }

  private ArrayNode quantity(Quantity q) {
    ArrayNode a = mapper.createArrayNode();
    a.add(string(q.symbol())).add(string(q.formula())).add(ExplainNumbers.text(q.value()))
        .add(q.filled(ExplainNumbers::text));
    return a;
  }

  /** A user's factor formula, rank, users, neighbours (mark, rank, path, factor) and notes. */
  private ObjectNode userFinal(Explanation x) {
    ObjectNode o = mapper.createObjectNode();
    o.set("factor", quantity(x.factor()));
    Standing s = x.standing();
    o.put("rank", s.rank());
    o.put("users", s.users());
    o.put("tied", s.tiedCount());
    ArrayNode around = o.putArray("around");
    s.above().forEach(nb -> around.add(neighbour(" ", nb)));
    around.add(neighbour(">", new Neighbour(x.path(), s.rank(), x.computed())));
    s.tied().forEach(nb -> around.add(neighbour("=", nb)));
    s.below().forEach(nb -> around.add(neighbour(" ", nb)));
    ArrayNode notes = o.putArray("notes");
    x.notes().forEach(t -> notes.add(string(t)));
    return o;
  }

  private ArrayNode neighbour(String mark, Neighbour nb) {
    return mapper.createArrayNode().add(mark).add(nb.rank()).add(nb.path()).add(ExplainNumbers.text(nb.factor()));
  }

  private void colourOf(ArrayNode colour, double v) {
    if (Double.isNaN(v)) {
      colour.addNull();
    } else {
      colour.add(round(v));
    }
  }

  private int string(String s) {
    return stringIndex.computeIfAbsent(s, k -> {
      strings.add(k);
      return strings.size() - 1;
    });
  }

  /** Four significant digits: enough for a width or a colour, and short in the file. */
  private static double round(double v) {
    if (v == 0 || Double.isInfinite(v) || Double.isNaN(v)) {
      return v;
    }
    return new java.math.BigDecimal(v).round(new java.math.MathContext(4)).doubleValue();
  }
}
