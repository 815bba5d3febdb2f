#!/usr/bin/python3
"""Re-rank the committed lists with relations added after their vectors were trained (issue 29).

Why: the vectors behind the committed lists are not reproducible (fastText threads) and take about
forty CPU-minutes to train again; on a shared machine that was not possible in time. The lists already
carry what those vectors and the relations of their build said, in their order. This step adds what
came later, without vectors:
- morphology (relations.py): a word and its derivatives (histoire, préhistoire, historien, historique);
- hyphenated compounds of the Grammalecte lexicon (moyen-âge relates moyen and âge);
- insults and atrocity words (export_words.mjs) leave every list whose target's own field line does
  not hold them (« génocide », « pogrom » near « pollution », « débile » near « faible »); excluded words
  and words that are no longer valid lemmas leave every list.
A listed word's old similarity is read from its rank (OLD_TOP at rank 1, falling by OLD_SLOPE per
decade of rank); a new relation to the target adds its bonus, as build_lists.py does; a related valid
lemma not yet listed enters with the score of rank 1,000 plus its bonus. The 1,000 best stay.

Usage: rerank_lists.py WORK_DIR LISTS_DIR     (WORK_DIR: lexicon.json, relations.json, sensitive-words.txt)
"""
import math
import os
import sys

from build_lists import LIST_SIZE, key, read_field_lines
from list_io import read_work_inputs, rewrite_list

OLD_TOP = 0.55
OLD_SLOPE = 0.1
BONUS = {'morphology': 0.12, 'compound': 0.06}
# A list that lost words is filled, below every old word, with lemmas its target's relations of the first
# build name (field, synonyms, definitions) that its vectors had put past rank 1,000.
FILL_KINDS = ('field', 'synonym', 'definition', 'cofield')


def old_score(rank):
    return OLD_TOP - OLD_SLOPE * math.log10(rank)


def main():
    work, lists_dir = sys.argv[1:3]
    lexicon, relations, sensitive = read_work_inputs(work)
    fields = read_field_lines()
    related = {}
    for kind, bonus in BONUS.items():
        for a, b, w in relations.get(kind, []):
            for x, y in ((a, b), (b, a)):
                related.setdefault(x, {})
                related[x][y] = related[x].get(y, 0.0) + bonus * w
    fill = {}
    for kind in FILL_KINDS:
        for a, b, w in relations.get(kind, []):
            fill.setdefault(a, {})[b] = max(fill.get(a, {}).get(b, 0.0), w)
            fill.setdefault(b, {})[a] = max(fill.get(b, {}).get(a, 0.0), w)
    changed = dropped = added = filled = 0
    for name in sorted(os.listdir(lists_dir)):
        target = name[:-4]
        path = os.path.join(lists_dir, name)
        words = open(path, encoding='utf-8').read().split()
        own_field = fields.get(target, set())
        allowed = lambda w: w in lexicon and (w not in sensitive or w in own_field) and key(w) != key(target)
        scores = {w: old_score(i + 1) for i, w in enumerate(words) if allowed(w)}
        dropped += len(words) - len(scores)
        for other, bonus in related.get(target, {}).items():
            if not allowed(other):
                continue
            if other not in scores:
                added += 1
            scores[other] = scores.get(other, old_score(LIST_SIZE)) + bonus
        # (a margin: two spellings of one typed key count once)
        if len(scores) < LIST_SIZE + 20:
            # below rank 1,000's score, strongest relation first
            for other, w in sorted(fill.get(target, {}).items(), key=lambda item: -item[1]):
                if other not in scores and allowed(other):
                    scores[other] = old_score(LIST_SIZE) - 0.05 + 0.01 * w
                    filled += 1
        # Still short: the relations of its nearest words, nearest first (two steps from the target).
        for near in words:
            if len(scores) >= LIST_SIZE + 20:
                break
            for other in sorted(fill.get(near, {}), key=lambda o: -fill[near][o]):
                if other not in scores and allowed(other):
                    scores[other] = old_score(LIST_SIZE) - 0.1 - 0.0001 * len(scores)
                    filled += 1
        ranked, seen = [], set()
        for w in sorted(scores, key=lambda w: (-scores[w], words.index(w) if w in words else LIST_SIZE)):
            if key(w) not in seen:
                seen.add(key(w))
                ranked.append(w)
        changed += rewrite_list(path, target, ranked[:LIST_SIZE], words, LIST_SIZE)
    print(f'{changed} lists changed; {dropped} words dropped, {added} related words added, {filled} offered to fill', file=sys.stderr)


if __name__ == '__main__':
    main()
