#!/bin/sh
# Container start. The card store lives in the data volume (DECKDOCTOR_DATA_DIR,
# /data in the image), never in the image: on first start the server builds it
# there from a snapshot placed in the volume (MTGJSON or Scryfall file), or
# downloads Scryfall's bulk file. Arguments are deckdoctor's (default: serve).
set -eu

APP_DIR="${APP_DIR:-/app}"
DATA_DIR="${DECKDOCTOR_DATA_DIR:-/data}"
export DECKDOCTOR_DB="${DECKDOCTOR_DB:-$DATA_DIR/cards.sqlite}"
export DECKDOCTOR_SNAPSHOT_DIRS="${DECKDOCTOR_SNAPSHOT_DIRS:-$DATA_DIR}"
# In a container the port is published by the runtime: listen on every interface.
export HOST="${HOST:-0.0.0.0}"

# A read-only or foreign-owned volume would fail later, mid-import: say so now (EX_CANTCREAT).
mkdir -p "$DATA_DIR" 2>/dev/null || true
if ! (: > "$DATA_DIR/.deckdoctor-write-test") 2>/dev/null; then
  echo "deckdoctor: the data volume $DATA_DIR is not writable by uid $(id -u); mount a volume this user owns" >&2
  exit 73
fi
rm -f "$DATA_DIR/.deckdoctor-write-test"

if [ "$#" -eq 0 ]; then set -- serve; fi
# exec: node becomes the process the runtime signals, so SIGTERM reaches the graceful shutdown.
# The V8 flag is the one `npm start` and the command's own first line give node (README, "Memory").
exec node --max-semi-space-size=8 "$APP_DIR/dist/src/cli/main.js" "$@"
