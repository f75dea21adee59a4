#!/bin/sh
# Replays the deliveries that failed in the last N hours (default 24) through the public API.
set -eu
HOURS="${1:-24}"
psql "$DATABASE_URL" -At -c "SELECT notification_id FROM deliveries WHERE status = 'failed' AND delivered_at > now() - interval '$HOURS hours'" |
  while read -r id; do
    curl -fsS -X POST "http://localhost:${PORT:-3100}/v1/notifications/$id/replay"
  done
