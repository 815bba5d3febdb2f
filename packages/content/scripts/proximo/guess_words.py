#!/usr/bin/python3
"""The conjugated forms of the listed verbs, and the words the reference dictionary lacks (issue 40).

Why: a player's « courait » should count as « courir » the way « chevaux » counts as « cheval », and
everyday words (« smartphone », « covoiturage », « podcast ») must not be answered « unknown » because
an-array-of-french-words, the reference dictionary, predates them. Grammalecte knows both.

What, in OUT_DIR (data/proximo/):
- verb-forms.tsv: "infinitive<TAB>form form …" for every infinitive that is a lemma of a list or a
  target, and for the verbs of lexicon.py's stoplist (être, avoir, falloir: never ranked, but « suis »
  is still answered as a form of « être »), with every form Grammalecte conjugates for it (all moods, tenses and persons, present and past
  participles with their feminines and plurals), space-separated, sorted, without the infinitive itself.
  The infinitive is spelt as the list spells it; forms are lower case, accents kept, œ/æ written oe/ae
  as the reference dictionary spells them, and never hold a hyphen, an apostrophe or a space. A form of
  two verbs (« suis »: être, suivre) is on both lines. Grammalecte's forms used only before « -je »
  (« aimè-je », « puissé-je », tag 1ś and nothing else) are left out: alone they are no word.
- extra-words.txt: the lower-case words of Grammalecte (all spelling variants: classic and 1990 reform)
  that the reference dictionary lacks, one a line, sorted: nouns, adjectives, adverbs, infinitives,
  interjections and numerals with their plurals and feminines, 2+ letters, letters and inner hyphens
  only, œ/æ written oe/ae. Proper nouns (capitalised, or tagged M1/M2/MP: first names, surnames,
  places), prefixes, symbols (units tagged ;S: « klm », « ppm ») and fragments of Latin phrases are not
  words a player types alone.
  Conjugated forms are left out to keep the file small: those of the listed verbs are in
  verb-forms.tsv, and the reference dictionary has most of the others (the count is printed).

The hand-written modern-words.txt (same directory) is checked, not written: every word of it should be
missing from both the reference dictionary and extra-words.txt, or it is redundant (printed).

Usage: guess_words.py OUT_DIR FRENCH_WORDS   (OUT_DIR holds lists/ and targets.txt; FRENCH_WORDS is
       WORK_DIR/french-words.txt from export_words.mjs, or node_modules/an-array-of-french-words/index.json)
"""
import json
import os
import re
import sys

from grammalecte.graphspell.ibdawg import IBDAWG

from lexicon import STOPLIST

# The letters spellingOf (packages/puzzles/src/proximo/normalise.ts) keeps, after œ/æ are written out.
LETTERS = 'a-zàâäçéèêëîïôöùûüÿñ'
PLAIN = re.compile(f'^[{LETTERS}]+$')
HYPHENATED = re.compile(f'^[{LETTERS}]+(-[{LETTERS}]+)*$')
# Grammalecte's first tag field for the non-verb words kept in extra-words.txt: noun, adjective,
# adverb, interjection, numeral. (M1/M2/MP: proper nouns; Zp/Zs: prefixes and suffixes; É…: words
# only found inside a locution; G: function words, among them elided « qu », « quelqu »; @: symbols.)
KEPT_KINDS = {'N', 'A', 'W', 'J', 'B'}


def spelt(word):
    """A word as the reference dictionary spells it: ligatures written out."""
    return word.replace('œ', 'oe').replace('æ', 'ae').replace('Œ', 'OE').replace('Æ', 'AE')


def fields_of(tags):
    """':V1_it_q_zz:Iq:3s/*' -> ['V1_it_q_zz', 'Iq', '3s'] (the part after '/' is the spelling variant)."""
    return tags.split('/')[0].split(':')[1:]


def read_words(path):
    if path.endswith('.json'):
        with open(path, encoding='utf-8') as f:
            return set(json.load(f))
    with open(path, encoding='utf-8') as f:
        return {line.strip() for line in f if line.strip()}


def read_lines(path):
    with open(path, encoding='utf-8') as f:
        return [line.strip() for line in f if line.strip() and not line.startswith('#')]


def listed_lemmas(out_dir):
    """Spelling (œ written out) -> the lemma as the lists and targets.txt (or the stoplist) write it."""
    lemmas = {}
    lists = os.path.join(out_dir, 'lists')
    files = [os.path.join(lists, name) for name in sorted(os.listdir(lists)) if name.endswith('.txt')]
    for path in files + [os.path.join(out_dir, 'targets.txt')]:
        for word in read_lines(path):
            lemmas.setdefault(spelt(word), word)
    for word in sorted(STOPLIST):
        lemmas.setdefault(spelt(word), word)
    return lemmas


