package dev.fairshare.inject;

import com.google.inject.Binder;
import com.google.inject.multibindings.MapBinder;
import dev.fairshare.algorithm.AlgorithmFactory;
import dev.fairshare.format.ConfigFormat;

/**
 * The map bindings that algorithms and formats are contributed to; a duplicate name fails when the
 * injector is created.
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
}
