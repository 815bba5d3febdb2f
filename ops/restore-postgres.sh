#!/bin/sh
# Restores a pg_dump backup into an EMPTY database (createdb it first), in one transaction: an error
# leaves that database as it was. Then point the servers' DATABASE_URL at it and start them.
# Refused, with nothing changed: a dump that is missing, empty, unreadable or not one of this portal's (no
# migrations, no provider), and a target database that already holds tables or that a server is connected to.
# Usage: DATABASE_URL=postgres://…/jeux_restauree ops/restore-postgres.sh /sauvegardes/jeux-2026-11-23.dump
# The password never appears on a command line, which `ps` shows to every user of the machine.
set -eu
[ $# -eq 1 ] || { echo "usage : DATABASE_URL=<adresse d'une base vide> $0 <fichier.dump>" >&2; exit 64; }
dump=$1
refuse() { echo "restauration refusée, rien n'a été changé : $*" >&2; exit 1; }
[ -e "$dump" ] || refuse "la sauvegarde $dump n'existe pas"
[ -f "$dump" ] || refuse "$dump n'est pas un fichier"
[ -r "$dump" ] || refuse "la sauvegarde $dump n'est pas lisible par cet utilisateur"
[ -s "$dump" ] || refuse "la sauvegarde $dump est vide"
listing=$(pg_restore --list "$dump" 2>&1) || refuse "$dump n'est pas une sauvegarde de pg_dump lisible ($listing)"
echo "$listing" | grep -q "TABLE DATA [a-z_]* kysely_migration " || refuse "$dump n'est pas une sauvegarde du portail (pas de table de migrations)"
echo "$listing" | grep -q "TABLE DATA [a-z_]* provider " || refuse "$dump n'est pas une sauvegarde du portail (pas de fournisseurs)"
. "$(dirname "$0")/postgres-connection.sh"
tables=$(psql --no-psqlrc --tuples-only --no-align --dbname="$address" \
  -c "SELECT count(*) FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')" 2>&1) \
  || refuse "la base $address ne répond pas ($tables)"
[ "$tables" = 0 ] || refuse "la base $address n'est pas vide ($tables tables) : créez-en une neuve (createdb) pour y restaurer"
servers=$(psql --no-psqlrc --tuples-only --no-align --dbname="$address" \
  -c "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'jeux-du-jour'" 2>&1) \
  || refuse "la base $address ne répond pas ($servers)"
[ "$servers" = 0 ] || refuse "$servers connexion(s) d'un serveur du portail sur $address : arrêtez-les d'abord"
out=$(pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$address" "$dump" 2>&1) \
  || refuse "pg_restore a échoué, la base est restée vide (message de PostgreSQL : $out)"
echo "restauré dans $address"
