package dev.fairshare.pbs;

import com.typesafe.config.Config;
import dev.fairshare.pbs.convert.PbsDecay;
import dev.fairshare.usage.DecayModel;
import dev.fairshare.usage.DecaySetting;

/**
 * The {@code pbs-step} decay model: PBS's step decay, {@code fairshare.usage.pbs.decay-time} and
 * {@code decay-factor} ({@code fairshare_decay_time}, {@code fairshare_decay_factor}).
 */
final class PbsDecayModel implements DecayModel {

  @Override
  public String name() {
    return "pbs-step";
  }

  @Override
  public String description() {
    return "PBS: x decay-factor once per whole decay-time (fairshare_decay_time/_factor)";
  }

  @Override
  public DecaySetting read(Config usage) {
    PbsDecay decay = new PbsDecay(usage.getDuration("pbs.decay-time").getSeconds(),
        (float) usage.getDouble("pbs.decay-factor"));
    decay.function();
    return decay;
  }
}
