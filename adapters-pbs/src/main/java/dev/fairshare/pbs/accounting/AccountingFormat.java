package dev.fairshare.pbs.accounting;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.MatchStrength;
import dev.fairshare.format.NamedFormat;
import dev.fairshare.format.Problem;
import dev.fairshare.format.Settings;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.format.TreeDocument;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.UsageSnapshot;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code pbs.accounting}: a PBS accounting log (docs/algorithms/pbs.md §13) read as usage: every entity that ended a
 * job becomes a user under the root (0 shares) with the total of its {@code E} records' {@code cput}, under
 * PBS's default {@code fairshare_entity euser}, undecayed. For other entities, resources or decay use
 * {@link AccountingUsage} and a {@code UsageStore}.
 */
public final class AccountingFormat extends NamedFormat {
  /** The registered name. */
  public static final String NAME = "pbs.accounting";

  /** The format. */
  public AccountingFormat() {
    super(NAME, "PBS accounting log (E records: cput per euser)", false);
  }

  @Override
  public MatchStrength probe(String head) {
    return head.matches("(?s)\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d:\\d\\d;[A-Za-z];.*") ? MatchStrength.SOLID
        : MatchStrength.NO_MATCH;
  }

  @Override
  public TreeDocument read(LineSource source) {
    AccountingLogParser.Result log = AccountingLogParser.parse(source);
    AccountingUsage.Result usage = AccountingUsage.charges(log.records(), "euser", "cput");
    Map<String, Double> totals = usage.totals();
    ShareTreeBuilder b = new ShareTreeBuilder();
    Map<String, SourceLocation> firstCharge = new java.util.HashMap<>();
    usage.charges().forEach(c -> firstCharge.putIfAbsent(c.entity(), c.origin()));
    totals.keySet().forEach(e -> b.add(ShareTreeBuilder.ROOT, e, NodeKind.USER, 0, false, null,
        firstCharge.get(e)));
    ShareTree tree = b.build();
    double[] own = new double[tree.size()];
    for (int i = 1; i < tree.size(); i++) {
      own[i] = totals.get(tree.name(i));
    }
    List<Problem> warnings = new ArrayList<>(log.problems());
    warnings.addAll(usage.problems());
    return new TreeDocument(tree, UsageSnapshot.fromOwn(tree, own, Instant.EPOCH), Settings.none(), warnings);
  }
}
