package dev.fairshare.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

/**
 * The style rule "no {@code static} mutable state", checked on the compiled code of every module (tests and
 * the classes JMH generates left out): every static field is final. A value made once per JVM on first use
 * lives in a holder class's final field, which the JVM initializes once.
 */
class NoStaticMutableStateTest {

  @Test
  void everyStaticFieldOfEveryModuleIsFinal() {
    JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("dev.fairshare");
    staticFieldsAreFinal().check(classes);
  }

  @Test
  void theRuleCatchesAStaticFieldThatIsNotFinal() {
    JavaClasses offender = new ClassFileImporter().importClasses(KeepsACount.class);
    assertThatThrownBy(() -> staticFieldsAreFinal().check(offender)).isInstanceOf(AssertionError.class)
        .hasMessageContaining("KeepsACount.count");
  }

  private static ArchRule staticFieldsAreFinal() {
    return fields().that().areStatic().and().areDeclaredInClassesThat().resideOutsideOfPackage("..jmh_generated..")
        .should().beFinal()
        .because("state shared by every caller in the JVM makes results depend on what ran before");
  }

  /** Code that keeps a count across calls: what the rule exists to catch. */
  static final class KeepsACount {
    private static int count;

    int next() {
      return ++count;
    }
  }
}
