package dev.fairshare.algorithms.lsf;

import dev.fairshare.explain.Quantity;
import java.util.ArrayList;
import java.util.List;

/**
 * The load of one share account as a formula with its numbers, term by term as {@link LsfLoad} adds them
 * for the version and factors in force ({@code mbd.fairshare.c}: {@code calcDynamicPriority}).
 */
final class LsfLoadTerms {
  private LsfLoadTerms() {}

  /**
   * The load quantity: {@code seconds} holds cpu, run, hist run, committed, adjustment, fwd slots, gpu and
   * hist gpu, in {@link LsfLoad#load}'s order less the slots, given apart.
   */
  static Quantity of(LsfVersion version, LsfFactors f, double load, double cpu, double run, double histRun,
      double committed, double slots, double adjustment, double fwdSlots, double gpu, double histGpu) {
    StringBuilder symbols = new StringBuilder("cpu/3600*CPU_TIME_FACTOR");
    StringBuilder template = new StringBuilder("{}/3600*{}");
    List<Double> operands = new ArrayList<>(List.of(cpu, f.cpuTime()));
    double hist = version.hasHistoryAndCommitted() ? histRun : 0;
    symbols.append(" + (hist_run+run)/3600*RUN_TIME_FACTOR");
    template.append(" + ({}+{})/3600*{}");
    operands.addAll(List.of(hist, run, f.runTime()));
    if (version.hasHistoryAndCommitted()) {
      symbols.append(" + max(0, committed-run)/3600*COMMITTED_RUN_TIME_FACTOR");
      template.append(" + max(0, {}-{})/3600*{}");
      operands.addAll(List.of(committed, run, f.committedRunTime()));
    }
    symbols.append(" + (1+slots)*RUN_JOB_FACTOR");
    template.append(" + (1+{})*{}");
    operands.addAll(List.of(slots, f.runJob()));
    if (version.hasAdjustment()) {
      symbols.append(" + adjustment*FAIRSHARE_ADJUSTMENT_FACTOR");
      template.append(" + {}*{}");
      operands.addAll(List.of(adjustment, f.fairshareAdjustment()));
    }
    if (version.hasForwardAndGpu()) {
      if (f.hasFwdJob()) {
        symbols.append(" + (1+fwd_slots)*FWD_JOB_FACTOR");
        template.append(" + (1+{})*{}");
        operands.addAll(List.of(fwdSlots, f.fwdJob()));
      }
      symbols.append(" + (hist_gpu+gpu)/3600*GPU_RUN_TIME_FACTOR");
      template.append(" + ({}+{})/3600*{}");
      operands.addAll(List.of(histGpu, gpu, f.gpuRunTime()));
    }
    return new Quantity("load", "load", load, symbols.toString(), template.toString(), operands);
  }
}
