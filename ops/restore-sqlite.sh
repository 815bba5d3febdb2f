#!/bin/sh
# Puts a backup back in place of the SQLite database. Stop every server process first: the current file
# (and its -wal, -shm journal), when there is one, is kept beside it as .avant-restauration-<date>, never
# deleted nor overwritten.
# Usage: ops/restore-sqlite.sh /sauvegardes/portail-2026-11-23.sqlite DATA_DIR/portail.sqlite
set -eu
[ $# -eq 2 ] || { echo "usage : $0 <copie.sqlite> <base.sqlite>" >&2; exit 64; }
copy=$1 db=$2
check=$(sqlite3 "$copy" "PRAGMA integrity_check;")
[ "$check" = ok ] || { echo "copie corrompue, rien n'a été remplacé : $check" >&2; exit 1; }
kept=""
if [ -e "$db" ] || [ -e "$db-wal" ]; then
  stamp=$(date +%Y%m%d-%H%M%S)
  [ ! -e "$db.avant-restauration-$stamp" ] || { echo "une restauration vient d'avoir lieu : réessayez dans une seconde" >&2; exit 1; }
  for suffix in "" -wal -shm; do
    if [ -e "$db$suffix" ]; then mv "$db$suffix" "$db$suffix.avant-restauration-$stamp"; fi
  done
  kept="$db.avant-restauration-$stamp"
fi
cp "$copy" "$db"
if [ -n "$kept" ]; then
  echo "restauré : $db (l'ancienne base est dans $kept)"
else
  echo "restauré : $db (il n'y avait pas de base à cet endroit)"
fi
