#!/bin/bash
# One-time installation (Debian 12, as root). Slurm 22.05.8 from Debian's packages.
set -euo pipefail
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y slurm-wlm slurmdbd slurm-client munge mariadb-server iproute2
