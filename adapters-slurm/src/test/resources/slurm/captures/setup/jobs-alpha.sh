#!/bin/bash
# Jobs of scenario "alpha": sleep jobs as several users, so that usage differs.
# Usage is charged in CPU-seconds (billing = allocated CPUs): ntasks x elapsed seconds.
# theory/eve, idle/ann, root/root and all of "experiment" run nothing (zero usage: LevelFS inf).
set -euo pipefail
. "$(dirname "$0")/common.sh"
J() { local u=$1 a=$2 n=$3 t=$4; AS "$u" sbatch --parsable -A "$a" -n "$n" -J "$u-$a" \
        --chdir=/tmp -o /dev/null -e /dev/null --wrap "sleep $t"; }
# fay and gus first and identical, so that they start and end in the same second
J fay strings 2 90; J gus strings 2 90
J ann root 4 120
J bob physics 3 100
J cat physics 1 150
J dan theory 2 70
J ivy chemistry 1 60
J ivy computational-biology 2 45
J joe chemistry 1 30
J joe idle 2 40
J christopher computational-biology 1 80
