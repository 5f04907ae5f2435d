package dev.fairshare.lsf;

import dev.fairshare.format.ConfigFormat;
import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.lsf.acct.LsbAcctReader;
import dev.fairshare.lsf.events.LsbEventsReplay;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Any text, however broken, gives a result or a ConfigParseException from every LSF reader, never a crash. */
class ParsersOnlyThrowParseErrorsTest {
  private static final List<String> PIECES = List.of("Begin ", "End ", "UserGroup", "Queue", "Parameters",
      "HostPartition", "HostGroup", "GROUP_NAME", "GROUP_MEMBER", "USER_SHARES", "QUEUE_NAME", "FAIRSHARE",
      "FAIRSHARE_QUEUES", "PRIORITY", "HPART_NAME", "HOSTS", " = ", "=", "(", ")", "[", "]", ",", " ", "  ",
      "\n", "\\\n", "#", "\"", "@", "default", "others", "all", "g1", "g2", "u1", "1", "0", "-3", "x", "/",
      "SHARE_INFO_FOR: q/", "USER/GROUP SHARES PRIORITY STARTED CPU_TIME RUN_TIME", "\"JOB_FINISH\"",
      "\"10.1\"", "1767225600", "-1", "1.5", "Begin UserGroup\nGROUP_NAME GROUP_MEMBER USER_SHARES\n",
      "g1 (u1 g2) ([u1, 2] [default, 1])\n", "g2 (g1) ()\n", "End UserGroup\n", "Begin Queue\nQUEUE_NAME = q\n",
      "FAIRSHARE = USER_SHARES[[g1, 1] [g2@, 2]]\n", "End Queue\n", "Begin HostPartition\nHPART_NAME = h\n",
      "USER_SHARES = [default, 1]\n", "End HostPartition\n", "Begin HostModel\nMODELNAME CPUFACTOR\n",
      "m1 100\n", "End HostModel\n", "Begin Host\nHOSTNAME model type\n", "h1 m1 linux\n", "End Host\n",
      "\"JOB_NEW\" \"22\" 5 7 1 0 1 5 0 0 0 0 0 \"u1\"", " -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 -1 \"\" 100.00 18 \"q\"",
      "\"JOB_START\" \"22\" 6 7 4 0 0 100.0 1 \"h1\" \"\" \"\" 0 0", "\"JOB_STATUS\" \"22\" 9 7 64 0 0 1.5 9 0 0 0",
      "\"MBD_START\" \"22\" 1 \"h1\" \"c\" 1 1");

  @Provide
  Arbitrary<String> texts() {
    return Arbitraries.of(PIECES).list().ofMaxSize(60).map(l -> String.join("", l));
  }

  @Property(tries = 500)
  void readersThrowOnlyParseExceptions(@ForAll("texts") String text) {
    for (ConfigFormat f : List.of(new LsbUsersFormat(), new LsbQueuesFormat(), new LsbParamsFormat(),
        new LsbHostsFormat(), new BqueuesOutputFormat(), new LsfSharedFormat(), new LsfClusterFormat())) {
      try {
        var doc = f.read(LineSource.of("fuzz", text));
        if (f.canWrite()) {
          f.write(doc);
        }
      } catch (ConfigParseException expected) {
        // reported as bad input: fine
      }
    }
    try {
      LsbAcctReader.read(LineSource.of("fuzz", text));
    } catch (ConfigParseException expected) {
      // fine
    }
    try {
      LsbEventsReplay.replay("fuzz", text, Long.MAX_VALUE).running();
    } catch (ConfigParseException expected) {
      // fine
    }
  }
}
