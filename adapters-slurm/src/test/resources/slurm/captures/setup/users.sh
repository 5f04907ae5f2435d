#!/bin/bash
# Create the Unix users that own associations and submit jobs (no home directories).
# "christopher" is 11 characters long: wider than sshare's 10-character User column.
set -euo pipefail
uid=5001
for u in ann bob cat dan eve fay gus hal ivy joe christopher; do
  id "$u" >/dev/null 2>&1 || useradd -M -u $uid -s /bin/bash "$u"
  uid=$((uid + 1))
done
