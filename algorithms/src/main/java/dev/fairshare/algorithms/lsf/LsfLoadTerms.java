package dev.fairshare.algorithms.lsf;

import dev.fairshare.explain.Quantity;
import java.util.ArrayList;
import java.util.List;

/**
 * The load of one share account as a formula with its numbers, term by term as {@link LsfLoad} adds them
 * for the version and factors in force (docs/algorithms/lsf.md §2.1; {@code mbd.fairshare.c}:
 * {@code calcDynamicPriority}); a term whose factor is 0 adds nothing and is left out of the text.
 */
final class LsfLoadTerms {
  private final StringBuilder symbols = new StringBuilder();
  private final StringBuilder template = new StringBuilder();
  private final List<Double> operands = new ArrayList<>();

  private LsfLoadTerms() {}

  private void term(String symbol, String holes, double factor, double... values) {
    if (factor == 0) {
      return;
    }
    if (symbols.length() > 0) {
      symbols.append(" + ");
      template.append(" + ");
    }
    symbols.append(symbol);
    template.append(holes);
    for (double v : values) {
      operands.add(v);
    }
    operands.add(factor);
  }

  /** The load quantity of an account: its value and the terms that make it. */
  static Quantity of(LsfVersion version, LsfFactors f, double load, double cpu, double run, double histRun,
      double committed, double slots, double adjustment, double fwdSlots, double gpu, double histGpu) {
    LsfLoadTerms t = new LsfLoadTerms();
    t.term("cpu/3600*CPU_TIME_FACTOR", "{}/3600*{}", f.cpuTime(), cpu);
    t.term("(hist_run+run)/3600*RUN_TIME_FACTOR", "({}+{})/3600*{}", f.runTime(),
        version.hasHistoryAndCommitted() ? histRun : 0, run);
    if (version.hasHistoryAndCommitted()) {
      t.term("max(0, committed-run)/3600*COMMITTED_RUN_TIME_FACTOR", "max(0, {}-{})/3600*{}",
          f.committedRunTime(), committed, run);
    }
    t.term("(1+slots)*RUN_JOB_FACTOR", "(1+{})*{}", f.runJob(), slots);
    if (version.hasAdjustment()) {
      t.term("adjustment*FAIRSHARE_ADJUSTMENT_FACTOR", "{}*{}", f.fairshareAdjustment(), adjustment);
    }
    if (version.hasForwardAndGpu()) {
      if (f.hasFwdJob()) {
        t.term("(1+fwd_slots)*FWD_JOB_FACTOR", "(1+{})*{}", f.fwdJob(), fwdSlots);
      }
      t.term("(hist_gpu+gpu)/3600*GPU_RUN_TIME_FACTOR", "({}+{})/3600*{}", f.gpuRunTime(), histGpu, gpu);
    }
    if (t.symbols.length() == 0) {
      return Quantity.of("load", "load", load, "0 (every factor is 0)", "0");
    }
    return new Quantity("load", "load", load, t.symbols.toString(), t.template.toString(), t.operands);
  }
}
