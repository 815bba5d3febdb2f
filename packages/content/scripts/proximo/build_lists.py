#!/usr/bin/python3
"""Rank the valid lemmas around each Proximo target: vectors, re-ranked by explicit relations.

Why: the game needs, per target, the 1,000 nearest valid lemmas in order. Two signals:
1. fastText vectors (MODEL.vec, or several comma-separated .vec files whose similarities are
   averaged). A lemma's vector is the normalised mean of the unit vectors of its forms that
   are in the fastText vocabulary (so "chevaux" counts for "cheval"); subword-only vectors
   are not used.
2. relations.json (relations.py): hand-written thematic fields, synonyms, definition links.
   They act twice: the vectors are first "retrofitted" to the relation graph (each lemma
   moves towards its related lemmas, Faruqui et al. 2015, so a word the Littré never saw,
   like "football", gets the mean of its neighbours), then a direct relation to the target
   adds a bonus to the similarity.
Spelling look-alikes (same last 4 letters, different first 3, no relation to the target:
"plage" -> couplage) lose PARAMS['lookalike']: they come from subword vectors, not from meaning.
A lemma whose vector is only borrowed from its relations (not in the corpus) loses
PARAMS['borrowed'] unless it is directly related to the target.

Usage:
  build_lists.py review MODELS WORK_DIR TARGETS.txt [N]     print the top N (30) of each target
  build_lists.py spot   MODELS WORK_DIR SPOT.tsv [SPOT.tsv…]  spot-check score (top 100) per file
  build_lists.py write  MODELS WORK_DIR TARGETS.txt OUT_DIR PLAN.tsv [SEED]
      writes OUT_DIR/lists/<target>.txt (1,000 lines) and OUT_DIR/targets.txt (see order_targets)
Set PROXIMO_PARAMS='{"field": 0.3, …}' to try other weights than PARAMS without editing, and
PROXIMO_RELATIONS=path to use another relations file (a missing path: vectors alone).
"""
import json
import os
import random
import sys
import unicodedata

import numpy as np

from list_io import read_head_lines
from lookalikes import push_out, read_lookalikes

LIST_SIZE = 1000

PARAMS = {
    # retrofitting: edge weight of each relation kind, and rounds
    'retro_field': 1.0, 'retro_cofield': 0.3, 'retro_synonym': 0.5, 'retro_definition': 0.5, 'retro_rounds': 10,
    'retro_share': 0.5, 'retro_morphology': 0.5, 'retro_compound': 0.3,
    # bonus added to the mean cosine for a direct relation to the target (times its weight)
    'field': 0.35, 'cofield': 0.1, 'synonym': 0.1, 'definition': 0.15, 'morphology': 0.15, 'compound': 0.1,
    'lookalike': 0.1, 'borrowed': 0.15,
}
PARAMS.update(json.loads(os.environ.get('PROXIMO_PARAMS', '{}')))

FIELDS = os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../data/proximo/fields.txt')


def read_field_lines(path=FIELDS):
    """fields.txt: target -> the members written on its own lines (a head may have two: château)."""
    return read_head_lines(path)


def spell(word):
    return word.replace('œ', 'oe').replace('æ', 'ae')


def key(word):
    """What a guess is compared on: no accents, no case (as packages/puzzles normaliseGuess)."""
    return unicodedata.normalize('NFD', spell(word).lower()).encode('ascii', 'ignore').decode()


def read_vec(path):
    with open(path, encoding='utf-8') as f:
        _n, dim = map(int, f.readline().split())
        words, rows = [], []
        for line in f:
            parts = line.rstrip().split(' ')
            if len(parts) != dim + 1:
                continue
            words.append(parts[0])
            rows.append(np.asarray(parts[1:], dtype=np.float32))
    vecs = np.vstack(rows)
    vecs /= np.maximum(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-8)
    return {w: i for i, w in enumerate(words)}, vecs


