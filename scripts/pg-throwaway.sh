#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests: initdb in a temp dir, listening on 127.0.0.1 at a free port.
#   scripts/pg-throwaway.sh start DIR   → prints the superuser URL (postgres://postgres@127.0.0.1:PORT/postgres)
#   scripts/pg-throwaway.sh stop DIR    → stops the server and removes DIR
#   scripts/pg-throwaway.sh halt DIR    → stops the server, keeping DIR (an outage, for readiness tests)
#   scripts/pg-throwaway.sh resume DIR  → starts it again on the same port
# As root the cluster runs as the unprivileged `postgres` user (initdb refuses root); no daemon outlives `stop`.
set -euo pipefail

bindir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$dir" ] || [ ! -x "$dir/initdb" ]; then
    echo "PostgreSQL is not installed (apt-get install postgresql)" >&2
    exit 3
  fi
  echo "$dir"
}

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

cmd=${1:-}
dir=${2:-}
[ -n "$dir" ] || { echo "usage: $0 start|stop|halt|resume DIR" >&2; exit 2; }

case "$cmd" in
  start)
    bin=$(bindir)
    mkdir -p "$dir"
    if [ "$(id -u)" -eq 0 ]; then chown postgres: "$dir"; fi
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log" >&2; exit 1; }
    # Durability buys nothing in a cluster that is deleted after the run.
    for attempt in 1 2 3; do
      port=$(free_port)
      opts="-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$dir -c max_connections=300"
      opts="$opts -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
      if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "$opts" -w -t 30 start >/dev/null; then
        echo "$opts" >"$dir/opts"
        echo "postgres://postgres@127.0.0.1:$port/postgres"
        exit 0
      fi
    done
    cat "$dir/server.log" >&2
    exit 1
    ;;
  stop)
    if [ -f "$dir/data/postmaster.pid" ]; then
      bin=$(bindir)
      as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$dir"
    ;;
  halt)
    as_owner "$(bindir)/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  resume)
    as_owner "$(bindir)/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "$(cat "$dir/opts")" -w -t 30 start >/dev/null
    ;;
  *)
    echo "usage: $0 start|stop|halt|resume DIR" >&2
    exit 2
    ;;
esac
