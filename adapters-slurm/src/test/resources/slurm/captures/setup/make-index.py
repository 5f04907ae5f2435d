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
for scen in sorted(os.listdir(root)):
    sdir = os.path.join(root, scen)
    if scen in ("setup", "errors", "roundtrip") or not os.path.isdir(sdir):
        continue
    for mode in sorted(os.listdir(sdir)):
        mdir = os.path.join(sdir, mode)
        if not os.path.isdir(mdir):
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
json.dump({"captures": entries}, open(os.path.join(root, "index.json"), "w"), indent=2)
open(os.path.join(root, "index.json"), "a").write("\n")
print(len(entries), "entries")
