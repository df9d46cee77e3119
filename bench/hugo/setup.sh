#!/usr/bin/env bash
# Installs what `npm run bench` runs besides Node: Debian's `hugo` (0.111 on Debian 12) and GNU
# time (/usr/bin/time, for each build's wall time and peak memory). Nothing else is downloaded.
# bench/run.ts runs this when either is missing; it can also be run by hand.
set -euo pipefail

missing=()
command -v hugo >/dev/null 2>&1 || missing+=(hugo)
[ -x /usr/bin/time ] || missing+=(time)
if [ "${#missing[@]}" -eq 0 ]; then
  echo "bench setup: hugo ($(hugo version | awk '{print $2}')) and GNU time are installed"
  exit 0
fi

sudo=()
if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
echo "bench setup: installing ${missing[*]} with apt-get"
"${sudo[@]}" apt-get update
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
