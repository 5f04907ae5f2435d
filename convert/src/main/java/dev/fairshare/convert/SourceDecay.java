package dev.fairshare.convert;

import com.typesafe.config.ConfigFactory;
import java.time.Duration;
import java.util.Map;

/**
 * The decay setting of a source, from its inputs' settings ({@code slurm.decay-half-life-seconds} from
 * {@code slurm.conf}; the {@code fairshare.usage} config paths of core's reference.conf that the readers of
 * {@code sched_config} fills; {@code HIST_HOURS} of the LSF queue, else of {@code lsb.params}), or the scheduler's default when no input sets it.
 */
public final class SourceDecay {
  static final String HALF_LIFE = "fairshare.usage.half-life";
  static final String SLURM_HALF_LIFE = "slurm.decay-half-life-seconds";
  static final String PBS_TIME = "fairshare.usage.pbs.decay-time";
  static final String PBS_FACTOR = "fairshare.usage.pbs.decay-factor";
  static final String LSF_HOURS = "fairshare.usage.lsf.hist-hours";

  private SourceDecay() {}

  /**
   * The decay and whether it was read (false: the default was assumed).
   *
   * @param spec the decay
   * @param given whether an input set it
   */
  public record Found(DecaySpec spec, boolean given) {}

  /** The source's decay. */
  public static Found of(Scheduler family, Map<String, Object> settings) {
    return of(family, settings, "");
  }

  /** The source's decay; {@code scope} is the LSF queue whose own HIST_HOURS wins over lsb.params's. */
  public static Found of(Scheduler family, Map<String, Object> settings, String scope) {
    switch (family) {
      case PBS -> {
        Long time = seconds(settings.get(PBS_TIME));
        Object f = settings.get(PBS_FACTOR);
        float factor = f == null ? 0.5f : Float.parseFloat(f.toString());
        return new Found(new DecaySpec.PbsStep(time == null ? 86400 : time, factor), time != null || f != null);
      }
      case LSF -> {
        Object h = settings.get("lsf.queues." + scope + ".HIST_HOURS");
        h = h != null ? h : settings.get("lsf.params.HIST_HOURS");
        h = h != null ? h : settings.get(LSF_HOURS);
        return new Found(new DecaySpec.LsfHistHours(h == null ? 5 : Double.parseDouble(h.toString())), h != null);
      }
      default -> {
        Long h = seconds(settings.containsKey(SLURM_HALF_LIFE) ? settings.get(SLURM_HALF_LIFE)
            : settings.get(HALF_LIFE));
        return new Found(new DecaySpec.SlurmHalfLife(h == null ? 604800 : h), h != null);
      }
    }
  }

  private static Long seconds(Object value) {
    if (value == null) {
      return null;
    }
    if (value instanceof Duration d) {
      return d.getSeconds();
    }
    if (value instanceof Number n) {
      return n.longValue();
    }
    String text = value.toString().strip();
    if (text.matches("\\d+")) {
      return Long.parseLong(text);
    }
    return ConfigFactory.parseString("d = \"" + text + "\"").getDuration("d").getSeconds();
  }
}
