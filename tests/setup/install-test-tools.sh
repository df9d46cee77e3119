#!/usr/bin/env bash
# Installs what the tests need beyond npm, from Debian's archive, when it is missing:
# - chromium: the browser tests drive Debian's Chromium (Playwright's own download does not work here);
# - fonts-noto-core: Hebrew and Devanagari glyphs for the screenshots;
# - a Java runtime: the W3C HTML checker (vnu-jar) is a Java program;
# - nginx: the deploy tests run the generated nginx configuration (tests/integration/deploy-*.test.ts).
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
packages=()
[ -x "$chromium_path" ] || packages+=(chromium)
fc-list 2>/dev/null | grep -q "Noto Sans Devanagari" || packages+=(fonts-noto-core)
command -v java >/dev/null 2>&1 || packages+=(default-jre-headless)
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || packages+=(nginx)
if [ ${#packages[@]} -eq 0 ]; then
  echo "Test tools present: Chromium at $chromium_path, Noto fonts, $(java -version 2>&1 | head -n 1), $("${NGINX_PATH:-/usr/sbin/nginx}" -v 2>&1)"
  exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing from Debian: ${packages[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
echo "Installed: ${packages[*]}"
