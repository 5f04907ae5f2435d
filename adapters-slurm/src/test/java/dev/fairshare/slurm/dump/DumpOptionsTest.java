package dev.fairshare.slurm.dump;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class DumpOptionsTest {

  @Test
  void firstFieldWithoutEqualsIsTheName() {
    DumpOptions o = DumpOptions.parse("'phys-hep':Description='hep':Fairshare=parent", 10);
    assertThat(o.failed()).isFalse();
    assertThat(o.name()).isEqualTo("phys-hep");
    assertThat(o.nameQuote()).isEqualTo("'");
    assertThat(o.fields()).extracting(DumpField::text)
        .containsExactly("Description='hep'", "Fairshare=parent");
    assertThat(o.fields().get(0).column()).isEqualTo(22);
  }

  @Test
  void colonsInsideQuotesAndTypedTresDoNotSplit() {
    DumpOptions o = DumpOptions.parse("'a':Description='x:y':GrpTRES=gres/gpu:tesla=4,cpu=2:MaxJobs=3", 0);
    assertThat(o.fields()).extracting(DumpField::text)
        .containsExactly("Description='x:y'", "GrpTRES=gres/gpu:tesla=4,cpu=2", "MaxJobs=3");
  }

  @Test
  void plusAndMinusEqualsAreOperators() {
    DumpOptions o = DumpOptions.parse("'a':QOS+=high:QOS-=low", 0);
    assertThat(o.fields()).extracting(DumpField::operator).containsExactly("+=", "-=");
    assertThat(o.fields()).extracting(DumpField::key).containsExactly("QOS", "QOS");
  }

  @Test
  void aSecondNameIsAnError() {
    DumpOptions o = DumpOptions.parse("'a':b", 0);
    assertThat(o.errorCode()).isEqualTo("slurm.dump.bad-field");
    assertThat(o.errorColumn()).isEqualTo(5);
  }

  @Test
  void anUnterminatedQuoteIsAnError() {
    assertThat(DumpOptions.parse("'a':Description='x", 0).errorCode()).isEqualTo("slurm.dump.bad-quote");
  }

  @Test
  void unquotingTurnsInnerQuotesIntoBackticks() {
    assertThat(DumpValues.unquote("'it''s'")).isEqualTo("it");
    assertThat(DumpValues.unquote("a'b")).isEqualTo("a`b");
    assertThat(DumpValues.unquote("\"x y\"")).isEqualTo("x y");
  }

  @Test
  void keysMatchByPrefixWithSlurmsMinimumLengths() {
    assertThat(DumpKeys.canonical("F")).isEqualTo("FairShare");
    assertThat(DumpKeys.canonical("shares")).isEqualTo("FairShare");
    assertThat(DumpKeys.canonical("GrpJobs")).isEqualTo("GrpJobs");
    assertThat(DumpKeys.canonical("GrpJobsA")).isEqualTo("GrpJobsAccrue");
    assertThat(DumpKeys.canonical("Pa")).isEqualTo("Partition");
    assertThat(DumpKeys.canonical("Desc")).isEqualTo("Description");
    assertThat(DumpKeys.canonical("De")).isNull();
    assertThat(DumpKeys.canonical("Colour")).isNull();
    assertThat(DumpKeys.canonical("q")).isEqualTo("QosLevel");
  }

  @Test
  void fairShareValuesFollowSlurm() {
    assertThat(FairShareValue.parse("parent")).isEqualTo(new FairShareValue(0, true));
    assertThat(FairShareValue.parse("PARENTAL")).isEqualTo(new FairShareValue(0, true));
    assertThat(FairShareValue.parse("2147483647")).isEqualTo(new FairShareValue(0, true));
    assertThat(FairShareValue.parse("-1")).isEqualTo(new FairShareValue(1, false));
    assertThat(FairShareValue.parse("40")).isEqualTo(new FairShareValue(40, false));
    assertThat(FairShareValue.parse("abc")).isNull();
    assertThat(FairShareValue.parse("4x")).isNull();
    assertThat(FairShareValue.parse("2147483648")).isNull();
  }
}
