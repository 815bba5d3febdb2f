#!/usr/bin/python3
"""The forms a Proximo guess may take, each with the lemma it counts as (issue 29).

Why: the rules say « chevaux » counts as « cheval »; players also type feminines (« narratrice »,
« historienne ») and hyphenated words (« Moyen-Âge »). The lists rank lemmas only, so the server maps a
typed form to its lemma before looking it up, and a form it maps is a known word, never « unknown ».

What: data/proximo/forms.tsv, "form<TAB>lemma" per line, sorted:
- the plural, feminine and feminine plural of every valid lemma (lexicon.json) that is a noun or an
  adjective in Grammalecte, when the form is not a valid lemma itself (« actrice » has its own entry);
- every hyphenated noun or adjective of Grammalecte and its inflections, under its own spelling
  (« moyen-âge »): lists hold none, but the word is known and « moyen age » is the same guess;
- every word with an apostrophe (« aujourd'hui », « presqu'île »), under its own spelling: the reference
  dictionary has none, and such a word is no typo.

Usage: guess_forms.py WORK_DIR OUT.tsv   (WORK_DIR/lexicon.json from lexicon.py)
"""
import json
import re
import sys

from grammalecte.graphspell.ibdawg import IBDAWG

WORD = re.compile(r"^[a-zàâäçéèêëîïôöùûüÿœæ]+(-[a-zàâäçéèêëîïôöùûüÿœæ]+)*$")


def main():
    work, out = sys.argv[1:3]
    lemmas = json.load(open(f'{work}/lexicon.json', encoding='utf-8'))
    pairs = {}
    for flex, lemma, tags in IBDAWG('fr-classic.json').select():
        apostrophed = flex.replace('’', "'")
        if re.match(r"^[a-zàâäçéèêëîïôöùûüÿœæ]+'[a-zàâäçéèêëîïôöùûüÿœæ]+$", apostrophed):
            pairs.setdefault(apostrophed, apostrophed)
            continue
        fields = tags.split('/')[0].split(':')[1:]
        if not ('N' in fields or 'A' in fields) or any(f.startswith('V') for f in fields):
            continue
        if not WORD.match(flex) or not WORD.match(lemma):
            continue
        if '-' in lemma:
            if flex != lemma:
                pairs.setdefault(flex, lemma)
            else:
                pairs.setdefault(flex, flex)
        elif lemma in lemmas and flex != lemma and flex not in lemmas:
            pairs.setdefault(flex, lemma)
    with open(out, 'w', encoding='utf-8') as f:
        f.write('# form<TAB>lemma: what a Proximo guess counts as (scripts/proximo/guess_forms.py)\n')
        for flex in sorted(pairs):
            f.write(f'{flex}\t{pairs[flex]}\n')
    print(f'{len(pairs)} forms', file=sys.stderr)


if __name__ == '__main__':
    main()
