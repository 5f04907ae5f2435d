package dev.fairshare.lsf;

import static org.assertj.core.api.Assertions.assertThat;

import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.format.ProblemCollector;
import dev.fairshare.lsf.model.LsbQueues;
import dev.fairshare.lsf.model.LsbQueuesReader;
import dev.fairshare.lsf.syntax.LsfConfigFile;
import java.util.List;
import org.junit.jupiter.api.Test;

/** LSF 7.3's manual: the cross-queue priority range rule and DISPATCH_ORDER=QUEUE. */
class LsbQueuesReaderTest {

  /** queue1..3 form a set with priorities 30, 40, 50; queue4 is outside it. */
  private static List<Problem> problems(int queue4Priority, String dispatchOrder) {
    String text = """
        Begin Queue
        QUEUE_NAME = queue1
        PRIORITY = 30
        FAIRSHARE = USER_SHARES[[default, 1]]
        FAIRSHARE_QUEUES = queue2 queue3
        %s
        End Queue
        Begin Queue
        QUEUE_NAME = queue2
        PRIORITY = 40
        End Queue
        Begin Queue
        QUEUE_NAME = queue3
        PRIORITY = 50
        End Queue
        Begin Queue
        QUEUE_NAME = queue4
        PRIORITY = %d
        End Queue
        """.formatted(dispatchOrder, queue4Priority);
    ProblemCollector problems = new ProblemCollector();
    LsbQueuesReader.read(LsfConfigFile.parse(LineSource.of("lsb.queues", text), problems), problems);
    return problems.problems();
  }

  @Test
  void anOutsideQueueMayBeAtMost29OrAbove50() {
    assertThat(problems(29, "")).isEmpty();
    assertThat(problems(51, "")).isEmpty();
  }

  @Test
  void anOutsideQueueBetween30And50IsRejectedWhereItsPriorityIs() {
    for (int p : new int[] {30, 40, 50}) {
      assertThat(problems(p, "")).extracting(Problem::code).containsExactly("lsf.queues.priority-range");
    }
    assertThat(problems(35, "").get(0).location().toString()).isEqualTo("lsb.queues:18:12");
  }

  @Test
  void dispatchOrderQueueLetsOutsideQueuesHaveAnyPriority() {
    assertThat(problems(40, "DISPATCH_ORDER = QUEUE")).isEmpty();
  }

  @Test
  void theSetIsTheParentFirstThenItsQueuesAndChildrenFollowTheParentsPolicy() {
    ProblemCollector problems = new ProblemCollector();
    LsbQueues q = LsbQueuesReader.read(LsfConfigFile.parse(LineSource.of("lsb.queues", """
        Begin Queue
        QUEUE_NAME = p
        FAIRSHARE = USER_SHARES[[default, 1]]
        FAIRSHARE_QUEUES = c1 c2
        End Queue
        Begin Queue
        QUEUE_NAME = c1
        FAIRSHARE = USER_SHARES[[ignored, 1]]
        End Queue
        Begin Queue
        QUEUE_NAME = c2
        End Queue
        """), problems), problems);
    assertThat(problems.problems()).isEmpty();
    assertThat(q.setOf(q.queue("p"))).containsExactly("p", "c1", "c2");
    assertThat(q.policyOf("c1").name()).as("FAIRSHARE in a child is ignored").isEqualTo("p");
    assertThat(q.policyOf("c2").name()).isEqualTo("p");
  }

  @Test
  void aQueueInTwoSetsAndAnUnknownQueueAreReported() {
    ProblemCollector problems = new ProblemCollector();
    LsbQueuesReader.read(LsfConfigFile.parse(LineSource.of("lsb.queues", """
        Begin Queue
        QUEUE_NAME = a
        FAIRSHARE = USER_SHARES[[default, 1]]
        FAIRSHARE_QUEUES = c ghost
        DISPATCH_ORDER = QUEUE
        End Queue
        Begin Queue
        QUEUE_NAME = b
        FAIRSHARE = USER_SHARES[[default, 1]]
        FAIRSHARE_QUEUES = c
        DISPATCH_ORDER = QUEUE
        End Queue
        Begin Queue
        QUEUE_NAME = c
        End Queue
        """), problems), problems);
    assertThat(problems.problems()).extracting(Problem::code)
        .containsExactly("lsf.queues.unknown-queue", "lsf.queues.multiple-sets");
  }
}