def unit(m):
    return m / np.maximum(np.linalg.norm(m, axis=1, keepdims=True), 1e-8)


class Graph:
    """The relations as sorted edge arrays over lemma indices, for fast neighbour sums."""

    def __init__(self, relations, position):
        self.direct = {}  # kind -> {lemma index: {other index: weight}}
        src, dst, wts = [], [], []
        for kind, pairs in relations.items():
            table = self.direct.setdefault(kind, {})
            for a, b, w in pairs:
                if a in position and b in position:
                    i, j = position[a], position[b]
                    table.setdefault(i, {})[j] = w
                    table.setdefault(j, {})[i] = w
                    retro = PARAMS[f'retro_{kind}'] * w
                    src += [i, j]
                    dst += [j, i]
                    wts += [retro, retro]
        order = np.argsort(np.asarray(src), kind='stable')
        self.src = np.asarray(src)[order]
        self.dst = np.asarray(dst)[order]
        self.wts = np.asarray(wts, dtype=np.float32)[order]
        self.starts = np.flatnonzero(np.r_[True, self.src[1:] != self.src[:-1]]) if len(self.src) else np.array([], int)
        self.nodes = self.src[self.starts] if len(self.src) else np.array([], int)
        self.degree = np.add.reduceat(self.wts, self.starts) if len(self.src) else np.array([])

    def neighbour_sum(self, vecs):
        out = np.zeros_like(vecs)
        if len(self.src):
            out[self.nodes] = np.add.reduceat(self.wts[:, None] * vecs[self.dst], self.starts, axis=0)
        return out

    def bonus(self, target, n):
        b = np.zeros(n, dtype=np.float32)
        linked = np.zeros(n, dtype=bool)
        for kind, table in self.direct.items():
            for j, w in table.get(target, {}).items():
                b[j] += PARAMS[kind] * w
                linked[j] = True
        return b, linked


def retrofit(base, present, graph):
    """Faruqui et al.: q_i = (a_i q^_i + b_i sum_j w_ij q_j / sum_j w_ij) / (a_i + b_i): a lemma keeps
    its own vector (a_i = 1 if it has one, else 0) and moves towards the weighted mean of its related
    lemmas (b_i = PARAMS['retro_share'] / (1 - share), so the neighbours' mean counts for that share
    whatever their number: a thesaurus word with 80 synonyms is not drowned by them)."""
    alpha = present.astype(np.float32)
    degree = np.zeros(len(base), dtype=np.float32)
    degree[graph.nodes] = graph.degree
    share = PARAMS['retro_share']
    beta = np.where(degree > 0, share / (1 - share), 0).astype(np.float32)
    q = base.copy()
    for _ in range(PARAMS['retro_rounds']):
        mean = graph.neighbour_sum(q) / np.maximum(degree, 1e-8)[:, None]
        q = (alpha[:, None] * base + beta[:, None] * mean) / np.maximum(alpha + beta, 1e-8)[:, None]
    return unit(q), np.linalg.norm(q, axis=1) > 0


