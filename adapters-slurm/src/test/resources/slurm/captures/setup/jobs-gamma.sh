#!/bin/bash
# Jobs of scenario "gamma": all sleep 60 s and fit on the 16-CPU node at once (15 CPUs).
set -euo pipefail
. "$(dirname "$0")/common.sh"
J() { local u=$1 a=$2 n=$3; AS "$u" sbatch --parsable -A "$a" -n "$n" -J "$u-$a" \
        --chdir=/tmp -o /dev/null -e /dev/null --wrap "sleep 60"; }
J ann root 4; J bob twin-a 3; J cat twin-a 1; J dan twin-b 2; J eve twin-b 2
J fay other 1; J gus sub1 1; J hal sub2 1
