#!/bin/sh
# Backup of the PostgreSQL database while the servers run (pg_dump reads one consistent snapshot),
# in pg_dump's custom format: compressed, restorable table by table.
# Usage: ops/backup-postgres.sh "$DATABASE_URL" /sauvegardes/jeux-$(date +%F).dump
set -eu
[ $# -eq 2 ] || { echo "usage : $0 <DATABASE_URL> <fichier.dump>" >&2; exit 64; }
url=$1 dump=$2
[ ! -e "$dump" ] || { echo "le fichier existe déjà : $dump" >&2; exit 1; }
pg_dump --format=custom --no-owner --no-privileges --file="$dump" "$url"
pg_restore --list "$dump" > /dev/null
echo "sauvegarde : $dump ($(wc -c < "$dump") octets)"
