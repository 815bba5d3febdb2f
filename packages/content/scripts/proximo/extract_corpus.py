#!/usr/bin/python3
"""Build the fastText training corpus for Proximo.

Why: we need word vectors for French common words without internet access, so we
train them on the only large French text installed by Debian: the Littré
dictionary (stardict-xmlittre, public domain), plus the mythes-fr thesaurus
senses as extra "sentences" that tie synonyms together.

What: reads the stardict .idx/.dict.dz, keeps definitions, remarks, synonym notes,
proverbs and the classical quotations; drops pronunciation, author/source
references, the Old French "HISTORIQUE", the Latin "ÉTYMOLOGIE" and the
"SUPPLÉMENT" sections. Each definition line is prefixed with its headword so that
the headword shares contexts with its definition. Text is lower-cased, œ/æ are
spelled oe/ae (as in this Littré edition), elided articles are split off
("l'homme" -> "l' homme"). Output: one sentence per line.

Usage: extract_corpus.py OUT.txt [THESAURUS_REPEATS]
"""
import gzip
import random
import re
import struct
import sys

DIC = '/usr/share/stardict/dic/XMLittre'
THES = '/usr/share/mythes/thes_fr.dat'

TOKEN = re.compile(r"[a-zàâäçéèêëîïôöùûüÿ]+'?")
DROP_SECTIONS = {'ÉTYMOLOGIE', 'HISTORIQUE', 'SUPPLÉMENT AU DICTIONNAIRE'}


def normalise(text):
    text = text.lower().replace('œ', 'oe').replace('æ', 'ae').replace('’', "'")
    return ' '.join(TOKEN.findall(text))


def read_index():
    data = open(DIC + '.idx', 'rb').read()
    by_offset = {}
    i = 0
    while i < len(data):
        j = data.index(b'\0', i)
        word = data[i:j].decode('utf-8')
        off, size = struct.unpack('>II', data[j + 1:j + 9])
        i = j + 9
        by_offset.setdefault((off, size), []).append(word)
    return by_offset


def headword(names):
    # Several index names share one article (with/without accents, with the feminine ending):
    # keep the most accented one, without ", ANTE".
    name = max(names, key=lambda n: sum(ord(c) > 127 for c in n))
    return normalise(name.split(',')[0])


def article_lines(raw):
    raw = re.sub(r'^<i><small>\([^)]*\)', '', raw)  # pronunciation
    raw = re.sub(r'<span foreground="#(B22222|556B2F)">.*?</span>', ' ', raw, flags=re.S)  # author, source
    parts = re.split(r'<b><big>(.*?)</big></b>', raw)
    kept = [parts[0]]
    for title, body in zip(parts[1::2], parts[2::2]):
        if title.strip() not in DROP_SECTIONS:
            kept.append(body)
    for block in kept:
        for line in block.split('\n'):
            quote = 'foreground="#0000CD"' in line
            text = normalise(re.sub(r'<[^>]+>', ' ', line))
            if text:
                yield quote, text


def main():
    out_path = sys.argv[1]
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    dic = gzip.open(DIC + '.dict.dz').read()
    n_lines = 0
    with open(out_path, 'w', encoding='utf-8') as out:
        for (off, size), names in sorted(read_index().items()):
            head = headword(names)
            raw = dic[off:off + size].decode('utf-8', 'replace')
            for quote, text in article_lines(raw):
                out.write((text if quote or not head else head + ' ' + text) + '\n')
                n_lines += 1
        # Thesaurus senses: "word syn syn ...", repeated with shuffled order so that
        # more synonym pairs fall inside the context window.
        rng = random.Random(7)
        lines = open(THES, encoding='utf-8').read().split('\n')[1:]
        i = 0
        senses = []
        while i < len(lines):
            if '|' not in lines[i]:
                i += 1
                continue
            word, count = lines[i].rsplit('|', 1)
            count = int(count)
            for sense in lines[i + 1:i + 1 + count]:
                syns = [normalise(re.sub(r'\(.*?\)', ' ', s)) for s in sense.split('|')[1:]]
                syns = [s for s in syns if s]
                if syns:
                    senses.append([normalise(word)] + syns)
            i += 1 + count
        for _ in range(repeats):
            for sense in senses:
                head, syns = sense[0], sense[1:]
                rng.shuffle(syns)
                out.write(' '.join([head] + syns) + '\n')
                n_lines += 1
    print(f'{out_path}: {n_lines} lines ({len(senses)} thesaurus senses x {repeats})', file=sys.stderr)


if __name__ == '__main__':
    main()
