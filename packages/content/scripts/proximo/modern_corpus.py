#!/usr/bin/python3
"""Modern French text for Proximo's fourth training (model D), from what Debian ships.

Why: the Littré is a 19th-century dictionary, so its vectors know carrosse better than métro.
Debian has no large modern prose in French, but it has documentation and translations written
today (LibreOffice and GIMP help, man pages, the Debian manuals, Firefox/Thunderbird strings,
Tux Paint's picture captions) and modern definitions: the French glosses of the WikDict
dictionaries (from the French Wiktionary, via FreeDict) and our own lexicon.

What: one lower-cased tokenised sentence per line, spelled like extract_corpus.py (œ -> oe,
elided articles split off). Definitions are written "headword definition" like the Littré
lines, repeated DEFINITION_REPEATS times because they are few next to the manuals.

Usage: modern_corpus.py DEBS_ROOT LEXICON_DIR OUT.txt
  DEBS_ROOT: where build.sh unpacked the .deb files (dpkg -x); LEXICON_DIR: data/lexicon.
"""
import glob
import gzip
import html
import os
import re
import sys
import zipfile

DEFINITION_REPEATS = 5
TOKEN = re.compile(r"[a-zàâäçéèêëîïôöùûüÿ]+'?")
# A WikDict headword line: "word /ipa/ <n, fem>" (several pronunciations possible).
WIKDICT_HEAD = re.compile(r"^(.+?) (?:/[^/]*/ )+<([^>]*)>$")
SENTENCE_END = re.compile(r'[\n.!?;:]+')


def normalise(text):
    text = text.lower().replace('œ', 'oe').replace('æ', 'ae').replace('’', "'")
    return ' '.join(TOKEN.findall(text))


class Writer:
    def __init__(self, path):
        self.out = open(path, 'w', encoding='utf-8')
        self.tokens = {}

    def text(self, source, text, min_tokens=4):
        for piece in SENTENCE_END.split(text):
            line = normalise(piece)
            n = line.count(' ') + 1 if line else 0
            if n >= min_tokens:
                self.out.write(line + '\n')
                self.tokens[source] = self.tokens.get(source, 0) + n

    def definition(self, source, head, text):
        line = normalise(text)
        if line:
            for _ in range(DEFINITION_REPEATS):
                self.out.write(normalise(head) + ' ' + line + '\n')
            self.tokens[source] = self.tokens.get(source, 0) + DEFINITION_REPEATS * (line.count(' ') + 2)


def html_text(path):
    raw = open(path, encoding='utf-8', errors='replace').read()
    raw = re.sub(r'(?s)<(script|style)[^>]*>.*?</\1>', ' ', raw)
    return html.unescape(re.sub(r'<[^>]+>', ' ', raw))


def man_text(path):
    raw = gzip.open(path, 'rt', encoding='utf-8', errors='replace').read()
    raw = re.sub(r'(?m)^\.\S+\s?', '', raw)  # roff requests
    return re.sub(r'\\f[BIRP]|\\\(..|\\[-&e]', ' ', raw)  # font changes and escapes


def french_gloss(line, french):
    """WikDict entries mix translations (foreign) and French glosses: keep lines that read as French."""
    tokens = TOKEN.findall(line.lower())
    return len(tokens) >= 3 and sum(t.rstrip("'") in french for t in tokens) >= 0.8 * len(tokens)


def wikdict(root, writer, french):
    for path in sorted(glob.glob(f'{root}/usr/share/dictd/freedict-fra-*.dict.dz')):
        head, seen = None, set()
        for line in gzip.open(path, 'rt', encoding='utf-8'):
            line = line.rstrip('\n')
            match = WIKDICT_HEAD.match(line)
            if match:
                head = match.group(1)
                continue
            gloss = re.sub(r'^\d+\. ', '', line)
            if head and french_gloss(gloss, french) and (head, gloss) not in seen:
                seen.add((head, gloss))
                writer.definition('wikdict', head, gloss)


def lexicon(lexicon_dir, writer):
    for path in sorted(glob.glob(f'{lexicon_dir}/*.txt')):
        for line in open(path, encoding='utf-8'):
            if line.startswith('#') or '|' not in line:
                continue
            word, _pos, _level, theme, definitions, hint, synonyms = [p.strip() for p in line.split('|')][:7]
            for definition in definitions.split('//'):
                writer.definition('lexique', word, f'{definition} {theme}')
            writer.definition('lexique', word, f'{hint} {synonyms.replace(",", " ")}')


def main():
    root, lexicon_dir, out_path = sys.argv[1:4]
    french = set(open(os.path.join(os.path.dirname(out_path), 'french-words.txt'), encoding='utf-8').read().split('\n'))
    writer = Writer(out_path)
    for path in glob.glob(f'{root}/usr/share/tuxpaint/**/*.txt', recursive=True):
        for line in open(path, encoding='utf-8', errors='replace'):
            if line.startswith('fr.utf8='):
                writer.text('tuxpaint', line[len('fr.utf8='):], 3)
    for source, pattern in [('libreoffice', '/usr/share/libreoffice/help/fr/**/*.html'),
                            ('gimp', '/usr/share/gimp/**/*.html'),
                            ('debian-reference', '/usr/share/debian-reference/**/*.fr.html'),
                            ('debian-doc', '/usr/share/doc/**/*.fr.html'),
                            ('debian-doc', '/usr/share/doc/**/fr/**/*.html')]:
        for path in glob.glob(root + pattern, recursive=True):
            writer.text(source, html_text(path))
    for path in glob.glob(f'{root}/usr/share/man/fr/**/*.gz', recursive=True):
        writer.text('manpages-fr', man_text(path))
    for path in glob.glob(f'{root}/usr/lib/**/*.xpi', recursive=True):
        with zipfile.ZipFile(path) as xpi:
            for name in xpi.namelist():
                if name.endswith(('.ftl', '.properties', '.dtd')):
                    for line in xpi.read(name).decode('utf-8', 'replace').split('\n'):
                        if '=' in line and not line.lstrip().startswith('#'):
                            writer.text('mozilla', line.split('=', 1)[1])
    wikdict(root, writer, french)
    lexicon(lexicon_dir, writer)
    total = sum(writer.tokens.values())
    print(f'{out_path}: {total} tokens by source {writer.tokens}', file=sys.stderr)


if __name__ == '__main__':
    main()
