#!/bin/sh
# Builds the converted share tree on cluster tux (fairshare convert). Run as a Slurm administrator.
set -e
sacctmgr -i add account a Cluster=tux Parent=root FairShare=40
sacctmgr -i add account b Cluster=tux Parent=a FairShare=30
sacctmgr -i add account c Cluster=tux Parent=a FairShare=10
sacctmgr -i add account d Cluster=tux Parent=root FairShare=60
sacctmgr -i add account e Cluster=tux Parent=d FairShare=25
sacctmgr -i add account f Cluster=tux Parent=d FairShare=35
sacctmgr -i add account g Cluster=tux Parent=root FairShare=0
sacctmgr -i add user user1 Cluster=tux Account=b FairShare=1
sacctmgr -i add user user2 Cluster=tux Account=c FairShare=1
sacctmgr -i add user user3 Cluster=tux Account=c FairShare=1
sacctmgr -i add user user4 Cluster=tux Account=e FairShare=1
sacctmgr -i add user user5 Cluster=tux Account=f FairShare=1
sacctmgr -i add user user6 Cluster=tux Account=g FairShare=0
