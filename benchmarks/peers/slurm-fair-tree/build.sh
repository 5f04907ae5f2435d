#!/bin/sh
# Builds slurm_fairtree_pass, the timing program of Slurm's Fair Tree pass (README.md beside this folder),
# from a Slurm source tree and the files here, statically linked.
# Usage: build.sh SLURM_SOURCE OUTPUT
set -eu
[ $# -eq 2 ] || { echo "usage: build.sh SLURM_SOURCE OUTPUT" >&2; exit 2; }
src=$(cd "$1" && pwd)
out=$2
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# slurm/slurm_version.h as configure makes it from slurm_version.h.in (the pass uses none of its values)
mkdir -p "$work/slurm"
cp "$src/slurm/slurm_version.h.in" "$work/slurm/slurm_version.h"
# set_assoc_usage_norm(), cut unchanged out of priority_multifactor.c
{
  echo '#include "priority_multifactor.h"'
  sed -n '/^extern void set_assoc_usage_norm(slurmdb_assoc_rec_t \*assoc)$/,/^}$/p' \
    "$src/src/plugins/priority/multifactor/priority_multifactor.c"
} > "$work/set_assoc_usage_norm.c"
grep -q 'usage_norm' "$work/set_assoc_usage_norm.c" \
  || { echo "build.sh: set_assoc_usage_norm() not found in priority_multifactor.c" >&2; exit 1; }
cflags="-O2 -fno-omit-frame-pointer -pthread"
for f in "$src/src/common/xmalloc.c" "$src/src/common/list.c" "$work/set_assoc_usage_norm.c" \
    "$here/fair_tree_pass.c" "$here/stubs.c" "$here/main.c"; do
  # shellcheck disable=SC2086
  gcc $cflags -I"$here/include" -I"$work" -I"$src" -c "$f" -o "$work/$(basename "$f" .c).o"
done
# shellcheck disable=SC2086
gcc $cflags -static -o "$out" "$work"/*.o -lm
ldd "$out" 2>&1 | grep -q 'not a dynamic executable' || { echo "build.sh: $out is not static" >&2; exit 1; }
echo "built $out"
