#!/bin/sh
# Builds flux_walk, the timing program of flux-accounting's weighted_walk_t::run() (README.md beside this
# folder), from a flux-accounting source tree and flux_walk.cpp, with flux's -std=c++14 -O2, statically linked.
# Usage: build.sh FLUX_ACCOUNTING_SOURCE OUTPUT
set -eu
[ $# -eq 2 ] || { echo "usage: build.sh FLUX_ACCOUNTING_SOURCE OUTPUT" >&2; exit 2; }
src=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
g++ -std=c++14 -O2 -static -I"$src" -o "$2" "$here/flux_walk.cpp" \
  "$src/src/fairness/account/account.cpp" \
  "$src/src/fairness/weighted_tree/weighted_tree.cpp" \
  "$src/src/fairness/weighted_tree/weighted_walk.cpp"
ldd "$2" 2>&1 | grep -q 'not a dynamic executable' || { echo "build.sh: $2 is not static" >&2; exit 1; }
echo "built $2"
