#!/usr/bin/env python3
"""Write captures/index.json: which capture files belong together (one entry per scenario and mode)."""
import json, os, sys

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
FLAGS = {"fairtree": "", "no_fair_tree": "NO_FAIR_TREE", "depth_oblivious": "DEPTH_OBLIVIOUS",
         "depth_oblivious_fresh_restart": "DEPTH_OBLIVIOUS"}
OUTPUTS = {"sshare -a -l -P": "sshare-a-l-P.txt", "sshare -a -P": "sshare-a-P.txt",
           "sshare -a -l": "sshare-a-l.txt", "sshare -a": "sshare-a.txt",
           "sshare -a -l -p": "sshare-a-l-p.txt", "sshare -a -p": "sshare-a-p.txt"}
entries = []
priorities = []
decays = []
for scen in sorted(os.listdir(root)):
    sdir = os.path.join(root, scen)
    if scen in ("setup", "errors", "roundtrip") or not os.path.isdir(sdir):
        continue
    for mode in sorted(os.listdir(sdir)):
        mdir = os.path.join(sdir, mode)
        if not os.path.isdir(mdir):
            continue
        if mode.startswith("decay-"):
            base = mode[len("decay-"):]
            props = dict(l.rstrip("\n").split("=", 1) for l in open(os.path.join(mdir, "capture.properties"))
                         if "=" in l)
            decays.append({
                "scenario": scen, "mode": base, "priorityFlags": FLAGS[base], "dir": f"{scen}/{mode}",
                "priorityDecayHalfLife": props["priorityDecayHalfLife"], "exact": False,
                "slurmConf": "slurm.conf", "associations": "sacctmgr-dump.cfg", "usage": "sshare-a-l-P.txt",
                "outputs": OUTPUTS, "captured": props["started"],
                "unchangedDuringCapture": props["sshareUnchangedDuringCapture"] == "true"})
            continue
        if mode.startswith("priority-"):
            base = mode[len("priority-"):]
            priorities.append({
                "scenario": scen, "mode": base, "priorityFlags": FLAGS[base], "dir": f"{scen}/{mode}",
                "slurmConf": "slurm.conf", "associations": f"../{base}/sacctmgr-dump.cfg",
                "usage": "sshare-a-l-P.txt", "sprio": {"sprio -l": "sprio-l.txt", "sprio -l -n": "sprio-l-n.txt",
                "sprio -w": "sprio-w.txt"}, "squeue": "squeue-priority.txt",
                "squeueFormat": "%i|%u|%a|%Q|%T|%r"})
            continue
        props = dict(l.rstrip("\n").split("=", 1) for l in open(os.path.join(mdir, "capture.properties"))
                     if "=" in l)
        entries.append({
            "scenario": scen, "mode": mode, "cluster": props["cluster"],
            "priorityFlags": FLAGS[mode], "slurmVersion": "22.05.8",
            "dir": f"{scen}/{mode}",
            "slurmConf": "slurm.conf", "associations": "sacctmgr-dump.cfg",
            "usage": "sshare-a-l-P.txt", "outputs": OUTPUTS,
            "assocMgr": "scontrol-show-assoc_mgr.txt",
            "captured": props["started"], "unchangedDuringCapture": props["sshareUnchangedDuringCapture"] == "true",
            "note": props.get("note", ""),
        })
json.dump({"captures": entries, "priorities": priorities, "decayExamples": decays}, open(os.path.join(root, "index.json"), "w"), indent=2)
open(os.path.join(root, "index.json"), "a").write("\n")
print(len(entries), "capture sets,", len(priorities), "priority sets")
