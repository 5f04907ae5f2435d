package dev.fairshare.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Two builds in one JVM ({@link DuelSide}): here both "jars" are this module's test classes, each loaded
 * again in a loader of its own (nothing is timed).
 */
class DuelSideTest {
  private static final String FIXTURE = DuelFixture.class.getName();

  private static Path testClasses() throws URISyntaxException {
    return Path.of(DuelFixture.class.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  private static DuelSide open(String side, String name) throws URISyntaxException {
    return DuelSide.open(side, testClasses(), FIXTURE, Map.of("name", name, "count", "3"), "op");
  }

  @Test
  void eachSideHasItsOwnCopyOfTheClassesAndCallsItsOperationWithItsOwnContextLoader() throws Throwable {
    try (DuelSide base = open("base", "b"); DuelSide candidate = open("candidate", "c")) {
      Class<?> baseType = base.state().getClass();
      Class<?> candidateType = candidate.state().getClass();
      assertThat(baseType.getName()).isEqualTo(FIXTURE);
      assertThat(candidateType.getName()).isEqualTo(FIXTURE);
      assertThat(baseType).isNotSameAs(candidateType).isNotSameAs(DuelFixture.class);
      assertThat(baseType.getClassLoader().getName()).isEqualTo("duel-base");
      assertThat(candidateType.getClassLoader().getName()).isEqualTo("duel-candidate");
      assertThat(baseType.getField("contextSeen").get(base.state())).isEqualTo("duel-base");
      ClassLoader before = Thread.currentThread().getContextClassLoader();
      assertThat(base.call()).isEqualTo("b3 duel-base duel-base");
      assertThat(candidate.call()).isEqualTo("c3 duel-candidate duel-candidate");
      assertThat(Thread.currentThread().getContextClassLoader()).isSameAs(before);
    }
  }

  @Test
  void noSideSeesTheSlowdownPropertyAndItIsRestored() throws Throwable {
    String before = System.getProperty(Slowdown.PROPERTY);
    System.setProperty(Slowdown.PROPERTY, "0.5");
    try (DuelSide base = open("base", "b"); DuelSide candidate = open("candidate", "c")) {
      assertThat(base.state().getClass().getField("slowdownSeen").get(base.state())).isNull();
      assertThat(candidate.state().getClass().getField("slowdownSeen").get(candidate.state())).isNull();
      assertThat(System.getProperty(Slowdown.PROPERTY)).isEqualTo("0.5");
    } finally {
      if (before == null) {
        System.clearProperty(Slowdown.PROPERTY);
      } else {
        System.setProperty(Slowdown.PROPERTY, before);
      }
    }
  }

  @Test
  void aHarnessIsDefinedAgainInEachSideFromThisBuildsBytesAndLinksToThatSidesClasses() throws Throwable {
    Map<String, String> fields = Map.of("name", "h");
    try (DuelSide base = DuelSide.openHarness("base", testClasses(), DuelHarnessFixture.class, fields, "op");
        DuelSide candidate = DuelSide.openHarness("candidate", testClasses(), DuelHarnessFixture.class, fields,
            "op")) {
      Class<?> baseType = base.state().getClass();
      assertThat(baseType.getName()).isEqualTo(DuelHarnessFixture.class.getName());
      assertThat(baseType).isNotSameAs(DuelHarnessFixture.class).isNotSameAs(candidate.state().getClass());
      assertThat(baseType.getClassLoader().getName()).isEqualTo("duel-base-harness");
      // the harness's own loader, then the fixture it drives from the side's jar, then the context
      assertThat(base.call()).isEqualTo("duel-base-harness h3 duel-base duel-base");
      assertThat(candidate.call()).isEqualTo("duel-candidate-harness h3 duel-candidate duel-candidate");
    }
  }

  @Test
  void aHarnessThatReachesPastThePublicMembersOfTheSidesClassesIsAnError() {
    assertThatThrownBy(() -> DuelSide.openHarness("base", testClasses(), DuelPrivateHarnessFixture.class,
        Map.of(), "op"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("base");
  }

  @Test
  void aSetupThatThrowsNamesTheSideAndTheCause() {
    assertThatThrownBy(() -> open("candidate", "fail"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("candidate")
        .hasMessageContaining("DuelFixture.setUp failed")
        .hasMessageContaining("no such thing");
  }

  @Test
  void aParameterTheClassLacksIsAnError() {
    assertThatThrownBy(() -> DuelSide.open("base", testClasses(), FIXTURE, Map.of("shape", "x"), "op"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("base")
        .hasMessageContaining("shape");
  }

  @Test
  void aClassTheJarLacksIsAnError() {
    assertThatThrownBy(() -> DuelSide.open("base", testClasses(), "dev.fairshare.benchmarks.NoSuchState",
        Map.of(), "op"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("NoSuchState");
  }
}
