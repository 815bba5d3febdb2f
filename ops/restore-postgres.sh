#!/bin/sh
# Restores a pg_dump backup into an EMPTY database (createdb it first), in one transaction: an error
# leaves that database as it was. Then point the servers' DATABASE_URL at it and start them.
# Usage: DATABASE_URL=postgres://…/jeux_restauree ops/restore-postgres.sh /sauvegardes/jeux-2026-11-23.dump
# The password never appears on a command line, which `ps` shows to every user of the machine.
set -eu
[ $# -eq 1 ] || { echo "usage : DATABASE_URL=<adresse d'une base vide> $0 <fichier.dump>" >&2; exit 64; }
dump=$1
. "$(dirname "$0")/postgres-connection.sh"
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$address" "$dump"
echo "restauré dans $address"
