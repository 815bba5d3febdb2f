#!/bin/sh
# Restores a pg_dump backup into an EMPTY database (createdb it first), in one transaction: an error
# leaves that database as it was. Then point DATABASE_URL at it and start the servers.
# Usage: ops/restore-postgres.sh /sauvegardes/jeux-2026-11-23.dump "postgres://…/jeux_restauree"
set -eu
[ $# -eq 2 ] || { echo "usage : $0 <fichier.dump> <DATABASE_URL d'une base vide>" >&2; exit 64; }
dump=$1 url=$2
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$url" "$dump"
echo "restauré dans $(echo "$url" | sed -E 's#//[^@/]*@#//#')"
