#!/bin/bash
# Start munge, MariaDB, slurmdbd, slurmctld and slurmd (no systemd in the sandbox: started by hand).
# Usage: start-services.sh CLUSTER HALFLIFE MODE   (MODE: fairtree | no_fair_tree | depth_oblivious)
set -euo pipefail
. "$(dirname "$0")/common.sh"
CLUSTER=${1:?cluster}; HALFLIFE=${2:?halflife}; MODE=${3:?mode}
# Network namespace with only the loopback interface. The second loopback address is needed because
# Slurm resolves its listening address with AI_ADDRCONFIG, which finds nothing when 127.0.0.1 is the
# only IPv4 address (glibc ignores exactly 127.0.0.1 there); 127.0.0.2 is still loopback.
if ! ip netns list | grep -qw slurmns; then
  ip netns add slurmns
  $NS ip link set lo up
  $NS ip addr add 127.0.0.2/8 dev lo
fi
if ! pgrep -x munged >/dev/null; then
  mkdir -p /run/munge; chown munge:munge /run/munge
  runuser -u munge -- /usr/sbin/munged
fi
if ! pgrep -x mariadbd >/dev/null; then
  mkdir -p /run/mysqld; chown mysql:mysql /run/mysqld
  (nohup /usr/bin/mysqld_safe >/dev/null 2>&1 &)
  for i in $(seq 30); do mysql -e 'select 1' >/dev/null 2>&1 && break; sleep 1; done
fi
mysql -e "CREATE USER IF NOT EXISTS 'slurm'@'localhost' IDENTIFIED BY 'fairshare-capture';
          GRANT ALL ON slurm_acct_db.* TO 'slurm'@'localhost'; FLUSH PRIVILEGES;"
install -o slurm -g slurm -m 600 "$SETUP_DIR/slurmdbd.conf" /etc/slurm/slurmdbd.conf
install -m 644 "$SETUP_DIR/cgroup.conf" /etc/slurm/cgroup.conf
"$SETUP_DIR/write-conf.sh" "$CLUSTER" "$HALFLIFE" "$MODE"
mkdir -p /var/lib/slurm/ctld-"$CLUSTER" /var/lib/slurm/slurmd /var/log/slurm
chown slurm:slurm /var/lib/slurm/ctld-"$CLUSTER" /var/log/slurm
if ! pgrep -x slurmdbd >/dev/null; then
  S /usr/sbin/slurmdbd
  for i in $(seq 15); do timeout 5 $NS sacctmgr -n list cluster >/dev/null 2>&1 && break; sleep 1; done
fi
# the cluster must exist in the database before slurmctld registers
S sacctmgr -n -i list cluster format=cluster | grep -qw "$CLUSTER" || S sacctmgr -i add cluster "$CLUSTER"
pgrep -x slurmctld >/dev/null || S /usr/sbin/slurmctld
sleep 2
pgrep -x slurmd >/dev/null || S /usr/sbin/slurmd -N localhost
sleep 3
S scontrol update nodename=localhost state=resume 2>/dev/null || true
S sinfo
