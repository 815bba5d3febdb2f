#!/usr/bin/env bash
# Rebuilds data/derived/anagram-forms.txt: the inflected forms of Debian's French hunspell dictionary
# (hunspell-fr-classical, MPL 2.0) that the main word list lacks and that spell another word with the
# same letters. With that list and data/anagrams/supplement.txt, the anagram games accept
# apéro for opéra or trader for tarder. Not part of `npm test`: its output is committed.
set -euo pipefail
cd "$(dirname "$0")/../.."
need=()
[ -f /usr/share/hunspell/fr_FR.dic ] || need+=(hunspell-fr-classical)
command -v unmunch >/dev/null || need+=(hunspell-tools)
command -v hunspell >/dev/null || need+=(hunspell)
if [ ${#need[@]} -gt 0 ]; then apt-get install -y -qq "${need[@]}"; fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Every form the affix rules produce, lower-case single words only (no names, elisions or compounds)...
unmunch /usr/share/hunspell/fr_FR.dic /usr/share/hunspell/fr_FR.aff 2>/dev/null | cut -d/ -f1 \
  | grep -E '^[a-zàâäçéèêëîïôöùûüÿœæ]+$' | LC_ALL=C sort -u > "$work/forms.txt"
# ...that hunspell itself accepts: unmunch also combines some affixes the dictionary forbids.
hunspell -d fr_FR -l < "$work/forms.txt" | LC_ALL=C sort -u > "$work/refused.txt"
LC_ALL=C comm -23 "$work/forms.txt" "$work/refused.txt" > "$work/accepted.txt"
node scripts/anagrams/extra-forms.mjs "$work/accepted.txt" > data/derived/anagram-forms.txt
grep -vc '^#' data/derived/anagram-forms.txt
