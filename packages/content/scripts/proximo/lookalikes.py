#!/usr/bin/python3
"""Spelling look-alikes stay out of a Proximo list's top 100 (issue 41).

Why: a player who finds « retrait » at rank 1 of « retraite » wins by spelling, not by meaning, and the
subword vectors and the morphology rule put such words high (panse beside pansement, barbelé beside
barbecue). Our editors judged every look-alike of a top 100 that the target's field does not write:
data/proximo/lookalikes.txt lists those a reader does not relate to their target. Such a word keeps its
place in the list, just below rank TOP, in its old order.

As a step (run once on 2026-12-07 on the committed lists, whose vectors are not reproducible):
  lookalikes.py WORK_DIR LISTS_DIR     (WORK_DIR: lexicon.json, relations.json, sensitive-words.txt)
it also drops the sensitive words outside their target's field (« tuer » and « crever » joined them) and
fills a list that lost words as rerank_lists.py does. build_lists.py applies push_out by itself.
"""
import os
import sys

from list_io import read_head_lines, read_work_inputs, rewrite_list


TOP = 100
LOOKALIKES = os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../data/proximo/lookalikes.txt')


def read_lookalikes(path=LOOKALIKES):
    """lookalikes.txt: target -> the look-alikes kept out of its top TOP."""
    return read_head_lines(path)


def push_out(words, unrelated, top=TOP):
    """The list with its unrelated look-alikes of the first `top` ranks moved just below rank `top`."""
    moved = [w for w in words[:top] if w in unrelated]
    if not moved:
        return list(words)
    rest = [w for w in words if w not in moved]
    return rest[:top] + moved + rest[top:]


def fill_from_relations(target, words, allowed, relations, key, size):
    """Lemmas the target's relations name, strongest first, then those of its nearest words, appended
    until the list holds `size` words again (one spelling per typed key, never the target's)."""
    seen = {key(w) for w in words} | {key(target)}
    out = list(words)
    for source in [target, *words]:
        for other in sorted(relations.get(source, {}), key=lambda o: -relations[source][o]):
            if len(out) >= size:
                return out
            if key(other) not in seen and allowed(other):
                seen.add(key(other))
                out.append(other)
    return out


def main():
    # (here, not at the top: build_lists imports this module)
    from build_lists import LIST_SIZE, key, read_field_lines
    from rerank_lists import FILL_KINDS

    work, lists_dir = sys.argv[1:3]
    lexicon, relations, sensitive = read_work_inputs(work)
    fields = read_field_lines()
    lookalikes = read_lookalikes()
    related = {}
    for kind in FILL_KINDS:
        for a, b, w in relations.get(kind, []):
            for x, y in ((a, b), (b, a)):
                related.setdefault(x, {})[y] = max(related.get(x, {}).get(y, 0.0), w)
    changed = dropped = moved = 0
    for name in sorted(os.listdir(lists_dir)):
        target = name[:-4]
        path = os.path.join(lists_dir, name)
        words = open(path, encoding='utf-8').read().split()
        own_field = fields.get(target, set())

        def allowed(w):
            return w in lexicon and (w not in sensitive or w in own_field)

        kept = [w for w in words if w not in sensitive or w in own_field]
        dropped += len(words) - len(kept)
        unrelated = lookalikes.get(target, set())
        moved += sum(1 for w in kept[:TOP] if w in unrelated)
        ranked = push_out(fill_from_relations(target, kept, allowed, related, key, LIST_SIZE), unrelated)
        changed += rewrite_list(path, target, ranked, words, LIST_SIZE)
    print(f'{changed} lists changed; {dropped} sensitive words dropped, {moved} look-alikes moved below rank {TOP}', file=sys.stderr)


if __name__ == '__main__':
    main()
