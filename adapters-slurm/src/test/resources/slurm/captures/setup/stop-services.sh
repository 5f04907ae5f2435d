#!/bin/bash
# Stop the Slurm daemons (slurmd, slurmctld, slurmdbd); MariaDB and munge too with "all".
. "$(dirname "$0")/common.sh"
for f in /run/slurmd.pid /run/slurmctld.pid /run/slurmdbd.pid; do
  [ -s "$f" ] && kill "$(cat "$f")" 2>/dev/null
done
sleep 3
if [ "${1:-}" = all ]; then
  [ -s /run/mysqld/mysqld.pid ] && mysqladmin shutdown
  [ -s /run/munge/munged.pid ] && kill "$(cat /run/munge/munged.pid)"
fi
