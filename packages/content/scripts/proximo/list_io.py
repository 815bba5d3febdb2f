"""What the list steps read and write: the work directory's inputs, "head : words" files, a list file."""
import json
import os


def read_work_inputs(work):
    """lexicon.json, relations.json and sensitive-words.txt of a build's work directory."""
    lexicon = json.load(open(os.path.join(work, 'lexicon.json'), encoding='utf-8'))
    relations = json.load(open(os.path.join(work, 'relations.json'), encoding='utf-8'))
    sensitive = set(open(os.path.join(work, 'sensitive-words.txt'), encoding='utf-8').read().split())
    return lexicon, relations, sensitive


def read_head_lines(path):
    """"head : word word …" lines, "#" starting a comment: head -> its words (a head written twice gathers both)."""
    lines = {}
    for line in open(path, encoding='utf-8'):
        head, sep, words = line.split('#')[0].partition(':')
        if sep:
            lines.setdefault(head.strip(), set()).update(words.split())
    return lines


def rewrite_list(path, target, ranked, words, size):
    """Write `ranked` over a list file that held `words`; True when it changed. A short list is an error."""
    if len(ranked) < size:
        raise SystemExit(f'{target}: only {len(ranked)} words left')
    if ranked == words:
        return False
    with open(path, 'w', encoding='utf-8') as f:
        f.write('\n'.join(ranked) + '\n')
    return True
