#!/bin/sh
# Backup of the PostgreSQL database while the servers run (pg_dump reads one consistent snapshot),
# in pg_dump's custom format: compressed, restorable table by table. The dump is written under a temporary
# name and renamed only once pg_restore can list it: a failed backup leaves no file to mistake for one, nor
# one that blocks the next attempt.
# Usage: DATABASE_URL=postgres://… ops/backup-postgres.sh /sauvegardes/jeux-$(date +%F).dump
#   (or, with the servers' settings: set -a; . /etc/jeux-du-jour/env; set +a; ops/backup-postgres.sh …)
# The password never appears on a command line, which `ps` shows to every user of the machine.
set -eu
[ $# -eq 1 ] || { echo "usage : DATABASE_URL=postgres://… $0 <fichier.dump>" >&2; exit 64; }
dump=$1
fail() { echo "sauvegarde échouée, aucun fichier écrit : $*" >&2; exit 1; }
[ ! -e "$dump" ] || fail "le fichier existe déjà : $dump"
. "$(dirname "$0")/postgres-connection.sh"
partial="$dump.partiel"
trap 'rm -f "$PGPASSFILE" "$partial"' EXIT
rm -f "$partial"
out=$(pg_dump --format=custom --no-owner --no-privileges --file="$partial" --dbname="$address" 2>&1) \
  || fail "pg_dump n'a pas pu lire la base $address (message de PostgreSQL : $out)"
out=$(pg_restore --list "$partial" 2>&1 > /dev/null) || fail "le fichier écrit ne se relit pas (message de pg_restore : $out)"
mv "$partial" "$dump"
echo "sauvegarde : $dump ($(wc -c < "$dump") octets)"
