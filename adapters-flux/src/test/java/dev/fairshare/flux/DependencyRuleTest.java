package dev.fairshare.flux;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * A scheduler family is one module that needs only core: the flux family's classes use core's packages,
 * the JDK, the SQLite JDBC driver, Jackson, picocli, Guice and Typesafe Config, and no other module of ours.
 */
class DependencyRuleTest {
  private static final JavaClasses FLUX = new ClassFileImporter()
      .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
      .importPackages("dev.fairshare.flux");

  @Test
  void fluxFamilyDependsOnCoreAlone() {
    classes().that().resideInAPackage("dev.fairshare.flux..")
        .should().onlyDependOnClassesThat().resideInAnyPackage("dev.fairshare.flux..", "dev.fairshare.tree..",
            "dev.fairshare.format..", "dev.fairshare.usage..", "dev.fairshare.algorithm..",
            "dev.fairshare.config..", "dev.fairshare.inject..", "dev.fairshare.family..", "dev.fairshare.conversion..",
            "dev.fairshare.ledger..", "dev.fairshare.explain..", "dev.fairshare.io..",
            "java..",
            "javax.inject..", "jakarta.inject..", "com.google.inject..", "com.typesafe.config..", "picocli..",
            "org.sqlite..", "org.slf4j..", "com.fasterxml.jackson..")
        .check(FLUX);
  }
}
