package dev.fairshare.slurm.dump;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.fairshare.format.ConfigParseException;
import dev.fairshare.format.LineSource;
import dev.fairshare.format.Problem;
import dev.fairshare.tree.ShareTree;
import org.junit.jupiter.api.Test;

class SacctmgrDumpReaderTest {
  private final SacctmgrDumpFormat format = new SacctmgrDumpFormat();

  private ShareTree read(String text) {
    return format.read(LineSource.of("t.cfg", text)).tree();
  }

  @Test
  void specExampleBuildsTheTreeInSlurmOrder() {
    ShareTree tree = read("""
        QOS - 'normal':Description='normal qos default'
        Cluster - 'tux':Fairshare=1:QOS='normal'
        Parent - 'root'
        User - 'root':DefaultAccount='root':AdminLevel='Administrator':Fairshare=1
        Account - 'phys':Description='physics':Organization='phys':Fairshare=60
        Account - 'chem':Description='chemistry':Organization='chem':Fairshare=40
        Parent - 'phys'
        User - 'alice':DefaultAccount='phys':Fairshare=1
        Account - 'phys-hep':Description='hep':Organization='phys':Fairshare=parent
        Parent - 'phys-hep'
        User - 'bob':DefaultAccount='phys-hep':Fairshare=1
        """);
    assertThat(tree.nodes()).extracting(n -> n.path())
        .containsExactly("", "root", "chem", "phys", "phys/alice", "phys/phys-hep", "phys/phys-hep/bob");
    assertThat(tree.shares(tree.indexOf("chem"))).isEqualTo(40);
    assertThat(tree.usesParentShares(tree.indexOf("phys/phys-hep"))).isTrue();
    assertThat(tree.isUser(tree.indexOf("root"))).isTrue();
    assertThat(tree.attributes(0)).containsEntry("slurm.cluster", "tux").containsEntry("QOS", "'normal'");
    assertThat(tree.attributes(tree.indexOf("phys")).keySet())
        .containsExactly("Description", "Organization", "Fairshare");
    assertThat(tree.origin(tree.indexOf("phys/phys-hep/bob")).line()).isEqualTo(11);
  }

  @Test
  void usersComeBeforeSubAccountsAndEachAreSortedByName() {
    ShareTree tree = read("""
        Cluster - 'c'
        Parent - 'root'
        Account - 'b'
        Account - 'a'
        User - 'zed'
        User - 'amy'
        """);
    assertThat(tree.nodes()).extracting(n -> n.path()).containsExactly("", "amy", "zed", "a", "b");
  }

  @Test
  void missingFairshareIsTheDatabaseDefaultOneAndNegativeIsOne() {
    ShareTree tree = read("""
        Cluster - 'c'
        Account - 'a'
        Account - 'b':Fairshare=-1
        Account - 'p':Fairshare=2147483647
        """);
    assertThat(tree.shares(tree.indexOf("a"))).isEqualTo(1);
    assertThat(tree.shares(tree.indexOf("b"))).isEqualTo(1);
    assertThat(tree.usesParentShares(tree.indexOf("p"))).isTrue();
  }

  @Test
  void aUserInSeveralAccountsIsOneLeafInEach() {
    ShareTree tree = read("""
        Cluster - 'c'
        Parent - 'root'
        Account - 'x'
        Account - 'y'
        Parent - 'x'
        User - 'ann':Fairshare=2
        User - 'ann':Partition='gpu':Fairshare=3
        Parent - 'y'
        User - 'ann':Fairshare=5
        """);
    assertThat(tree.userCount()).isEqualTo(3);
    assertThat(tree.shares(tree.indexOf("x/ann"))).isEqualTo(2);
    assertThat(tree.shares(tree.indexOf("x/ann@gpu"))).isEqualTo(3);
    assertThat(tree.attribute(tree.indexOf("x/ann@gpu"), "slurm.user")).isEqualTo("ann");
    assertThat(tree.shares(tree.indexOf("y/ann"))).isEqualTo(5);
  }

  @Test
  void aFileWithManyProblemsReportsThemAllWithLines() {
    ConfigParseException e = catchThrowableOfType(ConfigParseException.class,
        () -> read(TestFiles.read(TestFiles.resource("dumps/bad.cfg"))));
    assertThat(e.problems()).extracting(Problem::code).containsExactly(
        "slurm.dump.no-cluster", "slurm.dump.bad-fairshare", "slurm.dump.bad-line", "slurm.dump.bad-line",
        "slurm.dump.unknown-key", "slurm.dump.unknown-parent", "slurm.dump.duplicate",
        "slurm.dump.bad-quote", "slurm.dump.bad-fairshare");
    assertThat(e.problems()).extracting(p -> p.location().line())
        .containsExactly(2, 5, 6, 7, 8, 9, 11, 12, 13);
  }
}
