package dev.fairshare.lsf.convert;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.conversion.LedgerAccounts;
import dev.fairshare.conversion.Loss;
import dev.fairshare.conversion.LossAction;
import dev.fairshare.format.SourceLocation;
import dev.fairshare.ledger.AsOf;
import dev.fairshare.ledger.LedgerSnapshot;
import dev.fairshare.ledger.UsageIdentity;
import dev.fairshare.tree.NodeKind;
import dev.fairshare.tree.ShareTree;
import dev.fairshare.tree.ShareTreeBuilder;
import dev.fairshare.usage.NoDecay;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The accounts mbatchd makes for users as their jobs arrive (Volclava {@code mbd.fairshare.c}): in
 * {@code updAliveUserInFSTree}, a user with an account of their own name in the policy's {@code userTab} (any
 * leaf account: a user, a group whose members share one) gets none; another gets one from
 * {@code appendAliveUser} beside the queue's own {@code default} (flagged {@code FS_ALL_DEFAULT} by
 * {@code buildFSTree} because the queue's members are all users) with that pair's shares; a queue without a
 * {@code default} gives them none. Only the jobs of the scope's queues arrive in its policy.
 */
class LsfLedgerAccountsTest {
  private static final SourceLocation PAIR = SourceLocation.of("lsb.queues", 6, 66);
  private static final Loss DROPPED = new Loss("lsf.default", LossAction.DROPPED, PAIR, "[default, 5]: ...");
  private static final Loss SCOPE = new Loss("lsf.scope", LossAction.DROPPED, SourceLocation.of("lsb.queues", 18),
      "queue 'night' ...");

  /** normal (with short, one cross-queue set): [geo, 60] (kim, and the collective group res), [default, 5]. */
  private static ShareTree scope(boolean withDefault) {
    ShareTreeBuilder b = new ShareTreeBuilder("normal");
    b.rootAttributes(withDefault ? Map.of(LsfAttributes.SCOPE, "queue", LsfAttributes.QUEUES, "normal short",
        LsfAttributes.DEFAULT_SHARES, "5", LsfAttributes.DEFAULT_ORIGIN, PAIR.toString())
        : Map.of(LsfAttributes.SCOPE, "queue", LsfAttributes.QUEUES, "normal short"));
    int geo = b.add(0, "geo", NodeKind.GROUP, 60, false, Map.of(LsfAttributes.ACCOUNT, "group"), null);
    b.add(geo, "kim", NodeKind.USER, 2, false, Map.of(), null);
    b.add(geo, "res", NodeKind.GROUP, 1, false, Map.of(LsfAttributes.MEMBERS, "mario nina"), null);
    return b.build();
  }

  private static LedgerSnapshot ledger() {
    return LedgerSnapshot.of(AsOf.of(Instant.ofEpochSecond(1_795_176_000L), new NoDecay()), List.of(
        UsageIdentity.of("lsf", "normal", "/rosa"),
        UsageIdentity.of("lsf", "short", "/sam"),
        UsageIdentity.of("lsf", "night", "/tom"),
        UsageIdentity.of("lsf", "normal", "/kim"),
        UsageIdentity.of("lsf", "normal", "/mario"),
        UsageIdentity.of("lsf", "normal", "/zed"),
        UsageIdentity.of("lsf", "normal", "/geo/kim"),
        UsageIdentity.of("slurm", "c", "a", "ann")), new double[] {10, 3, 7, 4, 2, 0, 9, 1});
  }

  @Test
  void usersOfTheScopesQueuesWithoutAnAccountOfTheirNameGetOneOfTheDefaultsShares() {
    LedgerAccounts made = LsfLedgerAccounts.of(scope(true), List.of(DROPPED, SCOPE), ledger()).orElseThrow();
    ShareTree t = made.tree();
    // rosa (normal) and sam (short, the same set); mario shares res's account but has none of his own name, so
    // mbatchd makes him one too; kim has his (his /kim charge stays unmatched); tom is night's; zed has no usage
    assertThat(t.firstChild(0)).isEqualTo(t.indexOf("geo"));
    for (String user : List.of("mario", "rosa", "sam")) {
      int i = t.indexOf(user);
      assertThat(i).as(user).isPositive();
      assertThat(t.parent(i)).isZero();
      assertThat(t.kind(i)).isEqualTo(NodeKind.USER);
      assertThat(t.shares(i)).isEqualTo(5);
      assertThat(t.attribute(i, LsfAttributes.ACCOUNT)).isEqualTo("default");
      assertThat(t.origin(i)).isEqualTo(PAIR);
    }
    assertThat(t.indexOf("kim")).isNegative();
    assertThat(t.indexOf("geo/kim")).isPositive();
    assertThat(List.of("tom", "zed", "ann")).allMatch(u -> t.indexOf(u) < 0);
    assertThat(t.size()).isEqualTo(scope(true).size() + 3);
    assertThat(t.attribute(0, LsfAttributes.QUEUES)).isEqualTo("normal short");
    assertThat(made.losses()).containsExactly(SCOPE);
  }

  @Test
  void aQueueWithoutADefaultOrAUsageOfNoSuchUserGivesNone() {
    assertThat(LsfLedgerAccounts.of(scope(false), List.of(SCOPE), ledger())).isEqualTo(Optional.empty());
    LedgerSnapshot known = LedgerSnapshot.of(AsOf.of(Instant.ofEpochSecond(1_795_176_000L), new NoDecay()),
        List.of(UsageIdentity.of("lsf", "normal", "/geo/kim")), new double[] {9});
    assertThat(LsfLedgerAccounts.of(scope(true), List.of(DROPPED), known)).isEmpty();
  }
}
