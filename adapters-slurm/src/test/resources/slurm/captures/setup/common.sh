# Sourced by the other setup scripts. All Slurm daemons and commands run inside the network
# namespace "slurmns", which has only the loopback interface (127.0.0.1 / ::1).
SETUP_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CAPTURES_DIR=$(dirname "$SETUP_DIR")
NS="ip netns exec slurmns"
# run a Slurm command as root inside the namespace
S() { $NS "$@"; }
# run a command as a Unix user inside the namespace
AS() { local u=$1; shift; $NS runuser -u "$u" -- "$@"; }
