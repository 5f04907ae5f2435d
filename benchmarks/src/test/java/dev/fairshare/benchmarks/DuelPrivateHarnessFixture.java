package dev.fairshare.benchmarks;

/**
 * A harness for {@link DuelSideTest} that reaches a package-private member of the side's classes, which a
 * harness, in a package of its own loader, may not.
 */
public class DuelPrivateHarnessFixture {
  /** Calls a package-private method of the side's {@link DuelFixture}. */
  public void setUp() {
    new DuelFixture().hidden();
  }

  /** Nothing. */
  public String op() {
    return "";
  }
}
