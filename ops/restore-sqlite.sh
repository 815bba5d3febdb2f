#!/bin/sh
# Puts a backup back in place of the SQLite database, refusing whatever could leave the portal blank or
# broken: a copy that is missing, empty, unreadable, damaged, not a SQLite database or not one of ours (no
# migrations, no provider), and a database some process still has open (stop every server first).
# The current database, when there is one, is first checkpointed (its -wal folded in), then kept beside it as
# <base>.avant-restauration-<date>, never deleted nor overwritten. The copy is written under a temporary
# name, checked again, then renamed into place: an interrupted restore leaves the old base where it was.
# Usage: ops/restore-sqlite.sh /sauvegardes/portail-2026-11-23.sqlite DATA_DIR/portail.sqlite
set -eu
[ $# -eq 2 ] || { echo "usage : $0 <copie.sqlite> <base.sqlite>" >&2; exit 64; }
copy=$1 db=$2
refuse() { echo "restauration refusée, rien n'a été remplacé : $*" >&2; exit 1; }
# A file read without locks nor journal files (-wal, -shm) written beside it: checking a copy changes nothing.
frozen() { printf 'file:%s?immutable=1' "$(printf '%s' "$1" | sed 's/%/%25/g; s/?/%3f/g; s/#/%23/g')"; }

# The copy: a readable, non-empty SQLite file of this portal.
[ -e "$copy" ] || refuse "la copie $copy n'existe pas"
[ -f "$copy" ] || refuse "$copy n'est pas un fichier"
[ -r "$copy" ] || refuse "la copie $copy n'est pas lisible par cet utilisateur"
[ -s "$copy" ] || refuse "la copie $copy est vide"
check=$(sqlite3 "$(frozen "$copy")" "PRAGMA integrity_check;" 2>&1) || refuse "$copy n'est pas une base SQLite lisible ($check)"
[ "$check" = ok ] || refuse "la copie $copy est corrompue ($check)"
ours=$(sqlite3 "$(frozen "$copy")" "SELECT (SELECT count(*) FROM kysely_migration) || ' ' || (SELECT count(*) FROM provider);" 2>/dev/null) \
  || refuse "$copy n'est pas une base du portail (ni table de migrations ni fournisseurs)"
migrations=${ours% *} providers=${ours#* }
[ "$migrations" -gt 0 ] || refuse "$copy n'a aucune migration appliquée : ce n'est pas une sauvegarde du portail"
[ "$providers" -gt 0 ] || refuse "$copy n'a aucun fournisseur : une base vide ne remplace pas celle du portail"

# No process may hold the base or its journal open: a server would go on writing into the replaced file.
target=$(readlink -f "$db" 2>/dev/null || echo "$db")
holder=$(find /proc/[0-9]*/fd -maxdepth 1 \( -lname "$target" -o -lname "$target-wal" -o -lname "$target-shm" \) -print 2>/dev/null | head -n 1)
if [ -n "$holder" ]; then
  pid=${holder#/proc/}
  refuse "le processus ${pid%%/*} a la base ouverte : arrêtez d'abord tous les serveurs (systemctl stop 'jeux-du-jour@*')"
fi

mkdir -p "$(dirname "$db")"
incoming="$db.restauration-en-cours"
trap 'rm -f "$incoming"' EXIT
cp "$copy" "$incoming"
[ "$(sqlite3 "$(frozen "$incoming")" "PRAGMA integrity_check;" 2>&1)" = ok ] || refuse "la copie écrite dans $incoming ne se relit pas (disque plein ?)"

kept=""
if [ -e "$db" ] || [ -e "$db-wal" ]; then
  stamp=$(date +%Y%m%d-%H%M%S)
  kept="$db.avant-restauration-$stamp"
  [ ! -e "$kept" ] || refuse "une restauration vient d'avoir lieu : réessayez dans une seconde"
  # The old base keeps what its journal held: folded in now, and any journal left renamed with it, under
  # the name SQLite pairs with the kept file (<kept>-wal).
  if [ -e "$db" ]; then sqlite3 "$db" "PRAGMA wal_checkpoint(TRUNCATE);" > /dev/null 2>&1 || true; fi
  for suffix in "" -wal -shm; do
    if [ -e "$db$suffix" ]; then mv "$db$suffix" "$kept$suffix"; fi
  done
fi
mv "$incoming" "$db"
trap - EXIT
if [ -n "$kept" ]; then
  echo "restauré : $db (l'ancienne base est dans $kept)"
else
  echo "restauré : $db (il n'y avait pas de base à cet endroit)"
fi
