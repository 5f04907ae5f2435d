#!/bin/bash
# Jobs of scenario "beta" (usage in CPU-seconds = CPUs x elapsed seconds).
# No jobs for joe, for archive, backup, frozen, or for eve's and cat's second/third associations
# except where listed.
set -euo pipefail
. "$(dirname "$0")/common.sh"
J() { local u=$1 a=$2 n=$3 t=$4; AS "$u" sbatch --parsable -A "$a" -n "$n" -J "$u-$a" \
        --chdir=/tmp -o /dev/null -e /dev/null --wrap "sleep $t"; }
J ann ops 6 200
J ivy teaching 4 130
J bob research 2 150
J cat research 3 100
J eve group-a 2 120
J cat group-b 1 90
J fay group-a 1 61
J gus lab-x 1 77
J christopher lab-x 2 50
J hal lab-x-deep 1 33
J dan root 1 45
