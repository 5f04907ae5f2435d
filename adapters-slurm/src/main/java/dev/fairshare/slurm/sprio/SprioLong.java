package dev.fairshare.slurm.sprio;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The text of {@code sprio -l} (its default long format, weighted factors) for one job
 * ({@code src/sprio/opts.c}, {@code src/sprio/print.c}): a header and a row of right-aligned columns
 * {@code JOBID PARTITION USER PRIORITY SITE AGE ASSOC FAIRSHARE JOBSIZE PARTITION QOS NICE TRES}, each
 * followed by a space. Weighted factors print with {@code %.0f} (half-even on the binary value), the
 * priority as the integer sprio truncates it to, the partition name left-aligned and cut to 9 characters,
 * the user right-aligned and cut to 8.
 */
public final class SprioLong {
  /**
   * One job's row.
   *
   * @param jobId the job id
   * @param partition the partition name
   * @param user the user name
   * @param priority the priority as sprio prints it
   * @param site the site factor
   * @param age the weighted age factor
   * @param assoc the weighted association factor
   * @param fairshare the weighted fair-share factor
   * @param jobSize the weighted job size factor
   * @param partitionFactor the weighted partition factor
   * @param qos the weighted QOS factor
   * @param nice the nice value
   * @param tres the TRES column (empty when no TRES weights are set)
   */
  public record Row(String jobId, String partition, String user, long priority, long site, double age,
      double assoc, double fairshare, double jobSize, double partitionFactor, double qos, long nice,
      String tres) {}

  /** The header line, as sprio prints it. */
  public static final String HEADER = right("JOBID", 15) + " " + left("PARTITION", 9) + " " + right("USER", 8)
      + " " + right("PRIORITY", 10) + " " + right("SITE", 10) + " " + right("AGE", 10) + " "
      + right("ASSOC", 10) + " " + right("FAIRSHARE", 10) + " " + right("JOBSIZE", 10) + " "
      + right("PARTITION", 10) + " " + right("QOS", 10) + " " + right("NICE", 11) + " " + right("TRES", 20);

  private SprioLong() {}

  /** The header and the row, each ending in a newline. */
  public static String text(Row r) {
    return HEADER + "\n" + row(r) + "\n";
  }

  /** The row, without a newline. */
  public static String row(Row r) {
    return right(r.jobId(), 15) + " " + left(r.partition(), 9) + " " + right(r.user(), 8) + " "
        + right(Long.toString(r.priority()), 10) + " " + right(Long.toString(r.site()), 10) + " "
        + right(integer(r.age()), 10) + " " + right(integer(r.assoc()), 10) + " "
        + right(integer(r.fairshare()), 10) + " " + right(integer(r.jobSize()), 10) + " "
        + right(integer(r.partitionFactor()), 10) + " " + right(integer(r.qos()), 10) + " "
        + right(Long.toString(r.nice()), 11) + " " + right(r.tres(), 20);
  }

  /** C's {@code %.0f}: the exact binary value rounded half-even. */
  public static String integer(double v) {
    return new BigDecimal(v).setScale(0, RoundingMode.HALF_EVEN).toPlainString();
  }

  /** {@code %Ns} cut to N characters, as sprio's {@code _print_str} with {@code cut_output}. */
  private static String right(String s, int width) {
    String cut = s.length() > width ? s.substring(0, width) : s;
    return " ".repeat(width - cut.length()) + cut;
  }

  /** {@code %.Ns} padded with spaces to N. */
  private static String left(String s, int width) {
    String cut = s.length() > width ? s.substring(0, width) : s;
    return cut + " ".repeat(width - cut.length());
  }
}
