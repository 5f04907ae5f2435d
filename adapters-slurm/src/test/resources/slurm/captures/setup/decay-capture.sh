#!/bin/bash
# Example captures WITH decay (not meant to be reproduced digit for digit, see README): restart the
# controller with PriorityDecayHalfLife=HALFLIFE in MODE and capture into <scenario>/decay-<mode>/.
# Retries until sshare -a -l -P did not change during the capture (no decay cycle in between).
# Usage: decay-capture.sh SCENARIO CLUSTER HALFLIFE MODE
set -euo pipefail
. "$(dirname "$0")/common.sh"
SCEN=${1:?}; CLUSTER=${2:?}; HL=${3:?}; MODE=${4:?}
"$SETUP_DIR/restart-ctld.sh" "$CLUSTER" "$HL" "$MODE"
S sshare -a > /dev/null
sleep 30
# capture under a scratch scenario name, never into the no-decay <scenario>/<mode> directory
TMP="decay-tmp-$$"
for try in 1 2 3; do
  "$SETUP_DIR/capture.sh" "$TMP" "$CLUSTER" "$MODE" >/dev/null
  if grep -q 'sshareUnchangedDuringCapture=true' "$CAPTURES_DIR/$TMP/$MODE/capture.properties"; then break; fi
  sleep 20
done
rm -rf "$CAPTURES_DIR/$SCEN/decay-$MODE"
mv "$CAPTURES_DIR/$TMP/$MODE" "$CAPTURES_DIR/$SCEN/decay-$MODE"
rmdir "$CAPTURES_DIR/$TMP"
sed -i "s/^scenario=$TMP\$/scenario=$SCEN/" "$CAPTURES_DIR/$SCEN/decay-$MODE/capture.properties"
sed -i "s/^mode=$MODE\$/&\npriorityDecayHalfLife=$HL\nnote=with decay: RawUsage is the truncated usage_raw; not reproducible digit for digit/" \
  "$CAPTURES_DIR/$SCEN/decay-$MODE/capture.properties"
cat "$CAPTURES_DIR/$SCEN/decay-$MODE/capture.properties"