class Ranker:
    def __init__(self, vec_paths, work):
        lexicon = json.load(open(os.path.join(work, 'lexicon.json'), encoding='utf-8'))
        # PROXIMO_RELATIONS=other.json (or a missing path) measures the vectors with other relations or none
        relations_path = os.environ.get('PROXIMO_RELATIONS', os.path.join(work, 'relations.json'))
        relations = json.load(open(relations_path, encoding='utf-8')) if os.path.exists(relations_path) else {}
        self.lemmas = sorted(lexicon)
        self.position = {lemma: i for i, lemma in enumerate(self.lemmas)}
        self.graph = Graph(relations, self.position)
        self.models = []  # (unit lemma vectors, has-a-vector mask)
        own = []  # per model: the lemmas with a vector of their own (not only a retrofitted one)
        for path in vec_paths.split(','):
            index, vecs = read_vec(path)
            base = np.zeros((len(self.lemmas), vecs.shape[1]), dtype=np.float32)
            for i, lemma in enumerate(self.lemmas):
                rows = [index[f] for f in lexicon[lemma]['forms'] if f in index]
                if rows:
                    base[i] = vecs[rows].sum(axis=0)
            base = unit(base)
            present = np.linalg.norm(base, axis=1) > 0
            own.append(present)
            self.models.append(retrofit(base, present, self.graph) if self.graph.src.size else (base, present))
        # A lemma may be ranked when some model gives it a vector (its own or retrofitted).
        self.rankable = np.any([present for _, present in self.models], axis=0)
        self.borrowed = ~np.any(own, axis=0)
        self.keys = [key(l) for l in self.lemmas]
        # Insults and atrocity words (export_words.mjs): only in the list of a target whose own field holds them.
        sensitive_path = os.path.join(work, 'sensitive-words.txt')
        sensitive = set(open(sensitive_path, encoding='utf-8').read().split()) if os.path.exists(sensitive_path) else set()
        self.sensitive = [i for i, l in enumerate(self.lemmas) if l in sensitive]
        self.lookalikes = read_lookalikes()
        self.field_lines = read_field_lines()
        ids = lambda strings: np.unique(np.asarray(strings), return_inverse=True)[1]
        self.suffix = ids([spell(l)[-4:] for l in self.lemmas])
        self.prefix = ids([spell(l)[:3] for l in self.lemmas])

    def similarities(self, target):
        t = self.position.get(target)
        if t is None or not self.rankable[t]:
            raise KeyError(f'target without vector or not a valid lemma: {target}')
        total = np.zeros(len(self.lemmas), dtype=np.float32)
        count = np.zeros(len(self.lemmas), dtype=np.float32)
        for vecs, present in self.models:
            if present[t]:
                total += np.where(present, vecs @ vecs[t], 0)
                count += present
        sims = np.where(count > 0, total / np.maximum(count, 1), -np.inf)
        bonus, linked = self.graph.bonus(t, len(self.lemmas))
        sims = sims + bonus
        # spelling look-alikes without any relation to the target
        look = (self.suffix == self.suffix[t]) & (self.prefix != self.prefix[t])
        sims = sims - PARAMS['lookalike'] * (look & ~linked)
        # A vector borrowed from neighbours is their mean, close to many things: it counts only
        # through a direct relation to the target, not as a vague neighbour of everything.
        sims = sims - PARAMS['borrowed'] * (self.borrowed & ~linked)
        sims[~self.rankable] = -np.inf
        own_field = self.field_lines.get(target, set())
        sims[[i for i in self.sensitive if self.lemmas[i] not in own_field]] = -np.inf
        sims[t] = -np.inf
        return sims

    def ranked(self, target, n=LIST_SIZE):
        sims = self.similarities(target)
        unrelated = self.lookalikes.get(target, set())
        # Players type without accents, so "côte" and "cote" are one guess: keep the nearer
        # spelling only, and never a spelling of the target itself.
        seen = {key(target)}
        order = []
        for i in np.argsort(-sims, kind='stable'):
            if sims[i] == -np.inf:
                break
            k = self.keys[i]
            if k not in seen:
                seen.add(k)
                order.append(i)
                if len(order) == n + len(unrelated):
                    break
        # Look-alikes our editors judged unrelated wait below rank 100 (lookalikes.py, issue 41).
        order = push_out(order, {i for i in order if self.lemmas[i] in unrelated})[:n]
        return [self.lemmas[i] for i in order], sims[order]


def read_targets(path):
    # One or more words per line; "#" starts a comment (theme headings in target-words.txt).
    return [w for l in open(path, encoding='utf-8') for w in l.split('#')[0].split()]


