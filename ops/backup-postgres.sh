#!/bin/sh
# Backup of the PostgreSQL database while the servers run (pg_dump reads one consistent snapshot),
# in pg_dump's custom format: compressed, restorable table by table.
# Usage: DATABASE_URL=postgres://… ops/backup-postgres.sh /sauvegardes/jeux-$(date +%F).dump
#   (or, with the servers' settings: set -a; . /etc/jeux-du-jour/env; set +a; ops/backup-postgres.sh …)
# The password never appears on a command line, which `ps` shows to every user of the machine.
set -eu
[ $# -eq 1 ] || { echo "usage : DATABASE_URL=postgres://… $0 <fichier.dump>" >&2; exit 64; }
dump=$1
[ ! -e "$dump" ] || { echo "le fichier existe déjà : $dump" >&2; exit 1; }
. "$(dirname "$0")/postgres-connection.sh"
pg_dump --format=custom --no-owner --no-privileges --file="$dump" --dbname="$address"
pg_restore --list "$dump" > /dev/null
echo "sauvegarde : $dump ($(wc -c < "$dump") octets)"
