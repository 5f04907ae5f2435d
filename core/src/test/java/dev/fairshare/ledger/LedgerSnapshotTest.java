package dev.fairshare.ledger;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.NoDecay;
import dev.fairshare.usage.ResetSchedule;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;

class LedgerSnapshotTest {

  @Test
  void bindingChargesMatchedNodesAndReportsUsageWithoutANode() {
    ShareTreeBuilder b = new ShareTreeBuilder();
    int physics = b.group(ShareTreeBuilder.ROOT, "physics", 60);
    b.user(physics, "alice", 1);
    b.user(physics, "bob", 1);
    ShareTree tree = b.build();
    InMemoryLedger ledger = new InMemoryLedger();
    ledger.append(List.of(
        new Charge(UsageIdentity.of("neutral", "physics", "alice"), "t", "1", 30, 0, 10),
        new Charge(UsageIdentity.of("neutral", "physics", "carol"), "t", "2", 70, 0, 10),
        new Charge(UsageIdentity.of("neutral", "chemistry", "dan"), "t", "3", 5, 0, 10),
        new Charge(UsageIdentity.of("neutral", "physics", "bob"), "t", "4", 0, 0, 10)));
    LedgerSnapshot s = ledger.snapshot(AsOf.of(Instant.ofEpochSecond(100), new NoDecay()));
    BoundUsage bound = s.bind(tree, IdentityMatcher.byPath(tree, "neutral"));
    assertThat(bound.snapshot().usage(tree.indexOf("physics/alice"))).isEqualTo(30.0);
    assertThat(bound.snapshot().usage(tree.indexOf("physics"))).isEqualTo(30.0);
    assertThat(bound.snapshot().total()).isEqualTo(30.0);
    assertThat(bound.unmatched()).extracting(BoundUsage.Unmatched::identity).containsExactly(
        UsageIdentity.of("neutral", "physics", "carol"), UsageIdentity.of("neutral", "chemistry", "dan"));
    assertThat(bound.unmatchedTotal()).isEqualTo(75.0);
  }

  @Test
  void aPartThatIsAPathGivesItsNamesSoLsfIdentitiesMatchATreeOfTheirPaths() {
    // an LSF identity is (queue, share-account path /a/b): joined whole it was normal//geosciences/kim, no path
    ShareTreeBuilder b = new ShareTreeBuilder();
    int normal = b.group(ShareTreeBuilder.ROOT, "normal", 1);
    int geo = b.group(normal, "geosciences", 60);
    b.user(geo, "kim", 2);
    b.user(normal, "rosa", 5);
    ShareTree tree = b.build();
    InMemoryLedger ledger = new InMemoryLedger();
    ledger.append(List.of(
        new Charge(UsageIdentity.of("lsf", "normal", "/geosciences/kim"), "lsb.acct", "1", 40, 0, 10),
        new Charge(UsageIdentity.of("lsf", "normal", "/rosa"), "lsb.acct", "2", 2, 0, 10),
        new Charge(UsageIdentity.of("lsf", "night", "/rosa"), "lsb.acct", "3", 7, 0, 10)));
    LedgerSnapshot s = ledger.snapshot(AsOf.of(Instant.ofEpochSecond(100), new NoDecay()));
    BoundUsage bound = s.bind(tree, IdentityMatcher.byPath(tree, "lsf"));
    assertThat(bound.snapshot().usage(tree.indexOf("normal/geosciences/kim"))).isEqualTo(40.0);
    assertThat(bound.snapshot().usage(tree.indexOf("normal/rosa"))).isEqualTo(2.0);
    assertThat(bound.unmatched()).extracting(BoundUsage.Unmatched::identity)
        .containsExactly(UsageIdentity.of("lsf", "night", "/rosa"));
  }

  @Test
  void theLastResetIsTheStartOfThePeriodHoldingTheInstant() {
    ZoneId paris = ZoneId.of("Europe/Paris");
    Instant t = Instant.parse("2024-05-15T10:00:00Z"); // a Wednesday
    assertThat(ResetSchedule.DAILY.lastAtOrBefore(t, paris)).contains(Instant.parse("2024-05-14T22:00:00Z"));
    assertThat(ResetSchedule.WEEKLY.lastAtOrBefore(t, paris)).contains(Instant.parse("2024-05-11T22:00:00Z"));
    assertThat(ResetSchedule.MONTHLY.lastAtOrBefore(t, paris)).contains(Instant.parse("2024-04-30T22:00:00Z"));
    assertThat(ResetSchedule.QUARTERLY.lastAtOrBefore(t, paris)).contains(Instant.parse("2024-03-31T22:00:00Z"));
    assertThat(ResetSchedule.YEARLY.lastAtOrBefore(t, paris)).contains(Instant.parse("2023-12-31T23:00:00Z"));
    assertThat(ResetSchedule.NONE.lastAtOrBefore(t, paris)).isEmpty();
    assertThat(ResetSchedule.NOW.lastAtOrBefore(t, paris)).isEmpty();
    Instant sunday = Instant.parse("2024-05-12T08:00:00Z");
    assertThat(ResetSchedule.WEEKLY.lastAtOrBefore(sunday, paris)).contains(Instant.parse("2024-05-11T22:00:00Z"));
  }
}
