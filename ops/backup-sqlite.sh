#!/bin/sh
# Online backup of the SQLite database while the server runs (SQLite's backup API: a consistent copy,
# writers are not stopped), then an integrity check of the copy. The copy is written under a temporary
# name and only renamed into place once checked: a failed backup leaves no file behind to mistake for one.
# Usage: ops/backup-sqlite.sh DATA_DIR/portail.sqlite /sauvegardes/portail-$(date +%F).sqlite
set -eu
[ $# -eq 2 ] || { echo "usage : $0 <base.sqlite> <copie.sqlite>" >&2; exit 64; }
db=$1 copy=$2
fail() { echo "sauvegarde échouée, aucune copie écrite : $*" >&2; exit 1; }
# The copy read without locks nor journal files written beside it.
frozen() { printf 'file:%s?immutable=1' "$(printf '%s' "$1" | sed 's/%/%25/g; s/?/%3f/g; s/#/%23/g')"; }
[ -f "$db" ] || fail "base introuvable : $db"
[ ! -e "$copy" ] || fail "la copie existe déjà : $copy"
partial="$copy.partiel"
trap 'rm -f "$partial"' EXIT
rm -f "$partial"
out=$(sqlite3 "$db" ".timeout 10000" ".backup '$partial'" 2>&1) || fail "sqlite3 n'a pas pu copier la base ($out)"
check=$(sqlite3 "$(frozen "$partial")" "PRAGMA integrity_check;" 2>&1) || fail "la copie ne se relit pas ($check)"
[ "$check" = ok ] || fail "copie corrompue ($check)"
mv "$partial" "$copy"
trap - EXIT
echo "sauvegarde : $copy ($(wc -c < "$copy") octets)"
