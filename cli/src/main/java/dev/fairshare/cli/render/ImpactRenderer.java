package dev.fairshare.cli.render;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.fairshare.convert.impact.ImpactReport;
import dev.fairshare.convert.impact.Mover;
import dev.fairshare.convert.impact.PairCorrelation;
import dev.fairshare.convert.impact.UserImpact;
import dev.fairshare.format.NumberText;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Renders an {@link ImpactReport} ({@code fairshare compare}) as a {@code table} (six decimals), {@code tsv}
 * (three tab-separated sections, each opened by a {@code # name} line, numbers in full precision) or
 * {@code json}.
 *
 * <p>The sections are {@code users} (path, raw and normalized shares, usage, then a factor and a rank column
 * per algorithm; a leaf account its members share, LSF's collective account, is a row of its own, empty under
 * an algorithm that does not rank it, its members named below the table and in the JSON's {@code members}),
 * {@code correlation} (Kendall's tau-b and the pair counts for every pair of algorithms, over the rows both rank)
 * and {@code movers} (the users whose rank changes most against the first algorithm).
 */
public final class ImpactRenderer {
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private ImpactRenderer() {}

  /** The aligned text form. */
  public static String table(ImpactReport report) {
    StringBuilder out = new StringBuilder();
    List<UserImpact> shared = report.users().stream().filter(UserImpact::shared).toList();
    int users = report.users().size() - shared.size();
    out.append("fairshare compare: ").append(users).append(users == 1 ? " user" : " users");
    if (!shared.isEmpty()) {
      out.append(" and ").append(shared.size()).append(shared.size() == 1 ? " shared account" : " shared accounts");
    }
    out.append(" under ").append(String.join(", ", report.algorithms())).append('\n');
    out.append("factor: higher is more deserving; rank 1 runs first; ties share the lowest rank\n\n");
    TextTable rows = new TextTable(userHeader(report, false));
    userRows(report, false).forEach(rows::row);
    out.append(rows.render()).append('\n');
    for (UserImpact u : shared) {
      out.append(u.path()).append(": an account its members share (").append(String.join(", ", u.members()))
          .append("), ranked where the scheduler dispatches from it as from a user's; empty where an algorithm does"
              + " not rank it\n");
    }
    if (!shared.isEmpty()) {
      out.append('\n');
    }
    out.append("Kendall's tau-b between the rankings (1 = same order, -1 = reversed)\n");
    TextTable tau = new TextTable(correlationHeader(), 2);
    correlationRows(report, false).forEach(tau::row);
    out.append(tau.render()).append('\n');
    out.append("Largest rank changes against ").append(report.algorithms().get(0)).append(" (at most ")
        .append(report.top()).append(" per algorithm; gain > 0 moves towards the front)\n");
    if (report.movers().isEmpty()) {
      out.append("(no user changes rank)\n");
    } else {
      TextTable movers = new TextTable(moverHeader(), 2);
      moverRows(report).forEach(movers::row);
      out.append(movers.render());
    }
    return out.toString();
  }

  /** The tab-separated form. */
  public static String tsv(ImpactReport report) {
    StringBuilder out = new StringBuilder("# users\n");
    tsvRows(out, userHeader(report, true), userRows(report, true));
    out.append("# correlation\n");
    tsvRows(out, correlationHeader(), correlationRows(report, true));
    out.append("# movers\n");
    tsvRows(out, moverHeader(), moverRows(report));
    return out.toString();
  }

  /** The JSON form, ending in a newline. */
  public static String json(ImpactReport report) {
    ObjectNode root = MAPPER.createObjectNode();
    ArrayNode algorithms = root.putArray("algorithms");
    report.algorithms().forEach(algorithms::add);
    ArrayNode users = root.putArray("users");
    for (UserImpact u : report.users()) {
      ObjectNode node = users.addObject();
      node.put("path", u.path());
      if (Double.isNaN(u.rawShares())) {
        node.put("raw_shares", "parent");
      } else {
        node.put("raw_shares", u.rawShares());
      }
      node.put("norm_share", u.normShare());
      node.put("usage", u.usage());
      if (u.shared()) {
        ArrayNode members = node.putArray("members");
        u.members().forEach(members::add);
      }
      ObjectNode factors = node.putObject("factor");
      ObjectNode ranks = node.putObject("rank");
      for (int a = 0; a < report.algorithms().size(); a++) {
        double f = u.factors().get(a);
        if (Double.isNaN(f)) {
          factors.putNull(report.algorithms().get(a));
        } else if (Double.isInfinite(f)) {
          factors.put(report.algorithms().get(a), f > 0 ? "inf" : "-inf");
        } else {
          factors.put(report.algorithms().get(a), f);
        }
        if (u.ranks().get(a) > 0) {
          ranks.put(report.algorithms().get(a), u.ranks().get(a));
        } else {
          ranks.putNull(report.algorithms().get(a));
        }
      }
    }
    ArrayNode correlation = root.putArray("correlation");
    for (PairCorrelation c : report.correlations()) {
      ObjectNode node = correlation.addObject();
      node.put("first", c.first());
      node.put("second", c.second());
      if (Double.isNaN(c.tau().tauB())) {
        node.putNull("tau_b");
      } else {
        node.put("tau_b", c.tau().tauB());
      }
      node.put("concordant", c.tau().concordant());
      node.put("discordant", c.tau().discordant());
      node.put("tied_first", c.tau().tiedFirst());
      node.put("tied_second", c.tau().tiedSecond());
    }
    ArrayNode movers = root.putArray("movers");
    for (Mover m : report.movers()) {
      ObjectNode node = movers.addObject();
      node.put("algorithm", m.algorithm());
      node.put("path", m.path());
      node.put("baseline_rank", m.baselineRank());
      node.put("rank", m.rank());
      node.put("gain", m.gain());
    }
    root.put("top", report.top());
    try {
      return MAPPER.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  private static List<String> userHeader(ImpactReport report, boolean tsv) {
    List<String> header = new ArrayList<>(List.of("user", "shares", "norm_share", "usage"));
    for (String a : report.algorithms()) {
      header.add(tsv ? a + ".factor" : a);
      header.add(tsv ? a + ".rank" : "rank");
    }
    return header;
  }

  private static List<List<String>> userRows(ImpactReport report, boolean full) {
    List<List<String>> rows = new ArrayList<>();
    for (UserImpact u : report.users()) {
      List<String> row = new ArrayList<>(List.of(u.path(),
          Double.isNaN(u.rawShares()) ? "parent" : NumberText.plain(u.rawShares()),
          ResultRenderer.number(u.normShare(), full), NumberText.plain(u.usage())));
      for (int a = 0; a < report.algorithms().size(); a++) {
        row.add(ResultRenderer.number(u.factors().get(a), full));
        row.add(u.ranks().get(a) > 0 ? Integer.toString(u.ranks().get(a)) : "");
      }
      rows.add(row);
    }
    return rows;
  }

  private static List<String> correlationHeader() {
    return List.of("first", "second", "tau_b", "concordant", "discordant", "tied_first", "tied_second");
  }

  private static List<List<String>> correlationRows(ImpactReport report, boolean full) {
    List<List<String>> rows = new ArrayList<>();
    for (PairCorrelation c : report.correlations()) {
      double t = c.tau().tauB();
      String tau = Double.isNaN(t) ? "n/a" : full ? NumberText.plain(t) : String.format(Locale.ROOT, "%.6f", t);
      rows.add(List.of(c.first(), c.second(), tau, Long.toString(c.tau().concordant()),
          Long.toString(c.tau().discordant()), Long.toString(c.tau().tiedFirst()),
          Long.toString(c.tau().tiedSecond())));
    }
    return rows;
  }

  private static List<String> moverHeader() {
    return List.of("algorithm", "user", "baseline_rank", "rank", "gain");
  }

  private static List<List<String>> moverRows(ImpactReport report) {
    List<List<String>> rows = new ArrayList<>();
    for (Mover m : report.movers()) {
      rows.add(List.of(m.algorithm(), m.path(), Integer.toString(m.baselineRank()), Integer.toString(m.rank()),
          (m.gain() > 0 ? "+" : "") + m.gain()));
    }
    return rows;
  }

  private static void tsvRows(StringBuilder out, List<String> header, List<List<String>> rows) {
    out.append(String.join("\t", header)).append('\n');
    for (List<String> row : rows) {
      out.append(String.join("\t", row)).append('\n');
    }
  }
}
