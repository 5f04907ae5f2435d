package dev.fairshare.cli.view;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The view as a static SVG picture for reports: the same icicle as the page's (width = shares, the drawn
 * items of {@link ViewSelection}, at most {@link #ROWS} levels), one per algorithm one under the other,
 * coloured by factor or by usage ÷ share with the page's colours, labelled where a name fits, with a title
 * and a legend line.
 */
final class SvgView {
  static final int ROWS = 8;
  private static final int WIDTH = 1200;
  private static final int ROW = 26;

  private SvgView() {}

  /** The picture of the data of {@link ViewData}; {@code byRatio} colours by usage ÷ share. */
  static String render(String title, ObjectNode data, boolean byRatio) {
    JsonNode items = data.get("items");
    int count = items.get("name").size();
    List<List<Integer>> children = new ArrayList<>();
    int[] depth = new int[count];
    for (int k = 0; k < count; k++) {
      children.add(new ArrayList<>());
      int p = items.get("parent").get(k).asInt();
      if (p >= 0) {
        children.get(p).add(k);
        depth[k] = depth[p] + 1;
      }
    }
    int rows = 1;
    for (int d : depth) {
      rows = Math.max(rows, Math.min(ROWS, d + 1));
    }
    JsonNode views = data.get("views");
    int panel = rows * ROW + 24;
    int height = 40 + views.size() * (panel + 10) + 24;
    StringBuilder out = new StringBuilder();
    out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(WIDTH).append("\" height=\"")
        .append(height).append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(height)
        .append("\" font-family=\"sans-serif\" font-size=\"11\">\n");
    out.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
    out.append("<text x=\"8\" y=\"20\" font-size=\"15\" font-weight=\"bold\">").append(HtmlView.escape(title))
        .append("</text>\n");
    out.append("<text x=\"8\" y=\"36\" fill=\"#56606b\">").append(data.get("nodes").asInt()).append(" nodes, ")
        .append(data.get("users").asInt()).append(" users; width: shares; colour: ")
        .append(byRatio ? "usage ÷ share (blue 1/8 or less, white on target, red 8 or more)"
            : "factor (red least deserving, green most)").append("</text>\n");
    for (int v = 0; v < views.size(); v++) {
      JsonNode view = views.get(v);
      int top = 44 + v * (panel + 10);
      out.append("<text x=\"8\" y=\"").append(top + 14).append("\" font-weight=\"bold\">")
          .append(HtmlView.escape(view.get("algorithm").asText())).append("</text>\n");
      panel(out, items, children, view, byRatio, top + 20);
    }
    return out.append("</svg>\n").toString();
  }

  private static void panel(StringBuilder out, JsonNode items, List<List<Integer>> children, JsonNode view,
      boolean byRatio, int top) {
    // An explicit stack of (item, x0, x1, row): no recursion, however deep the tree.
    List<double[]> stack = new ArrayList<>();
    stack.add(new double[] {0, 0, WIDTH - 16, 0});
    while (!stack.isEmpty()) {
      double[] t = stack.remove(stack.size() - 1);
      int k = (int) t[0];
      double x0 = 8 + t[1];
      double w = t[2] - t[1];
      int row = (int) t[3];
      if (w >= 0.5) {
        String fill = byRatio ? ratioColour(items.get("ratio").get(k)) : factorColour(view.get("colour").get(k));
        out.append(String.format(Locale.ROOT,
            "<rect x=\"%.2f\" y=\"%d\" width=\"%.2f\" height=\"%d\" fill=\"%s\" stroke=\"#ffffff\"/>%n", x0,
            top + row * ROW, Math.max(w, 1.0), ROW - 1, fill));
        String name = items.get("name").get(k).asText();
        int fits = (int) ((w - 6) / 6.4);
        if (w > 28 && fits > 0) {
          String label = name.length() > fits ? name.substring(0, Math.max(1, fits - 1)) + "…" : name;
          out.append(String.format(Locale.ROOT, "<text x=\"%.2f\" y=\"%d\">%s</text>%n", x0 + 3,
              top + row * ROW + ROW / 2 + 4, HtmlView.escape(label)));
        }
      }
      if (row + 1 >= ROWS) {
        continue;
      }
      List<Integer> list = children.get(k);
      double sum = 0;
      for (int c : list) {
        sum += items.get("fraction").get(c).asDouble();
      }
      double x = t[1];
      for (int c : list) {
        double cw = sum > 0 ? w * items.get("fraction").get(c).asDouble() / sum : w / list.size();
        stack.add(new double[] {c, x, x + cw, row + 1});
        x += cw;
      }
    }
  }

  /** The page's factor colours: red (0) through yellow to green (1); grey without a value. */
  static String factorColour(JsonNode value) {
    if (value == null || value.isNull()) {
      return "#d5d9de";
    }
    double v = Math.max(0, Math.min(1, value.asDouble()));
    return v < 0.5 ? mix(new int[] {204, 41, 41}, new int[] {242, 201, 76}, v * 2)
        : mix(new int[] {242, 201, 76}, new int[] {46, 160, 67}, (v - 0.5) * 2);
  }

  /** The page's usage ÷ share colours: blue (1/8 or less) through white (1) to red (8 or more). */
  static String ratioColour(JsonNode value) {
    if (value == null || value.isNull()) {
      return "#d5d9de";
    }
    double r = Double.parseDouble(value.asText());
    double t = r <= 0 ? -1 : Math.max(-1, Math.min(1, Math.log(r) / Math.log(8)));
    return t < 0 ? mix(new int[] {255, 255, 255}, new int[] {49, 104, 189}, -t)
        : mix(new int[] {255, 255, 255}, new int[] {204, 41, 41}, t);
  }

  private static String mix(int[] a, int[] b, double t) {
    return "rgb(" + Math.round(a[0] + (b[0] - a[0]) * t) + "," + Math.round(a[1] + (b[1] - a[1]) * t) + ","
        + Math.round(a[2] + (b[2] - a[2]) * t) + ")";
  }
}
