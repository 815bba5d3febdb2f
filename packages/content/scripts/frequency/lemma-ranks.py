#!/usr/bin/env python3
"""Turns frequency-ordered word forms (stdin) into a frequency rank per lemma (stdout, "lemma<TAB>rank").

The forms come from subtitles first, then from the Wikipedia list for the words subtitles lack.

A lemma's rank is the best rank of any of its forms ("chevaux" ranks "cheval"), using the Grammalecte
lexicon (Debian python3-grammalecte, MPL-2.0) for form -> lemma. Forms of several lemmas count for each.
Only the MAX_RANK most frequent lemmas are kept: beyond them a word is simply "rare".
"""
import sys

from grammalecte.graphspell.ibdawg import IBDAWG

MAX_RANK = 30000
CONTENT_TAGS = (':N', ':A', ':V', ':W')  # nouns, adjectives, verbs, adverbs (':G:W' for 'beaucoup')


def lemmas_by_form():
    table = {}
    for form, lemma, tags in IBDAWG('fr-classic.json').select():
        if any(tag in tags for tag in CONTENT_TAGS) and lemma.islower():
            table.setdefault(form, set()).add(lemma)
    return table


def main():
    table = lemmas_by_form()
    ranks = {}
    for line in sys.stdin:
        form = line.strip()
        # A form ranks its lemmas and itself: Grammalecte files "fumée" under "fumé", our lexicon does not.
        for lemma in sorted(table.get(form, set()) | ({form} if form in table else set())):
            if lemma not in ranks:
                ranks[lemma] = len(ranks) + 1
        if len(ranks) >= MAX_RANK:
            continue  # keep reading: closing the pipe early would break the writer
    for lemma, rank in ranks.items():
        if rank <= MAX_RANK:
            sys.stdout.write(f'{lemma}\t{rank}\n')


if __name__ == '__main__':
    main()
