package dev.fairshare.lsf;

import com.typesafe.config.Config;
import dev.fairshare.lsf.convert.LsfHistHours;
import dev.fairshare.usage.DecayModel;
import dev.fairshare.usage.DecaySetting;

/**
 * The {@code lsf-hist-hours} decay model: LSF's usage counts a tenth after {@code fairshare.usage.lsf.hist-hours}
 * hours ({@code HIST_HOURS}), continuously or per {@code fairshare.usage.lsf.tick}.
 */
final class LsfDecayModel implements DecayModel {

  @Override
  public String name() {
    return "lsf-hist-hours";
  }

  @Override
  public String description() {
    return "LSF: one tenth after hist-hours (HIST_HOURS)";
  }

  @Override
  public DecaySetting read(Config usage) {
    LsfHistHours decay = new LsfHistHours(usage.getDouble("lsf.hist-hours"),
        usage.getDuration("lsf.tick").getSeconds());
    decay.function();
    return decay;
  }
}
