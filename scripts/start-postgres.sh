#!/usr/bin/env bash
# Starts the machine's PostgreSQL (installing it with apt when missing) and makes sure the role
# app/app exists. Used by .ci/run; handy before `TEST_DATABASE_URL=... npm test` on a dev machine.
set -euo pipefail

if ! command -v pg_lsclusters >/dev/null 2>&1; then
  echo "PostgreSQL is not installed: installing it with apt-get"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
cluster=$(pg_lsclusters --no-header | awk 'NR==1 {print $1, $2}')
if [ -z "$cluster" ]; then
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  pg_createcluster "$version" main >/dev/null
  cluster="$version main"
fi
# shellcheck disable=SC2086
pg_ctlcluster $cluster start 2>/dev/null || true
for _ in $(seq 1 30); do
  su postgres -c "psql -qtAc 'select 1'" >/dev/null 2>&1 && break
  sleep 1
done
exists=$(su postgres -c "psql -qtAc \"select 1 from pg_roles where rolname='app'\"")
if [ "$exists" != "1" ]; then
  su postgres -c "psql -qc \"create role app login superuser password 'app'\""
fi
echo "PostgreSQL is up ($cluster): postgres://app:app@127.0.0.1:5432/postgres"
