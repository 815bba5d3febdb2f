#!/usr/bin/python3
"""Rank the valid lemmas around each Proximo target with the trained fastText vectors.

Why: the game needs, per target, the 1,000 nearest valid lemmas in order. A lemma's
similarity to the target is the max cosine between the target word vector and the vectors
of the lemma's forms that exist in the fastText vocabulary (so "vagues" counts for
"vague", "chevaux" for "cheval"). Subword-only (out-of-vocabulary) vectors are not used.

MODEL.vec may be a comma-separated list of .vec files: the similarity is then the mean of
the per-model similarities (an ensemble of trainings with different settings).

Usage:
  build_lists.py review MODEL.vec WORK_DIR TARGETS.txt [N]   print the top N (30) of each target
  build_lists.py spot   MODEL.vec WORK_DIR SPOT.tsv          spot-check score (top 100)
  build_lists.py write  MODEL.vec WORK_DIR TARGETS.txt OUT_DIR [SEED]
      writes OUT_DIR/lists/<target>.txt (1,000 lines) and OUT_DIR/targets.txt (seeded shuffle)
"""
import json
import os
import random
import sys
import unicodedata

import numpy as np

LIST_SIZE = 1000


def spell(word):
    return word.replace('œ', 'oe').replace('æ', 'ae')


def key(word):
    """What a guess is compared on: no accents, no case (as packages/puzzles normaliseGuess)."""
    return unicodedata.normalize('NFD', spell(word).lower()).encode('ascii', 'ignore').decode()


class Model:
    """One fastText .vec file: unit word vectors and, per valid lemma, the rows of its forms."""

    def __init__(self, vec_path, lexicon):
        with open(vec_path, encoding='utf-8') as f:
            n, dim = map(int, f.readline().split())
            words, rows = [], []
            for line in f:
                parts = line.rstrip().split(' ')
                if len(parts) != dim + 1:
                    continue
                words.append(parts[0])
                rows.append(np.asarray(parts[1:], dtype=np.float32))
        vecs = np.vstack(rows)
        vecs /= np.maximum(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-8)
        self.index = {w: i for i, w in enumerate(words)}
        self.vecs = vecs
        self.forms = {lemma: [self.index[f] for f in entry['forms'] if f in self.index]
                      for lemma, entry in lexicon.items()}

    def flatten(self, lemmas):
        starts, rows = [], []
        for lemma in lemmas:
            starts.append(len(rows))
            rows.extend(self.forms[lemma])
        self.starts = np.asarray(starts)
        self.form_vecs = self.vecs[np.asarray(rows)]

    def sims(self, word):
        # max cosine over each lemma's forms
        return np.maximum.reduceat(self.form_vecs @ self.vecs[self.index[word]], self.starts)


class Ranker:
    """Ranks valid lemmas by similarity to a target; with several models (comma-separated .vec
    paths) the similarity is the mean of the per-model similarities."""

    def __init__(self, vec_paths, work):
        lexicon = json.load(open(os.path.join(work, 'lexicon.json'), encoding='utf-8'))
        self.models = [Model(p, lexicon) for p in vec_paths.split(',')]
        # Candidates: valid lemmas with at least one form vector in every model.
        self.lemmas = [l for l in sorted(lexicon) if all(m.forms[l] for m in self.models)]
        for m in self.models:
            m.flatten(self.lemmas)
        self.position = {lemma: i for i, lemma in enumerate(self.lemmas)}

    def ranked(self, target, n=LIST_SIZE):
        word = spell(target)
        if target not in self.position or any(word not in m.index for m in self.models):
            raise KeyError(f'target without vector or not a valid lemma: {target}')
        sims = sum(m.sims(word) for m in self.models) / len(self.models)
        sims[self.position[target]] = -np.inf
        # Players type without accents, so "côte" and "cote" are one guess: keep the nearer
        # spelling only, and never a spelling of the target itself.
        seen = {key(target)}
        order = []
        for i in np.argsort(-sims, kind='stable'):
            k = key(self.lemmas[i])
            if k not in seen:
                seen.add(k)
                order.append(i)
                if len(order) == n:
                    break
        return [self.lemmas[i] for i in order], sims[order]


def read_targets(path):
    # One or more words per line; "#" starts a comment (theme headings in target-words.txt).
    return [w for l in open(path, encoding='utf-8') for w in l.split('#')[0].split()]


def main():
    mode, vec, work = sys.argv[1:4]
    ranker = Ranker(vec, work)
    print(f'{len(ranker.lemmas)} valid lemmas with a vector', file=sys.stderr)
    if mode == 'review':
        n = int(sys.argv[5]) if len(sys.argv) > 5 else 30
        for t in read_targets(sys.argv[4]):
            try:
                words, _ = ranker.ranked(t, n)
                print(f'{t}: {" ".join(words)}')
            except KeyError as e:
                print(f'!! {e}')
    elif mode == 'spot':
        found = good = 0
        for line in open(sys.argv[4], encoding='utf-8'):
            t, expected = line.rstrip('\n').split('\t')
            words, _ = ranker.ranked(t, 100)
            hits = [f'{w}:{words.index(w) + 1}' for w in expected.split(',') if w in words]
            found += len(hits)
            good += len(hits) >= 3
            print(f'{t}: {" ".join(hits)}')
        print(f'SCORE found {found}/150 ({100 * found / 150:.1f}%), targets >=3/5: {good}/30')
    elif mode == 'write':
        out = sys.argv[5]
        seed = int(sys.argv[6]) if len(sys.argv) > 6 else 2026
        targets = read_targets(sys.argv[4])
        assert len(set(targets)) == len(targets), 'duplicate targets'
        os.makedirs(os.path.join(out, 'lists'), exist_ok=True)
        for name in os.listdir(os.path.join(out, 'lists')):  # no stale list of a dropped target
            if name.endswith('.txt') and name[:-4] not in targets:
                os.remove(os.path.join(out, 'lists', name))
        top100 = {}
        for t in targets:
            words, _ = ranker.ranked(t)
            assert len(words) == LIST_SIZE and len(set(words)) == LIST_SIZE and t not in words
            top100[t] = set(words[:100])
            with open(os.path.join(out, 'lists', f'{t}.txt'), 'w', encoding='utf-8') as f:
                f.write('\n'.join(words) + '\n')
        order = sorted(targets)
        random.Random(seed).shuffle(order)
        # Mix themes: two consecutive days never have targets within each other's top 100
        # (no "chien" the day after "chat"); fixed greedily by swapping with a later target.
        near = lambda a, b: a in top100[b] or b in top100[a]
        for i in range(1, len(order)):
            if near(order[i - 1], order[i]):
                for j in range(i + 1, len(order)):
                    if not near(order[i - 1], order[j]) and (i + 1 >= len(order) or not near(order[j], order[i + 1])):
                        order[i], order[j] = order[j], order[i]
                        break
        clashes = sum(near(a, b) for a, b in zip(order, order[1:]))
        print(f'consecutive targets still close: {clashes}', file=sys.stderr)
        with open(os.path.join(out, 'targets.txt'), 'w', encoding='utf-8') as f:
            f.write('\n'.join(order) + '\n')
        print(f'wrote {len(targets)} lists to {out}', file=sys.stderr)


if __name__ == '__main__':
    main()
