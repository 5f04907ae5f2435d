package dev.fairshare.benchmarks;

/**
 * The state of the gate's charge duel ({@link GateDuel#charge}): a side's {@link Charge} benchmark (its
 * {@code instants} parameter, its store of a 111,111-node tree with Slurm decay, one thread's stream of
 * users and instants), and an operation that runs {@value #BATCH} of its {@code oneThread} charges.
 *
 * <p>One charge takes about 12 ns, far less than a read of the thread's CPU clock (about 0.9 µs on the
 * 2-core VM), and each call through the duel's method handle adds a cost of its own, so the loop of
 * charges has to run inside the side's own compiled code. The duel defines this class again from its own
 * bytes in each side ({@link DuelSide#openHarness}), linked to that side's {@code Charge}: both sides run
 * the same loop on their own build's charge, and a base built before this class existed runs it too. It
 * uses only public members of {@code Charge}, which every build since the side-by-side gate has.
 */
public class DuelCharges {
  /** The charges per operation: about 12 µs of charging, a few per timed segment of the duel. */
  public static final int BATCH = 1024;

  /** {@link Charge}'s {@code instants}: {@code same} or {@code advancing}. */
  public String instants;

  private Charge charge;
  private Charge.Cursor cursor;

  /** Makes the side's {@code Charge} state and one thread's cursor, as JMH would. */
  public void setUp() {
    charge = new Charge();
    charge.instants = instants;
    charge.setUp();
    cursor = new Charge.Cursor();
    cursor.setUp(charge);
  }

  /** {@value #BATCH} charges of {@code Charge.oneThread}; the count. */
  public int charges() {
    for (int k = 0; k < BATCH; k++) {
      charge.oneThread(cursor);
    }
    return BATCH;
  }
}
