#!/bin/sh
# Online backup of the SQLite database while the server runs (SQLite's backup API: a consistent copy,
# writers are not stopped), then an integrity check of the copy.
# Usage: ops/backup-sqlite.sh DATA_DIR/portail.sqlite /sauvegardes/portail-$(date +%F).sqlite
set -eu
[ $# -eq 2 ] || { echo "usage : $0 <base.sqlite> <copie.sqlite>" >&2; exit 64; }
db=$1 copy=$2
[ -f "$db" ] || { echo "base introuvable : $db" >&2; exit 1; }
[ ! -e "$copy" ] || { echo "la copie existe déjà : $copy" >&2; exit 1; }
sqlite3 "$db" ".timeout 10000" ".backup '$copy'"
check=$(sqlite3 "$copy" "PRAGMA integrity_check;")
[ "$check" = ok ] || { echo "copie corrompue : $check" >&2; exit 1; }
echo "sauvegarde : $copy ($(wc -c < "$copy") octets)"
