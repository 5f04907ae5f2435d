package dev.fairshare.pbs.accounting;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.testkit.format.BadInput;
import dev.fairshare.testkit.format.FormatContract;
import dev.fairshare.testkit.format.FormatSample;
import java.util.List;

/** {@code pbs.accounting}, the server's accounting log, passes the format contract (read only). */
class AccountingFormatContractTest extends FormatContract {
  /** The E record of docs/algorithms/pbs.md §13, and a second job's records. */
  private static final String LOG = "04/20/2021 10:15:02;E;123.svr;user=alice group=staff "
      + "project=_pbs_project_default jobname=STDIN queue=workq ctime=1618913686 qtime=1618913686 "
      + "etime=1618913686 start=1618913687 exec_host=n1/0 exec_vnode=(n1:ncpus=1) Resource_List.ncpus=1 "
      + "Resource_List.nodect=1 Resource_List.place=pack Resource_List.select=1:ncpus=1 session=12345 "
      + "end=1618913702 Exit_status=0 resources_used.cpupercent=0 resources_used.cput=00:00:00 "
      + "resources_used.mem=0kb resources_used.ncpus=1 resources_used.vmem=0kb resources_used.walltime=00:00:15 "
      + "run_count=1\n"
      + "04/20/2021 11:00:00;S;124.svr;user=bob group=phys queue=workq\n"
      + "04/20/2021 12:00:00;E;124.svr;user=bob group=phys account=\"proj x\" queue=long "
      + "Resource_List.ncpus=4 end=1618920000 resources_used.cput=02:00:30 resources_used.walltime=00:20:00\n";

  @Override
  protected ConfigFormat format() {
    return new AccountingFormat();
  }

  @Override
  protected List<FormatSample> samples() {
    return List.of(FormatSample.text("20210420", LOG));
  }

  @Override
  protected List<BadInput> badInputs() {
    return List.of(BadInput.text("20210421", "04/21/2021 09:00:00;E;125.svr;user=carol account=\"open\n",
        "pbs.accounting.unclosed-quote", 1, 50));
  }
}
