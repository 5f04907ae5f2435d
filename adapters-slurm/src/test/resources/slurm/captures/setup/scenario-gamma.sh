#!/bin/bash
# Association tree of scenario "gamma" (cluster gamma): Fair Tree ties with non-zero usage.
# All jobs sleep 60 s and start together, so usage = CPUs x 60 (see jobs-gamma.sh).
#
# root
# ├─ user ann          Fairshare=10   240   \
# ├─ user root         (Fairshare=1, no jobs)  } ann, twin-a and twin-b: equal LevelFS at the top
# ├─ twin-a            Fairshare=10   240   /  (a user and two sibling accounts tied)
# │  ├─ user bob       Fairshare=1    180
# │  └─ user cat       Fairshare=1     60
# ├─ twin-b            Fairshare=10   240
# │  ├─ user dan       Fairshare=1    120      dan and eve tied
# │  └─ user eve       Fairshare=1    120
# └─ other             Fairshare=30   180
#    ├─ user fay       Fairshare=1     60   \
#    ├─ sub1           Fairshare=1     60    } fay, sub1 and sub2: equal LevelFS at depth 2
#    │  └─ user gus    Fairshare=1     60   /
#    └─ sub2           Fairshare=1     60
#       ├─ user hal    Fairshare=1     60
#       └─ user ivy    Fairshare=1      0
set -euo pipefail
. "$(dirname "$0")/common.sh"
C=gamma
A() { S sacctmgr -i add account "$@" cluster=$C; }
U() { S sacctmgr -i add user "$@" cluster=$C; }
A twin-a parent=root fairshare=10
A twin-b parent=root fairshare=10
A other parent=root fairshare=30
A sub1 parent=other fairshare=1
A sub2 parent=other fairshare=1
U ann account=root fairshare=10
U bob account=twin-a fairshare=1
U cat account=twin-a fairshare=1
U dan account=twin-b fairshare=1
U eve account=twin-b fairshare=1
U fay account=other fairshare=1
U gus account=sub1 fairshare=1
U hal account=sub2 fairshare=1
U ivy account=sub2 fairshare=1
