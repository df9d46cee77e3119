#!/usr/bin/env bash
# Installs Debian's Chromium (and fonts for Hebrew and Devanagari screenshots) when missing.
# Playwright's own browser download does not work here; the tests drive this Chromium instead.
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ] && fc-list 2>/dev/null | grep -q "Noto Sans Devanagari"; then
  echo "Chromium found at $chromium_path"
  exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing Debian's chromium and fonts-noto-core..."
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium fonts-noto-core >/dev/null
echo "Chromium installed at $chromium_path"
