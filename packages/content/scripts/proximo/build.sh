#!/bin/bash
# Proximo data build: corpus -> fastText vectors -> 1,000-word neighbour list per target.
# Run ONCE by a maintainer (training is not reproducible run to run); the resulting lists
# under packages/content/data/proximo/ are reviewed and committed as data.
# Usage: packages/content/scripts/proximo/build.sh            (from anywhere; needs root for apt-get
#        only if a Debian package is missing). Work files go to /tmp/proximo-work.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../../../.." && pwd)"
WORK="${PROXIMO_WORK:-/tmp/proximo-work}"
OUT="$REPO/packages/content/data/proximo"
PY=/usr/bin/python3   # the Debian python, which has grammalecte and numpy

# Chosen training parameters (see README.md for the comparison): three trainings whose
# similarities are averaged. A: subwords 3-6; B: larger vectors, no subwords; C: subwords 4-5,
# more epochs. B dampens the spelling look-alikes that subword vectors bring.
FT_A="-dim 100 -epoch 5 -minCount 5 -ws 5"
FT_B="-dim 200 -epoch 5 -minCount 3 -ws 6 -maxn 0"
FT_C="-dim 100 -epoch 8 -minCount 3 -ws 5 -minn 4 -maxn 5"
FT_COMMON="-thread 2 -bucket 500000"
THESAURUS_REPEATS=3
SEED=2026

# 1. Debian inputs and tools.
missing=()
for pkg in fasttext stardict-xmlittre mythes-fr python3-grammalecte python3-numpy; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]}"
  apt-get update && apt-get install -y fasttext stardict-xmlittre mythes-fr python3-grammalecte python3-numpy
fi

mkdir -p "$WORK"

# 2. Word lists from node_modules (frequency lists, reference dictionary).
(cd "$REPO" && node "$HERE/export_words.mjs" "$WORK")

# 3. Corpus: Littré text + thesaurus senses.
"$PY" "$HERE/extract_corpus.py" "$WORK/corpus.txt" "$THESAURUS_REPEATS"
wc -w "$WORK/corpus.txt"

# 4. Valid lemmas and their forms.
"$PY" "$HERE/lexicon.py" "$WORK"

# 5. Vectors (each training ~15 min on 2 cores).
train() {  # train NAME ARGS...
  local name=$1; shift
  local start; start=$(date +%s)
  # shellcheck disable=SC2068
  fasttext skipgram -input "$WORK/corpus.txt" -output "$WORK/$name" $@ $FT_COMMON
  echo "$name: training took $(( $(date +%s) - start )) s"
}
# shellcheck disable=SC2086
train modelA $FT_A
# shellcheck disable=SC2086
train modelB $FT_B
# shellcheck disable=SC2086
train modelC $FT_C
MODELS="$WORK/modelA.vec,$WORK/modelB.vec,$WORK/modelC.vec"

# 6. Review output (top 30 per target), spot-check score, then the committed files.
"$PY" "$HERE/build_lists.py" review "$MODELS" "$WORK" "$HERE/target-words.txt" 30 > "$WORK/review.txt"
"$PY" "$HERE/build_lists.py" spot "$MODELS" "$WORK" "$OUT/spot-check.tsv" | tail -1
"$PY" "$HERE/build_lists.py" write "$MODELS" "$WORK" "$HERE/target-words.txt" "$OUT" "$SEED"
echo "Review $WORK/review.txt, then run: npx tsx packages/content/src/cli/proximo-spot-check.ts"
