#!/bin/bash
# Proximo data build: corpus -> fastText vectors -> relations -> 1,000-word neighbour list per target.
# Run by a maintainer (training is not reproducible run to run); the resulting lists under
# packages/content/data/proximo/ are reviewed and committed as data.
# Usage: packages/content/scripts/proximo/build.sh            (from anywhere; needs root for apt-get
#        only if a Debian tool is missing). Work files go to /tmp/proximo-work (PROXIMO_WORK).
#        PROXIMO_SKIP_TRAINING=1 reuses the vectors already in the work directory (a re-rank after
#        editing fields.txt takes about a minute instead of the training's hour).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO="$(cd "$HERE/../../../.." && pwd)"
WORK="${PROXIMO_WORK:-/tmp/proximo-work}"
DATA="$REPO/packages/content/data"
OUT="$DATA/proximo"
PY=/usr/bin/python3   # the Debian python, which has grammalecte and numpy

# Chosen training (see README.md for what was compared): one skipgram model on the Littré, the
# thesaurus and the modern text, with subwords 4-5 and 8 epochs.
FT_ARGS="-dim 100 -epoch 8 -minCount 3 -ws 5 -minn 4 -maxn 5 -thread 2 -bucket 500000"
THESAURUS_REPEATS=3
SEED=2026

# 1. Debian tools, installed; Debian text, only downloaded and unpacked (no dependencies pulled in).
missing=()
for pkg in fasttext stardict-xmlittre mythes-fr python3-grammalecte python3-numpy; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing ${missing[*]}"
  apt-get update && apt-get install -y "${missing[@]}"
fi
TEXT_PACKAGES="manpages-fr libreoffice-help-fr gimp-help-fr debian-reference-fr debian-edu-doc-fr
  debian-faq-fr firefox-esr-l10n-fr thunderbird-l10n-fr tuxpaint-stamps-default
  $(apt-cache search --names-only '^dict-freedict-fra-' | cut -d' ' -f1 | tr '\n' ' ')"
mkdir -p "$WORK/debs" "$WORK/debs-root"
if [ ! -e "$WORK/debs-root/.done" ]; then
  # shellcheck disable=SC2086
  (cd "$WORK/debs" && apt-get download $TEXT_PACKAGES)
  for deb in "$WORK"/debs/*.deb; do dpkg -x "$deb" "$WORK/debs-root"; done
  touch "$WORK/debs-root/.done"
fi

# 2. Word lists from node_modules (frequency lists, reference dictionary).
(cd "$REPO" && node "$HERE/export_words.mjs" "$WORK")

# 3. Valid lemmas and their forms (our lexicon and fields count as known words).
"$PY" "$HERE/lexicon.py" "$WORK" "$DATA/lexicon" "$OUT/fields.txt"

# 4. Corpus and vectors.
if [ -z "${PROXIMO_SKIP_TRAINING:-}" ]; then
  "$PY" "$HERE/extract_corpus.py" "$WORK/littre.txt" "$THESAURUS_REPEATS"
  (cd "$HERE" && "$PY" modern_corpus.py "$WORK/debs-root" "$DATA/lexicon" "$WORK/modern.txt")
  cat "$WORK/littre.txt" "$WORK/modern.txt" | shuf --random-source=<(yes) > "$WORK/corpus.txt"
  wc -w "$WORK/corpus.txt"
  start=$(date +%s)
  # shellcheck disable=SC2086
  fasttext skipgram -input "$WORK/corpus.txt" -output "$WORK/model" $FT_ARGS
  echo "training took $(( $(date +%s) - start )) s"
fi
MODELS="$WORK/model.vec"

# 5. Relations: thematic fields, synonyms, definitions.
(cd "$HERE" && "$PY" relations.py "$WORK" "$DATA/lexicon" "$OUT/fields.txt" "$WORK/debs-root")

# 6. Review output (top 30 per target), spot-check scores, then the committed files.
"$PY" "$HERE/build_lists.py" review "$MODELS" "$WORK" "$HERE/target-words.txt" 30 > "$WORK/review.txt"
"$PY" "$HERE/build_lists.py" spot "$MODELS" "$WORK" "$OUT"/spot-check*.tsv | grep SCORE
"$PY" "$HERE/build_lists.py" write "$MODELS" "$WORK" "$HERE/target-words.txt" "$OUT" "$DATA/schedule/proximo.tsv" "$SEED"

# 7. What a guess counts as, for the server: plurals and feminines (forms.tsv), the conjugated forms of the
#    listed verbs (verb-forms.tsv) and the words the reference dictionary lacks (extra-words.txt).
"$PY" "$HERE/guess_forms.py" "$WORK" "$OUT/forms.tsv"
"$PY" "$HERE/guess_words.py" "$OUT" "$WORK/french-words.txt"
echo "Review $WORK/review.txt, then run: npm run proximo:spot-check -w @jdj/content"
