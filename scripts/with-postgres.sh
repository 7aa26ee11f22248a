#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL (docs/architecture.md#security): Debian's postgresql (installed with apt
# when missing and run as root), a fresh cluster in a temp dir listening on 127.0.0.1 only, on a free port, trust
# auth, stopped and removed when the command ends, whatever happens. Shared by scripts/test-postgres.sh (the server
# tests) and `npm run soak` (scripts/soak/run.ts). The command gets in its environment:
#   DATABASE_URL  postgres://postgres@127.0.0.1:<port>/postgres
#   PG_BIN        the server binaries (pg_ctl, postgres)
#   PG_DATA       the cluster's data directory
#   PG_LOG        the server log (pg_ctl -l)
#   PG_OWNER      the user the cluster runs as when we are root (postgres), else empty
# so it may restart the cluster itself: [runuser -u "$PG_OWNER" --] "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_LOG" -w restart.
#   scripts/with-postgres.sh <command> [args…]
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || { echo "usage: scripts/with-postgres.sh <command> [args…]" >&2; exit 2; }

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
BIN="${PG_BIN:-$(pg_bin)}"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL server binaries not found: apt-get install postgresql (as root), or set PG_BIN" >&2
    exit 1
  fi
  echo "[postgres] installing Debian's postgresql"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  BIN="$(pg_bin)"
fi

# PostgreSQL refuses to run as root: the cluster belongs to the postgres user when we are root.
WORK="$(mktemp -d "${TMPDIR:-/tmp}/pg-test.XXXXXX")"
OWNER=""
as_owner() { "$@"; }
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$WORK"
  OWNER=postgres
  as_owner() { runuser -u postgres -- "$@"; }
fi

stop() {
  as_owner "$BIN/pg_ctl" -D "$WORK/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap stop EXIT
trap 'exit 130' INT TERM

PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
as_owner "$BIN/initdb" -D "$WORK/data" -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8 >/dev/null
as_owner "$BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w -o \
  "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c max_connections=200" start >/dev/null \
  || { cat "$WORK/server.log" >&2; exit 1; }
echo "[postgres] $("$BIN/postgres" --version) on 127.0.0.1:$PORT ($WORK)"

# Not exec: the trap must run after the command, however it ends.
status=0
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" PG_BIN="$BIN" PG_DATA="$WORK/data" \
  PG_LOG="$WORK/server.log" PG_OWNER="$OWNER" "$@" || status=$?
exit "$status"
