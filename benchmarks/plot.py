#!/usr/bin/env python3
"""Plots how the recompute cost grows with the tree size, from JMH JSON (docs/performance.md).

usage: plot.py SCALING.json OUT.png

Reads the Recompute.fast results whose shape names end with the node count (balanced-1111 ...
balanced-1111111) and draws, per algorithm, the time per recompute (log-log, with a linear-growth guide)
and the ns per node (flat means linear growth), from the CPU time per operation when the run used
dev.fairshare.benchmarks.CpuTimeProfiler (as benchmarks/gate does), else from JMH's wall-clock score. Needs matplotlib (Debian: apt-get install
python3-matplotlib).
"""
import json
import sys
from collections import defaultdict

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def main(src, out):
    with open(src) as f:
        results = json.load(f)
    series = defaultdict(list)
    for r in results:
        if not r["benchmark"].endswith("Recompute.fast"):
            continue
        shape = r["params"]["shape"]
        if not shape.startswith("balanced-"):
            continue
        nodes = int(shape.rsplit("-", 1)[1])
        # CPU time per operation (CpuTimeProfiler) when measured: the machine is shared; else wall clock.
        m = r.get("secondaryMetrics", {}).get("cpu.time.per.op") or r["primaryMetric"]
        err = m.get("scoreError", 0)
        # JMH writes "NaN" (a string) when there were too few iterations for an error
        err = err if isinstance(err, (int, float)) and err == err else 0
        series[r["params"]["algorithm"]].append((nodes, m["score"], err))
    if not series:
        sys.exit("no Recompute.fast results on balanced-N shapes in " + src)
    fig, (total, per) = plt.subplots(1, 2, figsize=(12, 4.8))
    for name, points in sorted(series.items()):
        points.sort()
        xs = [p[0] for p in points]
        total.plot(xs, [p[1] / 1e6 for p in points], marker="o", label=name)
        per.errorbar(xs, [p[1] / p[0] for p in points], yerr=[p[2] / p[0] for p in points], marker="o",
                     capsize=3, label=name)
    lo, hi = min(min(p[0] for p in s) for s in series.values()), max(max(p[0] for p in s) for s in series.values())
    first = min(series.values(), key=lambda s: -len(s))
    first.sort()
    base = first[0][1] / 1e6 / first[0][0]
    total.plot([lo, hi], [base * lo, base * hi], "k--", linewidth=0.8, label="linear growth")
    total.set_xscale("log")
    total.set_yscale("log")
    total.set_xlabel("nodes (balanced tree, fan-out 10)")
    total.set_ylabel("ms per recompute (CPU time)")
    total.set_title("Time per full recompute")
    total.grid(True, which="both", alpha=0.3)
    total.legend(fontsize=8)
    per.set_xscale("log")
    per.set_yscale("log")
    per.set_xlabel("nodes (balanced tree, fan-out 10)")
    per.set_ylabel("ns per node (CPU time)")
    per.set_title("Cost per node (flat = linear growth)")
    per.grid(True, which="both", alpha=0.3)
    per.legend(fontsize=8)
    fig.suptitle("fairshare recompute, JMH avgt, 1 thread (" + src.rsplit("/", 1)[-1] + ")")
    fig.tight_layout()
    fig.savefig(out, dpi=110)
    print("wrote " + out)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
