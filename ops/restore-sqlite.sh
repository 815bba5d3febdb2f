#!/bin/sh
# Puts a backup back in place of the SQLite database. Stop every server process first: the current file
# (and its -wal, -shm journal) is kept beside it as .avant-restauration, never deleted.
# Usage: ops/restore-sqlite.sh /sauvegardes/portail-2026-11-23.sqlite DATA_DIR/portail.sqlite
set -eu
[ $# -eq 2 ] || { echo "usage : $0 <copie.sqlite> <base.sqlite>" >&2; exit 64; }
copy=$1 db=$2
check=$(sqlite3 "$copy" "PRAGMA integrity_check;")
[ "$check" = ok ] || { echo "copie corrompue, rien n'a été remplacé : $check" >&2; exit 1; }
for suffix in "" -wal -shm; do
  if [ -e "$db$suffix" ]; then mv "$db$suffix" "$db$suffix.avant-restauration"; fi
done
cp "$copy" "$db"
echo "restauré : $db (l'ancienne base est dans $db.avant-restauration)"
