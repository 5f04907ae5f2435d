package dev.fairshare.lsf.contract;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.lsf.LsbUsersFormat;
import dev.fairshare.testkit.format.BadInput;
import dev.fairshare.testkit.format.FormatContract;
import dev.fairshare.testkit.format.FormatSample;
import java.nio.file.Path;
import java.util.List;

/** {@code lsf.lsb-users} passes the format contract, on the example site's file and the manual's example. */
class LsbUsersFormatContractTest extends FormatContract {

  @Override
  protected ConfigFormat format() {
    return new LsbUsersFormat();
  }

  @Override
  protected List<FormatSample> samples() {
    return List.of(FormatSample.file(Path.of("../examples/lsf/lsb.users")),
        FormatSample.file(Path.of("src/test/resources/lsf/spec-4.1.lsb.users")));
  }

  @Override
  protected List<BadInput> badInputs() {
    return List.of(BadInput.text("lsb.users", "Begin UserGroup\nGROUP_NAME GROUP_MEMBER USER_SHARES\n"
        + "g1 (u1) ([u1, x])\nEnd UserGroup\n", "lsf.shares.bad-number", 3, 15));
  }
}
