#!/usr/bin/env bash
# Installs Debian's chromium for the browser tests when it is missing.
# playwright-core drives /usr/bin/chromium; it never downloads a browser of its own.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "The browser tests need Debian's chromium: run 'sudo apt-get install chromium' once." >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
