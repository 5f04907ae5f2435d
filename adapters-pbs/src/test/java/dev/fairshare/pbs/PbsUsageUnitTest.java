package dev.fairshare.pbs;

import static org.assertj.core.api.Assertions.assertThat;

import com.typesafe.config.ConfigFactory;
import dev.fairshare.config.FairshareConfig;
import org.junit.jupiter.api.Test;

/**
 * PBS's usage unit is the site's {@code fairshare_usage_res}, as {@code pbsfs -g} names it after the usage
 * ({@code usage : 1843200 (cput)}): a custom expression is the unit when the ledger's charges were made with it.
 */
class PbsUsageUnitTest {
  @Test
  void theUnitIsTheUsageResourceTheSiteConfigures() {
    assertThat(new PbsFamily().usageUnit(FairshareConfig.load()).format(1843200)).isEqualTo("1843200.0 cput");
    assertThat(new PbsFamily().usageUnit(FairshareConfig.load(ConfigFactory.parseString(
        "fairshare.ledger.pbs.usage-resource = \"ncpus*walltime\""))).format(3600))
        .isEqualTo("3600.0 ncpus*walltime");
  }
}
