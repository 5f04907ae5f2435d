package dev.fairshare.slurm.sshare;

import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.algorithms.slurm.TicketFairShareColumn;
import dev.fairshare.algorithms.slurm.TicketVersion;
import dev.fairshare.math.GlibcPow;
import dev.fairshare.slurm.dump.DumpAttributes;
import dev.fairshare.tree.ShareTree;
import java.util.List;
import java.util.function.Consumer;

/**
 * Prints what {@code sshare -a} prints for a computed tree ({@code process} in {@code src/sshare/process.c},
 * {@code src/common/print_fields.c}, {@code slurmdb_tree_name_get} in {@code src/common/slurmdb_defs.c};
 * docs/algorithms/slurm.md §8, §12).
 *
 * <ul>
 *   <li>rows in tree pre-order; the Account cell of an account is its name indented by its depth, of a user
 *       the account's name indented one level deeper;
 *   <li>RawShares is blank for the root and {@code parent} for FairShare=parent rows;
 *   <li>RawUsage is the usage's integer part;
 *   <li>FairShare is the algorithm's factor on user rows and blank on the others; in classic mode before
 *       25.11 sshare instead computes {@code 2^(-(E/S)/d)} from each row's EffectvUsage and NormShares
 *       (every row, root 0.5), which this renderer reproduces as sshare's own display rule;
 *   <li>LevelFS is blank for FairShare=parent rows;
 *   <li>Cluster is the dump's cluster name, Partition a per-partition association's partition (else blank).
 * </ul>
 * The columns are those of {@code -o} or the default set ({@link SshareOptions#printed}), each at its width.
 * The renderer computes no fair share itself: every other value comes from the {@link FairshareResult}.
 */
public final class SshareRenderer {
  private static final double NO_VAL = 4294967294.0;

  private SshareRenderer() {}

  /** The output of {@code sshare -a} with these options. */
  public static String render(SshareView view, SshareOptions options) {
    StringBuilder out = new StringBuilder();
    render(view, options, out::append);
    return out.toString();
  }

  /**
   * Writes the output of {@code sshare -a} with these options to {@code out} a row at a time, as it goes
   * (the text of ten million rows is never held).
   */
  public static void render(SshareView view, SshareOptions options, Consumer<CharSequence> out) {
    render(view, options, SshareRows.ALL, out);
  }

  /**
   * Writes the output of {@code sshare} with these options to {@code out} a row at a time, only the rows
   * {@code rows} selects ({@code -a}, {@code -u}, {@code -A}, {@code -U}), each Account cell indented as those
   * rows make it.
   */
  public static void render(SshareView view, SshareOptions options, SshareRows rows,
      Consumer<CharSequence> out) {
    List<SshareField> columns = options.printed();
    StringBuilder row = new StringBuilder(256);
    PrintFields print = new PrintFields(row, options.parsable());
    if (!options.noHeader()) {
      header(row, columns, options.parsable(), options.version().beforeTicketRemoval());
      out.accept(row);
      row.setLength(0);
    }
    ShareTree tree = view.tree();
    for (int i = 0; i < tree.size(); i++) {
      if (!rows.shows(tree, i)) {
        continue;
      }
      for (int k = 0; k < columns.size(); k++) {
        cell(print, columns.get(k), view, options, rows, i, k == columns.size() - 1);
      }
      print.endRow();
      out.accept(row);
      row.setLength(0);
    }
  }

  /**
   * The header ({@code print_fields_header}); before 15.08 it printed every name {@code %*.*s} with the absolute
   * width, so right-aligned, Account included.
   */
  private static void header(StringBuilder out, List<SshareField> columns, Parsable parsable, boolean old) {
    for (int k = 0; k < columns.size(); k++) {
      SshareField f = columns.get(k);
      String header = f.column().header();
      if (parsable == Parsable.NONE) {
        int abs = Math.abs(f.width());
        String name = header.length() > abs ? header.substring(0, abs) : header;
        String fill = " ".repeat(abs - name.length());
        out.append(f.width() < 0 && !old ? name + fill : fill + name).append(' ');
      } else {
        out.append(header);
        if (!(parsable == Parsable.NO_ENDING && k == columns.size() - 1)) {
          out.append('|');
        }
      }
    }
    out.append('\n');
    if (parsable == Parsable.NONE) {
      for (SshareField f : columns) {
        out.append("-".repeat(Math.abs(f.width()))).append(' ');
      }
      out.append('\n');
    }
  }

