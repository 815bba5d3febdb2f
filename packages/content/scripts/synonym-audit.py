#!/usr/bin/env python3
"""Checks the lexicon's approved synonyms against the LibreOffice thesaurus (Debian mythes-fr), issue 41.

Prints, for an editor:
- the share of approved pairs (word, synonym) the thesaurus confirms, either way round, over the whole
  lexicon and over the Synonymo days planned from FROM in every stream;
- the planned pairs whose synonym is defined by its reference plus a qualifier (« rôtir : Cuire à feu
  vif… »): candidates for a kind rather than a synonym (the thesaurus cannot tell: it lists both);
- the planned pairs the thesaurus does not know, to read once.
Nothing here changes data: an editor removes a weak pair from data/lexicon/, then plans again.

Usage: python3 scripts/synonym-audit.py [FROM]   (FROM: AAAA-MM-JJ, default today; installs mythes-fr when missing)
"""
import datetime
import glob
import importlib.util
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, '..', 'data')


def thesaurus():
    spec = importlib.util.spec_from_file_location('candidates', os.path.join(HERE, 'synonym-candidates.py'))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.ensure_thesaurus()
    return module.read_thesaurus()


def plain(word):
    return unicodedata.normalize('NFD', word.lower()).encode('ascii', 'ignore').decode()


def read_lexicon():
    """word -> (definitions, approved synonyms), from the lexicon's « mot | … | synonymes » lines."""
    entries = {}
    for path in sorted(glob.glob(os.path.join(DATA, 'lexicon', '*.txt'))):
        for line in open(path, encoding='utf-8'):
            cols = [c.strip() for c in line.split('|')]
            if line.startswith('#') or len(cols) < 7:
                continue
            entries[cols[0]] = ([d.strip() for d in cols[4].split('//')], [s.strip() for s in cols[6].split(',') if s.strip()])
    return entries


def planned_pairs(start):
    """(reference, synonym) of every Synonymo day from `start`, in every stream's plan."""
    pairs = set()
    for path in glob.glob(os.path.join(DATA, 'schedule', '**', 'synonymo.tsv'), recursive=True):
        for line in open(path, encoding='utf-8'):
            date, _, words = line.rstrip('\n').partition('\t')
            if date >= start and words:
                reference, *synonyms = words.split('\t')[0].split(',')
                pairs.update((reference, s) for s in synonyms)
    return pairs


def confirmed(pair, synonyms):
    a, b = pair
    return b in synonyms.get(a, ()) or a in synonyms.get(b, ())


def defined_by(reference, definitions):
    """True when a definition opens with the reference and goes on: a genus and its difference."""
    stem = plain(reference)[: max(4, len(reference) - 2)]
    for definition in definitions:
        words = re.findall(r"[\w-]+", definition.lower())
        if len(words) > 1 and plain(words[0]).startswith(stem):
            return True
    return False


def share(pairs, synonyms):
    n = sum(confirmed(p, synonyms) for p in pairs)
    return f'{n} / {len(pairs)} ({100 * n / max(1, len(pairs)):.1f} %)'


def main():
    start = sys.argv[1] if len(sys.argv) > 1 else datetime.date.today().isoformat()
    synonyms = thesaurus()
    lexicon = read_lexicon()
    approved = {(w, s) for w, (_, syns) in lexicon.items() for s in syns}
    planned = planned_pairs(start)
    print(f'paires approuvées confirmées par le thésaurus : {share(approved, synonyms)}')
    print(f'paires des jours de Synonymo planifiés depuis le {start} : {share(planned, synonyms)}')
    kinds = sorted(p for p in planned if p[1] in lexicon and defined_by(p[0], lexicon[p[1]][0]))
    print(f'\n{len(kinds)} paire(s) dont le synonyme est défini par sa référence (une sorte de ? à relire) :')
    print(' '.join(f'{a}>{b}' for a, b in kinds))
    unknown = sorted(p for p in planned if not confirmed(p, synonyms))
    print(f'\n{len(unknown)} paire(s) planifiée(s) que le thésaurus ne connaît pas (à relire) :')
    print(' '.join(f'{a}>{b}' for a, b in unknown))


if __name__ == '__main__':
    main()
