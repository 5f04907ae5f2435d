package dev.fairshare.family;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;

/**
 * Finds the family modules on the class path: every {@link FamilyModule} listed in a
 * {@code META-INF/services/dev.fairshare.family.FamilyModule} file, ordered by family name.
 */
public final class FamilyModules {
  private FamilyModules() {}

  /** The family modules of the class path that loaded this class. */
  public static List<FamilyModule> discover() {
    return discover(FamilyModules.class.getClassLoader());
  }

  /** The family modules a class loader sees. */
  public static List<FamilyModule> discover(ClassLoader loader) {
    List<FamilyModule> modules = new ArrayList<>();
    ServiceLoader.load(FamilyModule.class, loader).forEach(modules::add);
    modules.sort(Comparator.comparing(m -> m.family().name()));
    return modules;
  }
}
