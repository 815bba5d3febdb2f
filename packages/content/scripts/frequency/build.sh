#!/usr/bin/env bash
# Rebuilds data/derived/frequency.tsv: the frequency rank of each lemma (1 = most frequent).
# Needs Debian's python3-grammalecte (installed when missing) and the npm dev dependency
# @zxcvbn-ts/language-fr. Not part of `npm test`: its output is committed.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! /usr/bin/python3 -c 'import grammalecte' 2>/dev/null; then apt-get install -y -qq python3-grammalecte; fi
node scripts/frequency/forms.mjs | /usr/bin/python3 scripts/frequency/lemma-ranks.py > data/derived/frequency.tsv
wc -l data/derived/frequency.tsv
