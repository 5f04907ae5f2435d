#!/bin/bash
# Write /etc/slurm/slurm.conf from slurm.conf.in. Usage: write-conf.sh CLUSTER HALFLIFE MODE
set -euo pipefail
. "$(dirname "$0")/common.sh"
CLUSTER=${1:?cluster}; HALFLIFE=${2:?halflife}; MODE=${3:?mode}
case $MODE in
  fairtree)        LINE='# PriorityFlags not set: Fair Tree (the default since 19.05)';;
  no_fair_tree)    LINE='PriorityFlags=NO_FAIR_TREE';;
  depth_oblivious) LINE='PriorityFlags=DEPTH_OBLIVIOUS';;
  *) echo "unknown mode $MODE" >&2; exit 2;;
esac
sed -e "s/@CLUSTER@/$CLUSTER/g" -e "s/@HALFLIFE@/$HALFLIFE/" -e "s/@MODE_LINE@/$LINE/" \
    "$SETUP_DIR/slurm.conf.in" > /etc/slurm/slurm.conf
