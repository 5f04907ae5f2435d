package dev.fairshare.inject;

import com.google.inject.Binder;
import com.google.inject.multibindings.MapBinder;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.family.SchedulerFamily;
import dev.fairshare.format.ConfigFormat;
import dev.fairshare.usage.DecayModel;
import dev.fairshare.ledger.ingest.UsageIngester;

/**
 * The map bindings that families, algorithms, formats, decay models and usage ingesters are contributed to
 * (a {@code FamilyModule} contributes a family's); a duplicate name fails when the injector is created.
 *
 * <pre>{@code
 * FairshareBinders.algorithms(binder()).addBinding("slurm.classic").to(SlurmClassicFactory.class);
 * }</pre>
 */
public final class FairshareBinders {
  private FairshareBinders() {}

  /** The algorithm registry's binding, keyed by algorithm name. */
  public static MapBinder<String, AlgorithmFactory> algorithms(Binder binder) {
    return MapBinder.newMapBinder(binder, String.class, AlgorithmFactory.class);
  }

  /** The format registry's binding, keyed by format name. */
  public static MapBinder<String, ConfigFormat> formats(Binder binder) {
    return MapBinder.newMapBinder(binder, String.class, ConfigFormat.class);
  }

  /** The decay model registry's binding, keyed by model name. */
  public static MapBinder<String, DecayModel> decayModels(Binder binder) {
    return MapBinder.newMapBinder(binder, String.class, DecayModel.class);
  }

  /** The family registry's binding, keyed by family name. */
  public static MapBinder<String, SchedulerFamily> families(Binder binder) {
    return MapBinder.newMapBinder(binder, String.class, SchedulerFamily.class);
  }

  /** The usage ingesters' binding, keyed by ingester name. */
  public static MapBinder<String, UsageIngester> usageIngesters(Binder binder) {
    return MapBinder.newMapBinder(binder, String.class, UsageIngester.class);
  }
}
