#!/bin/bash
# Capture one scenario in one mode into captures/<scenario>/<mode>/. No job may be running.
# Usage: capture.sh SCENARIO CLUSTER MODE
set -euo pipefail
. "$(dirname "$0")/common.sh"
SCEN=${1:?}; CLUSTER=${2:?}; MODE=${3:?}
OUT="$CAPTURES_DIR/$SCEN/$MODE"; mkdir -p "$OUT"
if [ -n "$(S squeue -h)" ]; then echo "jobs still in the queue" >&2; exit 1; fi
t0=$(date -u +%FT%TZ)
S sshare -a -l -P > "$OUT/sshare-a-l-P.txt"
S sshare -a -P    > "$OUT/sshare-a-P.txt"
S sshare -a -l    > "$OUT/sshare-a-l.txt"
S sshare -a       > "$OUT/sshare-a.txt"
S sshare -a -l -p > "$OUT/sshare-a-l-p.txt"
S sshare -a -p    > "$OUT/sshare-a-p.txt"
S sacctmgr -i dump "$CLUSTER" File=/tmp/fs-dump-$$.cfg > /dev/null 2>&1
mv /tmp/fs-dump-$$.cfg "$OUT/sacctmgr-dump.cfg"
cp /etc/slurm/slurm.conf "$OUT/slurm.conf"
S scontrol show assoc_mgr flags=assoc > "$OUT/scontrol-show-assoc_mgr.txt"
# consistency check: the usage must not have moved while capturing
S sshare -a -l -P > /tmp/fs-check-$$.txt
t1=$(date -u +%FT%TZ)
if cmp -s /tmp/fs-check-$$.txt "$OUT/sshare-a-l-P.txt"; then same=true; else same=false; fi
rm -f /tmp/fs-check-$$.txt
cat > "$OUT/capture.properties" <<P
scenario=$SCEN
cluster=$CLUSTER
mode=$MODE
started=$t0
finished=$t1
sshareUnchangedDuringCapture=$same
P
echo "$SCEN/$MODE captured ($t0 .. $t1), unchanged=$same"
