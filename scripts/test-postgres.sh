#!/usr/bin/env bash
# The server test suite (tests/server) once more against a real PostgreSQL (docs/architecture.md#security): Debian's
# postgresql (installed with apt when missing and run as root), a throwaway cluster in a temp dir listening on
# 127.0.0.1 only, on a free port, trust auth, stopped and removed on exit whatever happens (scripts/with-postgres.sh,
# shared with `npm run soak`). Each test file gets its own database cloned from a seeded template
# (tests/server/harness.ts).
#   scripts/test-postgres.sh                       every file of tests/server
#   scripts/test-postgres.sh tests/server/ledger   vitest filters, as with `npx vitest run`
set -euo pipefail
cd "$(dirname "$0")/.."

exec scripts/with-postgres.sh bash -c 'set -euo pipefail
started=$SECONDS
npx vitest run "${@:-tests/server}"
echo "[postgres] server tests passed on PostgreSQL in $((SECONDS - started)) s"' test-postgres "$@"
