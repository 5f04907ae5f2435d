package dev.fairshare.benchmarks;

/**
 * A harness for {@link DuelSideTest}, defined again from this build's bytes in each side: it drives a
 * {@link DuelFixture} of the side's own classes through its public members only.
 */
public class DuelHarnessFixture {
  /** The fixture's name. */
  public String name;

  private DuelFixture fixture;

  /** Makes the side's fixture. */
  public void setUp() {
    fixture = new DuelFixture();
    fixture.name = name;
    fixture.count = 3;
    fixture.setUp();
  }

  /** The name of this class's loader and the fixture's operation. */
  public String op() {
    return DuelHarnessFixture.class.getClassLoader().getName() + " " + fixture.op();
  }
}
