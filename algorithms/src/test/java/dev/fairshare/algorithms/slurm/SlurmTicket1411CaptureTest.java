package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.algorithm.Demand;
import dev.fairshare.algorithm.FairshareResult;
import dev.fairshare.algorithm.Metric;
import dev.fairshare.testkit.reference.ReferenceSlurmTicket;
import dev.fairshare.testkit.reference.ReferenceSlurmTicket1411;
import dev.fairshare.tree.ShareTree;
import java.io.IOException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code slurm.ticket} with version 14.11 gives, bit for bit, what Slurm 14.11's own code computes on the
 * captured trees (test resource {@code slurm/ticket-14.11-captures.txt}: {@code parent} accounts and users
 * below accounts and directly under the root, nested {@code parent} accounts, a sub-account of a
 * {@code parent} account, a level whose shares sum to 0, inactive branches), and the plain 14.11 reference
 * gives the same to 1e-12 (it computes in double where the C code has long double).
 */
class SlurmTicket1411CaptureTest {

  /** Bit for bit: compared as {@link Double}s, so NaN equals NaN. */
  @Test
  void fastVersionGivesWhatThe1411CodeComputes() throws IOException {
    List<TicketCaptures.Capture> captures = TicketCaptures.load();
    assertThat(captures).hasSize(5);
    for (TicketCaptures.Capture c : captures) {
      ShareTree tree = c.shape().tree();
      assertThat(listedInOrder(tree)).as(c.name() + ": the tree lists its nodes as the capture did")
          .isEqualTo(c.rows().stream().map(TicketCaptures.Row::path).toList());
      FairshareResult r = new SlurmTicketAlgorithm(TicketVersion.V14_11).compute(tree, c.shape().usage(),
          Demand.pending(tree, c.pending()));
      for (TicketCaptures.Row row : c.rows()) {
        int i = tree.indexOf(row.path());
        String what = c.name() + " " + row.path();
        same(r.get(Metric.NORM_SHARES, i), row.s(), what + " S");
        same(r.get(Metric.NORM_USAGE, i), row.u(), what + " U");
        same(r.get(Metric.EFFECTIVE_USAGE, i), row.e(), what + " E");
        same(r.extra(SlurmTicketAlgorithm.FS_FACTOR, i), row.f(), what + " F");
        same(r.extra(SlurmTicketAlgorithm.TICKETS, i), row.tickets(), what + " tickets");
        same(r.factor(i), row.factor(), what + " factor");
      }
    }
  }

  @Test
  void referenceGivesWhatThe1411CodeComputes() throws IOException {
    for (TicketCaptures.Capture c : TicketCaptures.load()) {
      ShareTree tree = c.shape().tree();
      BitSet pending = new BitSet();
      c.pending().forEach(p -> pending.set(tree.indexOf(p)));
      ReferenceSlurmTicket.Values v = new ReferenceSlurmTicket1411().compute(tree, c.shape().usage(), pending);
      for (TicketCaptures.Row row : c.rows()) {
        int i = tree.indexOf(row.path());
        String what = c.name() + " " + row.path();
        close(v.normShares()[i], row.s(), what + " S");
        close(v.normUsage()[i], row.u(), what + " U");
        close(v.effectiveUsage()[i], row.e(), what + " E");
        close(v.fsFactor()[i], row.f(), what + " F");
        assertThat(Math.abs(v.tickets()[i] - row.tickets())).as(what + " tickets").isLessThanOrEqualTo(1);
        if (Double.isNaN(row.factor())) {
          assertThat(v.factor()[i]).as(what + " factor").isNaN();
        } else {
          close(v.factor()[i], row.factor(), what + " factor");
        }
      }
    }
  }

  private static void same(double actual, double expected, String what) {
    assertThat((Double) actual).as(what).isEqualTo((Double) expected);
  }

  private static void close(double actual, double expected, String what) {
    assertThat(Math.abs(actual - expected)).as(what + ": " + actual + " vs " + expected)
        .isLessThanOrEqualTo(1e-12 * Math.max(1, Math.abs(expected)));
  }

  private static List<String> listedInOrder(ShareTree tree) {
    List<String> paths = new ArrayList<>();
    for (int i = 1; i < tree.size(); i++) {
      paths.add(tree.path(i));
    }
    return paths;
  }
}
