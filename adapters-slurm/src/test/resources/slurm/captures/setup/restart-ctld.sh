#!/bin/bash
# Switch the priority mode: rewrite slurm.conf (read by slurmctld AND by the sshare client), restart
# slurmctld and slurmd, then wait for the decay thread to have run at least one full cycle in the
# new mode. Usage: restart-ctld.sh CLUSTER HALFLIFE MODE
set -euo pipefail
. "$(dirname "$0")/common.sh"
CLUSTER=${1:?}; HALFLIFE=${2:?}; MODE=${3:?}
"$SETUP_DIR/write-conf.sh" "$CLUSTER" "$HALFLIFE" "$MODE"
for f in /run/slurmd.pid /run/slurmctld.pid; do
  if [ -s $f ]; then p=$(cat $f); kill "$p" 2>/dev/null || true
    for i in $(seq 30); do kill -0 "$p" 2>/dev/null || break; sleep 1; done; fi
done
S /usr/sbin/slurmctld
for i in $(seq 30); do S scontrol ping 2>/dev/null | grep -q UP && break; sleep 1; done
S /usr/sbin/slurmd -N localhost
# PriorityCalcPeriod is 60 s: 75 s covers the start-up pass plus one periodic cycle.
sleep 75
