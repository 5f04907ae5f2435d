package dev.fairshare.family;

import com.google.inject.AbstractModule;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.inject.FairshareBinders;
import dev.fairshare.usage.DecayModel;
import dev.fairshare.ledger.ingest.UsageIngester;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * The Guice module that registers one {@link SchedulerFamily}: the family itself, its formats, algorithms,
 * decay models and usage ingesters, each in its registry's map binding (a duplicate name fails when the
 * injector is made, as does a name outside the family's prefix).
 *
 * <p>It is also the service type by which families are found: a family module lists its subclass in
 * {@code META-INF/services/dev.fairshare.family.FamilyModule} ({@link FamilyModules#discover()}), as
 * Jackson finds its format modules. A subclass has a public constructor without parameters:
 *
 * <pre>{@code
 * public final class SlurmFamilyModule extends FamilyModule {
 *   public SlurmFamilyModule() {
 *     super(new SlurmFamily());
 *   }
 * }
 * }</pre>
 */
public abstract class FamilyModule extends AbstractModule {
  private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]*");
  private final SchedulerFamily family;

  /** A module registering a family. */
  protected FamilyModule(SchedulerFamily family) {
    this.family = Objects.requireNonNull(family, "family");
  }

  /** The family this module registers (the same object each time). */
  public final SchedulerFamily family() {
    return family;
  }

  @Override
  protected void configure() {
    String name = family.name();
    if (!NAME.matcher(name).matches()) {
      addError("family name '%s' is not lower-case letters, digits and dashes", name);
      return;
    }
    FairshareBinders.families(binder()).addBinding(name).toInstance(family);
    for (ConfigFormat f : family.formats()) {
      check("format", f.name());
      FairshareBinders.formats(binder()).addBinding(f.name()).toInstance(f);
    }
    for (AlgorithmFactory a : family.algorithms()) {
      check("algorithm", a.name());
      FairshareBinders.algorithms(binder()).addBinding(a.name()).toInstance(a);
    }
    for (DecayModel d : family.decayModels()) {
      if (!d.name().equals(name) && !d.name().startsWith(name + "-")) {
        addError("decay model '%s' of family '%s' is not named '%s' or '%s-...'", d.name(), name, name, name);
      }
      FairshareBinders.decayModels(binder()).addBinding(d.name()).toInstance(d);
    }
    for (UsageIngester u : family.usageIngesters()) {
      check("usage ingester", u.format());
      FairshareBinders.usageIngesters(binder()).addBinding(u.format()).toInstance(u);
    }
  }

  private void check(String what, String thing) {
    if (!thing.startsWith(family.name() + ".")) {
      addError("%s '%s' of family '%s' is not named '%s.…'", what, thing, family.name(), family.name());
    }
  }
}