def main():
    out_dir, french_words = sys.argv[1:3]
    reference = read_words(french_words)
    listed = listed_lemmas(out_dir)

    verb_forms = {}    # infinitive (spelt) -> set of forms
    only_before_je = {}  # form -> whether every verb reading seen so far is a 1ś form
    infinitives = set()
    extra = set()
    for flex, lemma, tags in IBDAWG('fr-allvars.json').select():
        fields = fields_of(tags)
        word = spelt(flex)
        if any(f.startswith('V') for f in fields):
            inf = spelt(lemma)
            if not PLAIN.match(word) or not PLAIN.match(inf):
                continue
            if 'Y' in fields:
                if word == inf:
                    infinitives.add(inf)
                    if inf not in reference and len(inf) >= 2:
                        extra.add(inf)
                continue
            verb_forms.setdefault(inf, set()).add(word)
            before_je = '1ś' in fields and not any(re.match(r'^[123][sp]$', f) for f in fields) and 'Q' not in fields
            only_before_je[word] = only_before_je.get(word, True) and before_je
            continue
        if not fields or not set(fields[0].split(';')) & KEPT_KINDS:
            continue
        if any('S' in f.split(';')[1:] for f in fields):  # a symbol (« klm », « ppm », « dpi »)
            continue
        if len(word) >= 2 and HYPHENATED.match(word) and word not in reference:
            extra.add(word)

    # A form used only before « -je » is dropped everywhere (it never stands alone).
    dropped = {form for form, flag in only_before_je.items() if flag}
    for forms in verb_forms.values():
        forms -= dropped

    # Defective entries (« ravoir », « ester ») have no form but their infinitive: no line.
    covered = sorted((listed[inf], inf) for inf in infinitives if inf in listed and verb_forms.get(inf))
    verb_path = os.path.join(out_dir, 'verb-forms.tsv')
    with open(verb_path, 'w', encoding='utf-8') as f:
        f.write('# infinitive<TAB>forms: the conjugated forms (space-separated) a Proximo guess counts as '
                'the listed infinitive (scripts/proximo/guess_words.py)\n')
        for shown, inf in covered:
            forms = sorted(verb_forms.get(inf, set()) - {inf})
            f.write(f'{shown}\t{" ".join(forms)}\n')

    extra_path = os.path.join(out_dir, 'extra-words.txt')
    with open(extra_path, 'w', encoding='utf-8') as f:
        f.write('# Words Grammalecte knows and an-array-of-french-words lacks (nouns, adjectives, adverbs, '
                'infinitives, interjections, numerals and their forms): known Proximo guesses '
                '(scripts/proximo/guess_words.py)\n')
        for word in sorted(extra):
            f.write(f'{word}\n')

    # Measures for the README and the review.
    all_forms = set().union(*verb_forms.values()) - infinitives
    lacking = all_forms - reference
    listed_forms = set().union(*(verb_forms.get(inf, set()) for _, inf in covered))
    sizes = sorted(((len(verb_forms.get(inf, ())), shown) for shown, inf in covered), reverse=True)
    print(f'verb-forms.tsv: {len(covered)} infinitives of {len(listed)} listed lemmas and stoplist words, '
          f'{sum(len(verb_forms.get(inf, ())) for _, inf in covered)} forms, '
          f'{os.path.getsize(verb_path)} bytes; {len(dropped)} forms only used before « -je » dropped', file=sys.stderr)
    print(f'  biggest lines: {", ".join(f"{w} {n}" for n, w in sizes[:10])}', file=sys.stderr)
    print(f'Grammalecte verb forms (infinitives excluded): {len(all_forms)}, {len(lacking)} lacking from the '
          f'reference dictionary, {len(lacking & listed_forms)} of those in verb-forms.tsv', file=sys.stderr)
    print(f'extra-words.txt: {len(extra)} words, {os.path.getsize(extra_path)} bytes', file=sys.stderr)

    modern_path = os.path.join(out_dir, 'modern-words.txt')
    if os.path.exists(modern_path):
        modern = read_lines(modern_path)
        redundant = [w for w in modern if spelt(w) in reference or spelt(w) in extra]
        print(f'modern-words.txt: {len(modern)} words, {len(redundant)} already known'
              f'{": " + " ".join(redundant) if redundant else ""}', file=sys.stderr)


if __name__ == '__main__':
    main()
