package dev.fairshare.pbs.accounting;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Usage from accounting E records (docs/algorithms/pbs.md §4.1, §13). */
class AccountingUsageTest {
  /** The E record of docs/algorithms/pbs.md §13, as written there. */
  private static final String SPEC_E = "04/20/2021 10:15:02;E;123.svr;user=alice group=staff "
      + "project=_pbs_project_default jobname=STDIN queue=workq ctime=1618913686 qtime=1618913686 "
      + "etime=1618913686 start=1618913687 exec_host=n1/0 exec_vnode=(n1:ncpus=1) Resource_List.ncpus=1 "
      + "Resource_List.nodect=1 Resource_List.place=pack Resource_List.select=1:ncpus=1 session=12345 "
      + "end=1618913702 Exit_status=0 resources_used.cpupercent=0 resources_used.cput=00:00:00 "
      + "resources_used.mem=0kb resources_used.ncpus=1 resources_used.vmem=0kb resources_used.walltime=00:00:15 "
      + "run_count=1";
  private static final String LOG = String.join("\n",
      SPEC_E,
      "04/20/2021 11:00:00;S;124.svr;user=bob group=phys queue=workq",
      "04/20/2021 11:30:00;u;124.svr;user=bob group=phys resources_used.walltime=00:10:00",
      "04/20/2021 12:00:00;E;124.svr;user=bob group=phys account=\"proj x\" queue=long "
          + "Resource_List.ncpus=4 Resource_List.cput=10:00:00 end=1618920000 resources_used.cput=02:00:30 "
          + "resources_used.walltime=00:20:00",
      "garbage line",
      "");

  private static AccountingLogParser.Result parse() {
    return AccountingLogParser.parse(LineSource.of("20210420", LOG));
  }

  @Test
  void anEntityTheTreeCannotNameIsRefusedAtItsRecord() {
    // found by FormatContract's fuzzing: the tree's error had no file and line
    var e = org.assertj.core.api.Assertions.catchThrowableOfType(dev.fairshare.format.ConfigParseException.class,
        () -> new AccountingFormat().read(LineSource.of("20210422",
            "04/22/2021 10:00:00;E;1.svr;user=a/b end=1619085600 resources_used.cput=00:01:00\n")));
    assertThat(e.problems()).extracting(Problem::code, p -> p.location().toString())
        .containsExactly(org.assertj.core.groups.Tuple.tuple("tree.bad-name", "20210422:1:1"));
  }

  @Test
  void aTimePartTooLongForALongIsALargeValueNotAFailure() {
    // found by FormatContract's fuzzing: Long.parseLong threw on the 21-digit hours
    assertThat(ResourceValues.parse("099999999999999999990:00:00")).isEqualTo(99999999999999999990.0 * 60 * 60);
  }

  @Test
  void cputOfEachEndedJobIsChargedToTheUserAtItsEnd() {
    AccountingLogParser.Result log = parse();
    assertThat(log.records()).hasSize(4);
    assertThat(log.problems()).extracting(Problem::code).containsExactly("pbs.accounting.bad-line");
    AccountingUsage.Result r = AccountingUsage.charges(log.records(), "euser", "cput");
    assertThat(r.charges()).extracting(AccountingUsage.Charge::entity).containsExactly("alice", "bob");
    assertThat(r.totals()).isEqualTo(Map.of("alice", 0.0, "bob", 7230.0));
    assertThat(r.charges().get(1).at()).isEqualTo(Instant.ofEpochSecond(1618920000));
  }

  @Test
  void entityFollowsFairshareEntityWithTheGroupUserFallback() {
    List<AccountingRecord> records = parse().records();
    assertThat(AccountingUsage.charges(records, "Account_Name", "cput").totals().keySet())
        .containsExactly("staff:alice", "proj x");
    assertThat(AccountingUsage.charges(records, "egroup", "cput").totals().keySet())
        .containsExactly("staff", "phys");
    assertThat(AccountingUsage.charges(records, "queue", "cput").totals().keySet())
        .containsExactly("workq", "long");
    assertThat(AccountingUsage.charges(records, "egroup:euser", "cput").totals().keySet())
        .containsExactly("staff:alice", "phys:bob");
    assertThat(AccountingUsage.charges(records, "project", "cput").totals().keySet())
        .containsExactly("_pbs_project_default", "phys:bob");
  }

  @Test
  void usageResourceIsAnExpressionWithUpdateWalltimeAdded() {
    AccountingUsage.Result r = AccountingUsage.charges(parse().records(), "euser", "ncpus*walltime");
    assertThat(r.totals()).isEqualTo(Map.of("alice", 15.0, "bob", 4 * 1800.0));
  }

  @Test
  void sizesAreInKilobytes() {
    assertThat(ResourceValues.parse("123kb")).isEqualTo(123.0);
    assertThat(ResourceValues.parse("2gb")).isEqualTo(2097152.0);
    assertThat(ResourceValues.parse("1025b")).isEqualTo(2.0);
    assertThat(ResourceValues.parse("100:00:01")).isEqualTo(360001.0);
  }
}
