#!/bin/bash
# Bad-input cases for "sacctmgr load", each on its own scratch cluster (never a captured one).
# For each case NAME: errors/NAME.cfg (input), errors/NAME.out (stdout), errors/NAME.err (stderr),
# errors/NAME.rc (exit code). Run: errors.sh
set -uo pipefail
. "$(dirname "$0")/common.sh"
OUT="$CAPTURES_DIR/errors"; mkdir -p "$OUT"
HDR="Cluster - 'CLUSTER':Fairshare=1:QOS='normal'
Parent - 'root'"
case_() { # NAME CLUSTER BODY (the cluster line is added unless BODY starts with "nocluster")
  local name=$1 cl=$2 body=$3 f="$OUT/$1.cfg"
  if [[ $body == nocluster* ]]; then printf '%s\n' "${body#nocluster
}" > "$f"; else printf '%s\n%s\n' "${HDR//CLUSTER/$cl}" "$body" > "$f"; fi
  (cd "$OUT" && S sacctmgr -i load file="$name.cfg" > "$name.out" 2> "$name.err"; echo $? > "$name.rc")
}
case_ misformatted-object scratch1 "Acount - 'a1':Fairshare=1"
case_ missing-parent scratch2 "Account - 'a1':Fairshare=1
Parent - 'nosuch'
Account - 'a2':Fairshare=1"
case_ fairshare-abc scratch3 "Account - 'a1':Fairshare=abc"
case_ unknown-key scratch4 "Account - 'a1':Fairshare=1:Colour=blue"
case_ two-names scratch5 "Account - 'a1':'a2':Fairshare=1"
case_ no-cluster-line scratch6 "nocluster
Parent - 'root'
Account - 'a1':Fairshare=1"
case_ several-problems scratch7 "Account - 'a1':Fairshare=abc
Acount - 'a2':Fairshare=1
Parent - 'nosuch'
User - 'ann':Fairshare=1"
case_ user-before-account scratch8 "User - 'ann':DefaultAccount='a1':Fairshare=1
Parent - 'a1'
User - 'bob':Fairshare=1"
for rc in "$OUT"/*.rc; do echo "$(basename "$rc" .rc): rc=$(cat "$rc")"; done
