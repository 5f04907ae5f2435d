#!/bin/bash
# Association tree of scenario "beta" (cluster beta). Run once, after start-services.sh beta ...
#
# root
# ├─ user dan             Fairshare=parent   FairShare=parent user directly under root
# ├─ user root            (created with the cluster, Fairshare=1)
# ├─ archive              Fairshare=10       no jobs (LevelFS inf) ...
# │  └─ user hal          Fairshare=1
# ├─ backup               Fairshare=10       ... tied with archive: same shares, both unused
# │  └─ user cat          Fairshare=1
# ├─ frozen               Fairshare=0        zero-share account, no jobs
# │  └─ user eve          Fairshare=1
# ├─ ops                  Fairshare=1        tiny share, large usage; many limits (dump fields)
# │  └─ user ann          Fairshare=1
# ├─ research             Fairshare=100
# │  ├─ user bob          Fairshare=parent   FairShare=parent user under a top-level account
# │  ├─ user cat          Fairshare=50
# │  ├─ group-a           Fairshare=parent   FairShare=parent account
# │  │  ├─ user eve       Fairshare=10
# │  │  ├─ user fay       Fairshare=10
# │  │  └─ lab-x          Fairshare=5
# │  │     ├─ user christopher Fairshare=0   zero-share user that runs jobs
# │  │     ├─ user gus    Fairshare=1
# │  │     └─ lab-x-deep  Fairshare=1        fifth level
# │  │        └─ user hal Fairshare=1
# │  └─ group-b           Fairshare=50
# │     ├─ user cat       Fairshare=3
# │     └─ user hal       Fairshare=1
# └─ teaching             Fairshare=100      QOS list and DefaultQOS on its users
#    ├─ user ivy          Fairshare=1
#    └─ user joe          Fairshare=1        no jobs
set -euo pipefail
. "$(dirname "$0")/common.sh"
C=beta
A() { S sacctmgr -i add account "$@" cluster=$C; }
U() { S sacctmgr -i add user "$@" cluster=$C; }
S sacctmgr -i add qos high priority=10 || true
A ops parent=root fairshare=1 description="Operations" organization=it \
  GrpJobs=100 GrpSubmitJobs=200 GrpWall=10000 GrpTRES=cpu=64,mem=100G MaxTRESPerJob=cpu=16 \
  MaxTRESMinsPerJob=cpu=100000 MaxJobsAccrue=30 MaxWall=1-00:00:00 Priority=5
A research parent=root fairshare=100 description=research organization=uni GrpTRESMins=cpu=1000000
A group-a parent=research fairshare=parent description="group a" organization=uni
A lab-x parent=group-a fairshare=5 description="lab x" organization=uni
A lab-x-deep parent=lab-x fairshare=1 description="lab x deep" organization=uni
A group-b parent=research fairshare=50 description="group b" organization=uni
A teaching parent=root fairshare=100 description=teaching organization=uni
A archive parent=root fairshare=10 description=archive organization=uni
A backup parent=root fairshare=10 description=backup organization=uni
A frozen parent=root fairshare=0 description=frozen organization=uni
U dan account=root fairshare=parent
U ann account=ops fairshare=1
U bob account=research fairshare=parent
U cat account=research fairshare=50
U cat account=group-b fairshare=3
U cat account=backup fairshare=1
U eve account=group-a fairshare=10
U eve account=frozen fairshare=1
U fay account=group-a fairshare=10
U christopher account=lab-x fairshare=0
U gus account=lab-x fairshare=1
U hal account=lab-x-deep fairshare=1
U hal account=group-b fairshare=1
U hal account=archive fairshare=1
U ivy account=teaching fairshare=1 qos=normal,high defaultqos=normal
U joe account=teaching fairshare=1 qos=normal,high defaultqos=high
S sacctmgr -i add coordinator account=group-a,group-b names=cat
S sacctmgr -i modify user where name=ivy set adminlevel=administrator
