package dev.fairshare.benchmarks;

/**
 * A benchmark state for {@link DuelSideTest}, loaded from the test classes in a loader of each side: it
 * records what its setup saw and names the loader of its class in each operation's result.
 */
public class DuelFixture {
  /** A parameter field. */
  public String name;
  /** An {@code int} parameter field (set from text). */
  public int count;
  /** {@link Slowdown#PROPERTY} as {@link #setUp} saw it. */
  public String slowdownSeen;
  /** The name of the thread's context class loader in {@link #setUp}. */
  public String contextSeen;

  /** Records what it sees; fails when {@link #name} is {@code fail}. */
  public void setUp() {
    slowdownSeen = System.getProperty("fairshare.bench.slowdown");
    contextSeen = Thread.currentThread().getContextClassLoader().getName();
    if ("fail".equals(name)) {
      throw new IllegalArgumentException("no such thing");
    }
  }

  /** The operation: the parameters and the name of the loader of this class and of the context. */
  public String op() {
    return name + count + " " + DuelFixture.class.getClassLoader().getName() + " "
        + Thread.currentThread().getContextClassLoader().getName();
  }

  /** A package-private member: not for a harness, which is in a package of its own loader. */
  void hidden() {
    // nothing: a harness that calls it fails to link
  }
}