def spot(ranker, path):
    found = good = total = rows = 0
    for line in open(path, encoding='utf-8'):
        t, expected = line.rstrip('\n').split('\t')
        expected = expected.split(',')
        try:
            words, _ = ranker.ranked(t, 100)
        except KeyError:
            words = []
        hits = [f'{w}:{words.index(w) + 1}' for w in expected if w in words]
        missed = [w for w in expected if w not in words]
        found += len(hits)
        total += len(expected)
        rows += 1
        good += len(hits) >= 3
        print(f'{t}: {" ".join(hits)}  | manque {" ".join(missed)}')
    print(f'SCORE {os.path.basename(path)} found {found}/{total} ({100 * found / total:.1f}%), targets >=3/5: {good}/{rows}')


def order_targets(targets, planned, top100, seed):
    """targets.txt is the order the planner takes targets in (the first one not played for a
    year). Targets never planned come first, in a seeded shuffle, so the plan meets every new
    target before any comes back; then the planned ones in the order they were first played.
    Two consecutive new targets are never within each other's top 100 ("chien" after "chat")."""
    first_played = {}
    for date, target in planned:
        first_played.setdefault(target, date)
    fresh = sorted(t for t in targets if t not in first_played)
    random.Random(seed).shuffle(fresh)
    near = lambda a, b: a in top100[b] or b in top100[a]
    # the last planned day comes just before the first new target
    seq = [max(planned)[1]] + fresh if planned else fresh
    for i in range(1, len(seq)):
        if near(seq[i - 1], seq[i]):
            for j in range(i + 1, len(seq)):
                if not near(seq[i - 1], seq[j]) and (i + 1 >= len(seq) or not near(seq[j], seq[i + 1])):
                    seq[i], seq[j] = seq[j], seq[i]
                    break
    clashes = sum(near(a, b) for a, b in zip(seq, seq[1:]))
    print(f'consecutive new targets still close: {clashes}', file=sys.stderr)
    fresh = seq[1:] if planned else seq
    return fresh + sorted(first_played, key=first_played.get)


def main():
    mode, vec, work = sys.argv[1:4]
    ranker = Ranker(vec, work)
    print(f'{int(ranker.rankable.sum())} valid lemmas with a vector', file=sys.stderr)
    if mode == 'review':
        n = int(sys.argv[5]) if len(sys.argv) > 5 else 30
        for t in read_targets(sys.argv[4]):
            try:
                words, _ = ranker.ranked(t, n)
                print(f'{t}: {" ".join(words)}')
            except KeyError as e:
                print(f'!! {e}')
    elif mode == 'spot':
        for path in sys.argv[4:]:
            spot(ranker, path)
    elif mode == 'write':
        out, plan = sys.argv[5], sys.argv[6]
        seed = int(sys.argv[7]) if len(sys.argv) > 7 else 2026
        targets = read_targets(sys.argv[4])
        assert len(set(targets)) == len(targets), 'duplicate targets'
        planned = [line.rstrip('\n').split('\t')[:2] for line in open(plan, encoding='utf-8') if '\t' in line]
        missing = {t for _, t in planned} - set(targets)
        assert not missing, f'planned targets missing from the target list: {sorted(missing)}'
        os.makedirs(os.path.join(out, 'lists'), exist_ok=True)
        for name in os.listdir(os.path.join(out, 'lists')):  # no stale list of a dropped target
            if name.endswith('.txt') and name[:-4] not in targets:
                os.remove(os.path.join(out, 'lists', name))
        top100 = {}
        for t in targets:
            words, _ = ranker.ranked(t)
            assert len(words) == LIST_SIZE and len(set(words)) == LIST_SIZE and t not in words, t
            top100[t] = set(words[:100])
            with open(os.path.join(out, 'lists', f'{t}.txt'), 'w', encoding='utf-8') as f:
                f.write('\n'.join(words) + '\n')
        with open(os.path.join(out, 'targets.txt'), 'w', encoding='utf-8') as f:
            f.write('\n'.join(order_targets(targets, planned, top100, seed)) + '\n')
        print(f'wrote {len(targets)} lists to {out}', file=sys.stderr)


if __name__ == '__main__':
    main()
