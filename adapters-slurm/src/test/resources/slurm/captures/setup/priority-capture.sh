#!/bin/bash
# Job priorities of pending jobs (sprio), without changing usage: the node is drained first, so the
# jobs stay pending (pending jobs are not charged). Usage: priority-capture.sh SCENARIO CLUSTER MODE
# (MODE must already be in force, with at least one decay cycle since the restart).
set -euo pipefail
. "$(dirname "$0")/common.sh"
SCEN=${1:?}; CLUSTER=${2:?}; MODE=${3:?}
OUT="$CAPTURES_DIR/$SCEN/priority-$MODE"; mkdir -p "$OUT"
S scontrol update nodename=localhost state=drain reason=fairshare-capture
J() { local u=$1 a=$2 n=$3; AS "$u" sbatch --parsable -A "$a" -n "$n" -J "$u-$a" \
        --chdir=/tmp -o /dev/null -e /dev/null --wrap "sleep 10"; }
for ua in ann:ops bob:research cat:research cat:group-b cat:backup eve:group-a eve:frozen fay:group-a \
          christopher:lab-x gus:lab-x hal:lab-x-deep hal:group-b hal:archive ivy:teaching joe:teaching dan:root; do
  J "${ua%%:*}" "${ua#*:}" 1 > /dev/null
done
# priorities are recomputed by the decay thread each PriorityCalcPeriod
sleep 65
S sshare -a -l -P > "$OUT/sshare-a-l-P.txt"
S sprio -l > "$OUT/sprio-l.txt"
S sprio -l -n > "$OUT/sprio-l-n.txt"
S sprio -w > "$OUT/sprio-w.txt"
S squeue -h -o '%i|%u|%a|%Q|%T|%r' > "$OUT/squeue-priority.txt"
cp /etc/slurm/slurm.conf "$OUT/slurm.conf"
S scancel --state=PENDING -u ann; for u in bob cat eve fay christopher gus hal ivy joe dan; do S scancel -u $u; done
sleep 2
S scontrol update nodename=localhost state=resume
echo "priorities captured in $OUT"
