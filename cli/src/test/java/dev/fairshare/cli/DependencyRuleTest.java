package dev.fairshare.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import dev.fairshare.family.FamilyModule;
import dev.fairshare.family.FamilyModules;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The dependency rule of scheduler families, checked on the compiled code of every module (tests left out):
 * a family's code ({@code dev.fairshare.<family>..}, and its algorithms in
 * {@code dev.fairshare.algorithms.<family>..}) names no other family's, and no code outside the families
 * (core, the command, convert, the ledger, testkit, the algorithms' shared support) names any family's. The
 * families are the ones registered on the class path, so a new family is held to the rule without an edit
 * here. The benchmarks, which measure every family, are not a library and are left out.
 */
class DependencyRuleTest {
  private static JavaClasses classes;
  private static List<String> families;

  @BeforeAll
  static void importEveryModule() {
    classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("dev.fairshare");
    families = new ArrayList<>();
    for (FamilyModule module : FamilyModules.discover()) {
      families.add(module.family().name());
    }
  }

  /** A family's packages: its own root and its algorithms' package. */
  private static String[] packagesOf(String family) {
    return new String[] {"dev.fairshare." + family + "..", "dev.fairshare.algorithms." + family + ".."};
  }

  private static String[] packagesOf(List<String> some) {
    List<String> out = new ArrayList<>();
    some.forEach(f -> out.addAll(List.of(packagesOf(f))));
    return out.toArray(String[]::new);
  }

  @Test
  void everyModuleIsImportedAndTheFamiliesAreFound() {
    assertThat(families).contains("slurm", "pbs", "lsf");
    for (String pkg : List.of("dev.fairshare.cli", "dev.fairshare.family", "dev.fairshare.convert.impact",
        "dev.fairshare.testkit", "dev.fairshare.slurm", "dev.fairshare.algorithms.pbs")) {
      assertThat(classes.containPackage(pkg)).as(pkg).isTrue();
    }
  }

  @Test
  void noFamilyNamesAnotherFamily() {
    for (String family : families) {
      List<String> others = new ArrayList<>(families);
      others.remove(family);
      noClasses().that().resideInAnyPackage(packagesOf(family))
          .should().dependOnClassesThat().resideInAnyPackage(packagesOf(others))
          .because("a scheduler family is one plugin: " + family + " names no other family")
          .check(classes);
    }
  }

  @Test
  void coreTheCommandAndEveryOtherModuleNameNoFamily() {
    outsideNamesNoFamily().check(classes);
  }

  @Test
  void theRuleCatchesCodeOutsideTheFamiliesThatNamesOne() {
    JavaClasses offender = new ClassFileImporter().importClasses(NamesSlurm.class);
    assertThatThrownBy(() -> outsideNamesNoFamily().check(offender)).isInstanceOf(AssertionError.class)
        .hasMessageContaining("dev.fairshare.slurm.SlurmFamily");
  }

  private static ArchRule outsideNamesNoFamily() {
    List<String> outside = new ArrayList<>(List.of(packagesOf(families)));
    outside.add("dev.fairshare.benchmarks..");
    return noClasses().that().resideOutsideOfPackages(outside.toArray(String[]::new))
        .should().dependOnClassesThat().resideInAnyPackage(packagesOf(families))
        .because("families are found at run time (META-INF/services): core, cli, convert, the ledger and"
            + " testkit name none");
  }

  /** Code of the command that names a family: what the rule exists to catch. */
  static final class NamesSlurm {
    Object family() {
      return new dev.fairshare.slurm.SlurmFamily();
    }
  }
}
