#!/bin/bash
# Association tree of scenario "alpha" (cluster alpha). Run once, after start-services.sh alpha ...
#
# root
# ├─ user root            (created with the cluster, Fairshare=1)
# ├─ user ann             Fairshare=5        user directly under root
# ├─ physics              Fairshare=40       GrpTRESMins, MaxJobs, a description with spaces
# │  ├─ user bob          Fairshare=10       bob is also in experiment; coordinator of physics
# │  ├─ user cat          Fairshare=parent   FairShare=parent user (dumped as 2147483647)
# │  ├─ theory            Fairshare=30       GrpTRES
# │  │  ├─ user dan       Fairshare=3
# │  │  ├─ user eve       Fairshare=1        (no jobs)
# │  │  └─ strings        Fairshare=parent   FairShare=parent account
# │  │     ├─ user fay    Fairshare=2        fay and gus run identical jobs (tie)
# │  │     └─ user gus    Fairshare=2
# │  └─ experiment        Fairshare=10       (no jobs at all)
# │     ├─ user hal       Fairshare=1
# │     └─ user bob       Fairshare=1        second association of bob
# ├─ chemistry            Fairshare=20
# │  ├─ user ivy          Fairshare=4        MaxWall
# │  ├─ user joe          Fairshare=0        zero-share user that runs jobs
# │  └─ computational-biology Fairshare=7    account name longer than the 20-wide Account column
# │     ├─ user christopher Fairshare=1      user name longer than the 10-wide User column
# │     └─ user ivy       Fairshare=1        second association of ivy
# └─ idle                 Fairshare=0        zero-share account whose user runs jobs
#    ├─ user ann          Fairshare=1
#    └─ user joe          Fairshare=1
set -euo pipefail
. "$(dirname "$0")/common.sh"
C=alpha
A() { S sacctmgr -i add account "$@" cluster=$C; }
U() { S sacctmgr -i add user "$@" cluster=$C; }
A physics parent=root fairshare=40 description="Physics department" organization=science \
  GrpTRESMins=cpu=500000 MaxJobs=40
A theory parent=physics fairshare=30 description=theory organization=science GrpTRES=cpu=16
A strings parent=theory fairshare=parent description="string theory" organization=science
A experiment parent=physics fairshare=10 description=experiment organization=science
A chemistry parent=root fairshare=20 description=chemistry organization=science
A computational-biology parent=chemistry fairshare=7 description="comp bio" organization=bio
A idle parent=root fairshare=0 description="zero shares" organization=none
U ann account=root fairshare=5
U ann account=idle fairshare=1
U bob account=physics fairshare=10 MaxSubmitJobs=50
U bob account=experiment fairshare=1
U cat account=physics fairshare=parent
U dan account=theory fairshare=3
U eve account=theory fairshare=1
U fay account=strings fairshare=2
U gus account=strings fairshare=2
U hal account=experiment fairshare=1
U ivy account=chemistry fairshare=4 MaxWall=2:00:00
U ivy account=computational-biology fairshare=1
U joe account=chemistry fairshare=0
U joe account=idle fairshare=1
U christopher account=computational-biology fairshare=1
S sacctmgr -i add coordinator account=physics names=bob
S sacctmgr -i modify user where name=hal set adminlevel=operator
