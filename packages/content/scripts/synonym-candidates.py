#!/usr/bin/env python3
"""Ranks the LibreOffice thesaurus (Debian mythes-fr, LGPL-2.1+) synonyms of each headword.

The thesaurus merges senses, so about one synonym in five is off. A candidate whose own synonyms
overlap the headword's is much more likely to be a true synonym; candidates are printed best first
with their overlap, for an editor to approve by hand in the lexicon. Output is an aid, not data:
nothing it prints reaches players without an editor writing it into data/lexicon/.

Usage: python3 scripts/synonym-candidates.py [out.tsv]   (installs mythes-fr when missing)
"""
import os
import subprocess
import sys

THESAURUS = '/usr/share/mythes/thes_fr.dat'


def ensure_thesaurus():
    if not os.path.exists(THESAURUS):
        subprocess.run(['apt-get', 'install', '-y', '-qq', 'mythes-fr'], check=True)


def read_thesaurus():
    synonyms = {}
    with open(THESAURUS, encoding='utf-8') as f:
        f.readline()  # encoding line
        lines = iter(f)
        for header in lines:
            word, _, count = header.rstrip('\n').rpartition('|')
            words = synonyms.setdefault(word, set())
            for _ in range(int(count)):
                sense = next(lines).rstrip('\n').split('|')[1:]
                words.update(s for s in sense if ' ' not in s and s != word)
    return synonyms


def main():
    ensure_thesaurus()
    out = open(sys.argv[1], 'w', encoding='utf-8') if len(sys.argv) > 1 else sys.stdout
    synonyms = read_thesaurus()
    for word in sorted(synonyms):
        own = synonyms[word]
        ranked = sorted(own, key=lambda s: (-len(own & synonyms.get(s, set())), s))
        scored = [f'{s}:{len(own & synonyms.get(s, set()))}' for s in ranked[:12]]
        if scored:
            out.write(f"{word}\t{' '.join(scored)}\n")


if __name__ == '__main__':
    main()
