package dev.fairshare.algorithms.slurm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.typesafe.config.Config;
import com.typesafe.config.ConfigException;
import com.typesafe.config.ConfigFactory;
import org.junit.jupiter.api.Test;

/** The Slurm factories read their settings from {@code fairshare.algorithms.slurm} (reference.conf). */
class SlurmFactoriesTest {
  private static final Config DEFAULTS = ConfigFactory.defaultReference();

  @Test
  void defaultsComeFromReferenceConf() {
    assertThat(new SlurmFairTreeFactory().create(DEFAULTS).name()).isEqualTo("slurm.fair-tree");
    assertThat(new SlurmTicketFactory().create(DEFAULTS).name()).isEqualTo("slurm.ticket");
    assertThat(SlurmDepthObliviousFactory.userCache(DEFAULTS))
        .isEqualTo(SlurmDepthObliviousAlgorithm.UserCache.FRESH);
  }

  @Test
  void depthObliviousUserCacheIsReadAndChecked() {
    Config restart = ConfigFactory.parseString(
        "fairshare.algorithms.slurm.depth-oblivious.user-cache = after-restart").withFallback(DEFAULTS);
    assertThat(SlurmDepthObliviousFactory.userCache(restart))
        .isEqualTo(SlurmDepthObliviousAlgorithm.UserCache.AFTER_RESTART);
    Config bad = ConfigFactory.parseString(
        "fairshare.algorithms.slurm.depth-oblivious.user-cache = stale").withFallback(DEFAULTS);
    assertThatThrownBy(() -> new SlurmDepthObliviousFactory().create(bad))
        .isInstanceOf(ConfigException.BadValue.class).hasMessageContaining("after-restart");
  }

  /** docs/algorithms/slurm.md §6.8, §13 item 11: Fair Tree ignores FairShareDampeningFactor. */
  @Test
  void fairTreeIgnoresTheDampeningFactor() {
    Config damped = ConfigFactory.parseString("fairshare.algorithms.slurm.dampening-factor = 7")
        .withFallback(DEFAULTS);
    dev.fairshare.testkit.TreeShapes.Shape shape = TreeText.parse(SlurmFairTreeTest24p4Test.TREE);
    var plain = new SlurmFairTreeFactory().create(DEFAULTS).compute(shape.tree(), shape.usage());
    var withDamping = new SlurmFairTreeFactory().create(damped).compute(shape.tree(), shape.usage());
    for (int i = 0; i < shape.tree().size(); i++) {
      assertThat((Double) withDamping.factor(i)).isEqualTo((Double) plain.factor(i));
    }
    var classic = new SlurmDepthObliviousFactory().create(damped).compute(shape.tree(), shape.usage());
    var classicPlain = new SlurmDepthObliviousFactory().create(DEFAULTS).compute(shape.tree(), shape.usage());
    assertThat(classic.factor(shape.tree().indexOf("aA/aAA/uAA1")))
        .isNotEqualTo(classicPlain.factor(shape.tree().indexOf("aA/aAA/uAA1")));
  }
}
