#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when the machine lacks it (Playwright cannot download
# its own here). With --cjk, also the Noto CJK fonts, so screenshots show Chinese, Japanese and Korean.
set -euo pipefail

packages=()
if [ ! -x /usr/bin/chromium ] && [ -z "${PLAYWRIGHT_CHROMIUM_PATH:-}" ]; then packages+=(chromium); fi
if [ "${1:-}" = "--cjk" ] && ! fc-list 2>/dev/null | grep -q "Noto Sans CJK"; then packages+=(fonts-noto-cjk); fi
[ ${#packages[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo "Please install: sudo apt-get install -y ${packages[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y "${packages[@]}"
