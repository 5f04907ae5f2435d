#!/bin/bash
# Capture one scenario in every mode, one mode right after the other. Fair Tree must be in force and
# the queue empty for at least one PriorityCalcPeriod. Usage: capture-all-modes.sh SCENARIO CLUSTER
set -euo pipefail
. "$(dirname "$0")/common.sh"
SCEN=${1:?}; CLUSTER=${2:?}; D="$CAPTURES_DIR/$SCEN"
"$SETUP_DIR/capture.sh" "$SCEN" "$CLUSTER" fairtree
"$SETUP_DIR/restart-ctld.sh" "$CLUSTER" 0 no_fair_tree
"$SETUP_DIR/capture.sh" "$SCEN" "$CLUSTER" no_fair_tree
"$SETUP_DIR/restart-ctld.sh" "$CLUSTER" 0 depth_oblivious
"$SETUP_DIR/capture.sh" "$SCEN" "$CLUSTER" depth_oblivious
mv "$D/depth_oblivious" "$D/depth_oblivious_fresh_restart"
sed -i 's/^mode=depth_oblivious$/&\nnote=captured 75 s after restarting slurmctld, before any sshare call: user associations still had the initial usage_norm (NO_VAL) that the depth-oblivious sibling sum reads/' \
  "$D/depth_oblivious_fresh_restart/capture.properties"
# let every user association compute its usage_norm once, then one more decay cycle
S sshare -a > /dev/null
sleep 65
"$SETUP_DIR/capture.sh" "$SCEN" "$CLUSTER" depth_oblivious
sed -i 's/^mode=depth_oblivious$/&\nnote=steady state: captured after an sshare -a call and one more decay cycle in this mode (see depth_oblivious_fresh_restart for the state right after a restart)/' \
  "$D/depth_oblivious/capture.properties"
S sacct -a -X -M "$CLUSTER" -S 2000-01-01 -o jobid,user,account,alloccpus,start,end,elapsedraw,state -P \
  > "$D/jobs-sacct.txt"
