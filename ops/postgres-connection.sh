# Sourced by the PostgreSQL scripts of ops/: reads DATABASE_URL from the environment and sets
#   address    the same URL without its password (safe on a command line: --dbname="$address");
#   PGPASSFILE a file only this user can read, holding the password, removed on exit.
# Node (which runs the servers) parses the URL: percent-encoded passwords are decoded as libpq would.
[ -n "${DATABASE_URL:-}" ] || { echo "DATABASE_URL manque : l'adresse postgres://utilisateur:motdepasse@hote:5432/base" >&2; exit 64; }
address=$(node -e 'const u = new URL(process.env.DATABASE_URL); u.password = ""; process.stdout.write(u.href)') \
  || { echo "DATABASE_URL n'est pas une adresse postgres://…" >&2; exit 64; }
PGPASSFILE=$(mktemp)
trap 'rm -f "$PGPASSFILE"' EXIT
# One line of .pgpass matching any server: its : and \ escaped.
node -e 'const p = decodeURIComponent(new URL(process.env.DATABASE_URL).password); process.stdout.write(`*:*:*:*:${p.replace(/[\\:]/g, (c) => `\\${c}`)}\n`)' > "$PGPASSFILE"
export PGPASSFILE