  private static void cell(PrintFields print, SshareField field, SshareView view, SshareOptions options,
      SshareRows rows, int i, boolean last) {
    int width = field.width();
    ShareTree tree = view.tree();
    FairshareResult result = view.result();
    boolean user = tree.isUser(i);
    switch (field.column()) {
      case ACCOUNT -> print.str(width, accountCell(tree, i, rows.indent(tree, i)), last);
      case USER -> print.str(width, user ? userName(tree, i) : null, last);
      case RAW_SHARES, OLD_RAW_SHARES -> {
        if (i == 0) {
          print.uint32(width, 0xfffffffeL, last);
        } else if (tree.usesParentShares(i)) {
          print.str(width, "parent", last);
        } else {
          print.uint32(width, (long) tree.shares(i), last);
        }
      }
      case NORM_SHARES -> print.dbl(width, result.get(Metric.NORM_SHARES, i), last);
      case RAW_USAGE -> print.uint64(width, rawUsage(view.usage().usage(i)), last);
      case NORM_USAGE -> print.dbl(width, result.get(Metric.NORM_USAGE, i), last);
      case EFFECTV_USAGE -> print.dbl(width, result.get(Metric.EFFECTIVE_USAGE, i), last);
      case FAIR_SHARE -> {
        if (options.version().beforeTicketRemoval()) {
          print.oldDbl(width, ticketFairShare(view, options, i), last);
        } else {
          print.dbl(width, fairShare(view, options, i), last);
        }
      }
      case OLD_NORM_SHARES -> print.oldDbl(width, result.get(Metric.NORM_SHARES, i), last);
      case OLD_RAW_USAGE -> print.oldUint64(width, rawUsage(view.usage().usage(i)), last);
      case OLD_NORM_USAGE -> print.oldDbl(width, i == 0 ? NO_VAL : result.get(Metric.NORM_USAGE, i), last);
      case OLD_EFFECTV_USAGE -> print.oldDbl(width, result.get(Metric.EFFECTIVE_USAGE, i), last);
      case OLD_GRP_CPU_MINS -> print.oldUint64(width, cpuMinutes(view.grpTresMins().apply(i), 0xfffffffeL), last);
      case OLD_CPU_RUN_MINS -> print.oldUint64(width, cpuMinutes(view.tresRunMins().apply(i), 0), last);
      case LEVEL_FS -> print.dbl(width,
          tree.usesParentShares(i) ? Double.NaN : result.get(Metric.LEVEL_FS, i), last);
      case GRP_TRES_MINS -> print.str(width, view.grpTresMins().apply(i), last);
      case TRES_RUN_MINS -> print.str(width, view.tresRunMins().apply(i), last);
      case CLUSTER -> print.str(width, tree.attribute(0, DumpAttributes.CLUSTER), last);
      case PARTITION -> print.str(width, user ? tree.attribute(i, DumpAttributes.PARTITION) : null, last);
      default -> throw new IllegalStateException("no value for the column " + field.column());
    }
  }

  /** The Account cell ({@code slurmdb_tree_name_get}): {@code indent} spaces, then the account's name. */
  static String accountCell(ShareTree tree, int i, int indent) {
    String account = tree.isUser(i) ? tree.name(tree.parent(i)) : tree.name(i);
    return " ".repeat(indent) + account;
  }

  private static String userName(ShareTree tree, int i) {
    return AssociationKeys.user(tree, i);
  }

  private static long rawUsage(double usage) {
    if (!(usage > 0)) {
      return 0;
    }
    return usage >= 0x1p63 ? Long.MAX_VALUE : (long) usage;
  }

  /**
   * The ticket mode's FairShare cell, 2.5 to 14.11: sshare's own {@code priority_g_calc_fs_factor} of the row's
   * EffectvUsage and NormShares, for every row (root: E = S = 1, so 1).
   */
  private static double ticketFairShare(SshareView view, SshareOptions options, int i) {
    TicketVersion version = TicketVersion.of(options.version().ticketVersion());
    return TicketFairShareColumn.of(version, view.result().get(Metric.EFFECTIVE_USAGE, i),
        view.result().get(Metric.NORM_SHARES, i));
  }

  /**
   * The {@code cpu=N} minutes of a TRES text (GrpCPUMins from GrpTRESMins, CPURunMins from TRESRunMins), or
   * {@code absent}: GrpCPUMins unset is NO_VAL, blank; no running job is 0 CPU-minutes.
   */
  private static long cpuMinutes(String tres, long absent) {
    if (tres == null) {
      return absent;
    }
    for (String part : tres.split(",")) {
      if (part.startsWith("cpu=")) {
        try {
          return Long.parseUnsignedLong(part.substring(4));
        } catch (NumberFormatException e) {
          return absent;
        }
      }
    }
    return absent;
  }

  private static double fairShare(SshareView view, SshareOptions options, int i) {
    if (!options.fairTree() && options.version().clientSideFairShare()) {
      double efctv = view.result().get(Metric.EFFECTIVE_USAGE, i);
      double shares = view.result().get(Metric.NORM_SHARES, i);
      if (Double.isNaN(efctv) || Double.isNaN(shares)) {
        return Double.NaN;
      }
      if (Math.abs(efctv - NO_VAL) < 0.00001 || shares <= 0) {
        return 0;
      }
      return GlibcPow.pow(2.0, -((efctv / shares) / options.dampeningFactor()));
    }
    return view.tree().isUser(i) ? view.result().factor(i) : Double.NaN;
  }
}
