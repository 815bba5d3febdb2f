#!/usr/bin/python3
"""Explicit relations between valid lemmas, the modern signal that re-ranks the vectors.

Why: vectors trained on the Littré know the 19th century; a player expects « film » next to
acteur and réalisateur. Relations written by people today say it directly:
- fields: data/proximo/fields.txt, hand-written thematic fields (« cinéma : film acteur … »);
- synonyms: the mythes-fr thesaurus senses and the synonyms of our lexicon;
- definitions: a headword and the content words of its definition, in our lexicon and in the
  French glosses of the WikDict dictionaries (French Wiktionary, via FreeDict).

Output WORK/relations.json: {"field": [[a, b, w], …], "cofield": …, "synonym": …, "definition": …},
each pair once (a < b), w in (0, 1]. "field": 1 between a field's head and a member; "cofield":
between two members, the sum over the fields holding both of 1/sqrt(field size), at most 1. Definition pairs: the inverse-document-frequency
weight of the definition word, scaled so the rarest word weighs 1 (× HINT_FACTOR for the words of
a lexicon hint, a riddle rather than a definition); a definition word used in more
than GENERIC_DF definitions says nothing ("personne", "faire") and is skipped.

Usage: relations.py WORK_DIR LEXICON_DIR FIELDS.txt DEBS_ROOT
"""
import glob
import gzip
import json
import math
import re
import sys
import unicodedata

from modern_corpus import TOKEN, WIKDICT_HEAD, french_gloss, normalise

THESAURUS = '/usr/share/mythes/thes_fr.dat'
GENERIC_DF = 400
HINT_FACTOR = 0.3

# Morphology (issue 29): a word and its derivatives are neighbours (histoire, préhistoire, historien,
# historique). A prefix glued to a whole lemma, or a shared root of five letters or more followed by
# endings that French derivation uses (one linking consonant allowed: histo-ire / histo-rien).
PREFIXES = """pré pro re ré dé dés in im anti auto contre sur sous super inter trans post néo para méta co
extra hyper hypo micro macro multi poly mono bi tri mal mé més télé photo bio géo ultra archi""".split()
ENDINGS = set("""e s es r er ir re ire ien ienne ique ier ière eur euse rice trice iste isme age ement ment
ion tion ation ité able ible al ale el elle eux et ette oire erie ure ade ance ence if ive ois oise ais
aise ain aine ant ent ante ente é ée u ue i ie ine in on aire ie""".split()) | {''}
MIN_ROOT = 5


def spell(word):
    return word.replace('œ', 'oe').replace('æ', 'ae')


class Lemmatiser:
    """Token -> valid lemma: the lemma itself, else the only lemma having it as a form."""

    def __init__(self, lexicon):
        self.lemma_of = {}
        owners = {}
        for lemma, entry in lexicon.items():
            for form in entry['forms']:
                owners.setdefault(form, set()).add(lemma)
        for form, lemmas in owners.items():
            if len(lemmas) == 1:
                self.lemma_of[form] = next(iter(lemmas))
        for lemma in lexicon:
            self.lemma_of[spell(lemma)] = lemma

    def lemmas(self, text):
        out = []
        for token in normalise(text).split():
            lemma = self.lemma_of.get(token.rstrip("'"))
            if lemma and lemma not in out:
                out.append(lemma)
        return out


def read_fields(path, lexicon):
    """fields.txt: "head : member member …" per line; "#" starts a comment."""
    fields, unknown = [], set()
    for line in open(path, encoding='utf-8'):
        line = line.split('#')[0].strip()
        if not line:
            continue
        head, _, members = line.partition(':')
        words = [head.strip()] + members.split()
        unknown.update(w for w in words if w not in lexicon)
        words = [w for w in dict.fromkeys(words) if w in lexicon]
        if len(words) >= 2:
            fields.append(words)
    return fields, unknown


def field_pairs(fields):
    """(head-member pairs, member-member pairs): see the module docstring."""
    pairs, together = {}, {}
    for words in fields:
        head, members = words[0], words[1:]
        for m in members:
            add(pairs, head, m, 1.0)
        # Two members of one field are related, much less than to the head ("rouge" and
        # "courgette" are both in the field of "tomate"); pairs met in several fields add up.
        for i, a in enumerate(members):
            for b in members[i + 1:]:
                key = (a, b) if a < b else (b, a)
                together[key] = together.get(key, 0.0) + 1 / math.sqrt(len(words))
    return pairs, {k: min(1.0, w) for k, w in together.items()}


def add(pairs, a, b, w):
    if a == b:
        return
    key = (a, b) if a < b else (b, a)
    pairs[key] = max(pairs.get(key, 0.0), w)


def synonym_pairs(lexicon, lexicon_dir, lemmatiser):
    pairs = {}
    lines = open(THESAURUS, encoding='utf-8').read().split('\n')[1:]
    i = 0
    while i < len(lines):
        if '|' not in lines[i]:
            i += 1
            continue
        word, count = lines[i].rsplit('|', 1)
        head = lemmatiser.lemma_of.get(spell(word))
        for sense in lines[i + 1:i + 1 + int(count)]:
            for syn in sense.split('|')[1:]:
                other = lemmatiser.lemma_of.get(spell(re.sub(r'\s*\(.*?\)', '', syn).strip()))
                if head and other:
                    add(pairs, head, other, 1.0)
        i += 1 + int(count)
    for word, _definitions, synonyms in lexicon_lines(lexicon_dir):
        for syn in synonyms:
            if word in lexicon and syn in lexicon:
                add(pairs, word, syn, 1.0)
    return pairs


def lexicon_lines(lexicon_dir):
    for path in sorted(glob.glob(f'{lexicon_dir}/*.txt')):
        for line in open(path, encoding='utf-8'):
            if line.startswith('#') or '|' not in line:
                continue
            parts = [p.strip() for p in line.split('|')]
            definitions = parts[4].split('//') + [parts[5]]
            yield parts[0], definitions, [s.strip() for s in parts[6].split(',') if s.strip()]


def definition_pairs(lexicon, lexicon_dir, debs_root, lemmatiser, french):
    """(head, set of definition lemmas) from our lexicon and the WikDict French glosses."""
    definitions = {}   # head -> {definition lemma: factor}
    def note(head, words, factor):
        entry = definitions.setdefault(head, {})
        for w in words:
            entry[w] = max(entry.get(w, 0.0), factor)
    for word, texts, _ in lexicon_lines(lexicon_dir):
        if word in lexicon:
            for text in texts[:-1]:
                note(word, lemmatiser.lemmas(text), 1.0)
            # the hint is a riddle ("Simba en est un au début du film"): a weaker link
            note(word, lemmatiser.lemmas(texts[-1]), HINT_FACTOR)
    for path in sorted(glob.glob(f'{debs_root}/usr/share/dictd/freedict-fra-*.dict.dz')):
        head = None
        for line in gzip.open(path, 'rt', encoding='utf-8'):
            line = line.rstrip('\n')
            match = WIKDICT_HEAD.match(line)
            if match:
                head = match.group(1) if match.group(1) in lexicon else None
                continue
            gloss = re.sub(r'^\d+\. ', '', line)
            if head and french_gloss(gloss, french):
                note(head, lemmatiser.lemmas(gloss), 1.0)
    df = {}
    for words in definitions.values():
        for w in words:
            df[w] = df.get(w, 0) + 1
    n = len(definitions)
    top = math.log(n)
    pairs = {}
    for head, words in definitions.items():
        for w, factor in words.items():
            if df[w] <= GENERIC_DF:
                add(pairs, head, w, factor * math.log(n / df[w]) / top)
    return pairs


def plain(word):
    return unicodedata.normalize('NFD', spell(word)).encode('ascii', 'ignore').decode()


def derivation_ending(tail):
    return tail in ENDINGS or tail[1:] in ENDINGS


def morphology_pairs(lexicon):
    """Pairs of valid lemmas of one family by derivation (see PREFIXES and ENDINGS), weight 1."""
    pairs = {}
    by_plain = {}
    for lemma in lexicon:
        by_plain.setdefault(plain(lemma), []).append(lemma)
    buckets = {}
    for lemma in lexicon:
        if len(lemma) >= MIN_ROOT:
            buckets.setdefault(plain(lemma)[:MIN_ROOT], []).append(lemma)
    for group in buckets.values():
        for i, a in enumerate(group):
            pa = plain(a)
            for b in group[i + 1:]:
                pb = plain(b)
                common = 0
                while common < min(len(pa), len(pb)) and pa[common] == pb[common]:
                    common += 1
                if common >= MIN_ROOT and derivation_ending(pa[common:]) and derivation_ending(pb[common:]):
                    add(pairs, a, b, 1.0)
    for lemma in lexicon:
        pl = plain(lemma)
        for prefix in PREFIXES:
            rest = pl[len(plain(prefix)):]
            if pl.startswith(plain(prefix)) and len(rest) >= MIN_ROOT:
                for other in by_plain.get(rest, []):
                    add(pairs, lemma, other, 1.0)
    return pairs


def compound_pairs(lexicon):
    """Parts of one hyphenated compound of the Grammalecte lexicon (moyen-âge, arc-en-ciel), weight 1."""
    from grammalecte.graphspell.ibdawg import IBDAWG
    pairs = {}
    for flex, lemma, _tags in IBDAWG('fr-classic.json').select():
        if flex != lemma or '-' not in lemma or lemma != lemma.lower():
            continue
        parts = [p for p in lemma.split('-') if p in lexicon and len(p) >= 3]
        for i, a in enumerate(parts):
            for b in parts[i + 1:]:
                add(pairs, a, b, 1.0)
    return pairs


def main():
    work, lexicon_dir, fields_path, debs_root = sys.argv[1:5]
    lexicon = json.load(open(f'{work}/lexicon.json', encoding='utf-8'))
    french = set(open(f'{work}/french-words.txt', encoding='utf-8').read().split('\n'))
    lemmatiser = Lemmatiser(lexicon)
    fields, unknown = read_fields(fields_path, lexicon)
    heads, members = field_pairs(fields)
    out = {
        'field': heads,
        'cofield': members,
        'synonym': synonym_pairs(lexicon, lexicon_dir, lemmatiser),
        'definition': definition_pairs(lexicon, lexicon_dir, debs_root, lemmatiser, french),
        'morphology': morphology_pairs(lexicon),
        'compound': compound_pairs(lexicon),
    }
    with open(f'{work}/relations.json', 'w', encoding='utf-8') as f:
        json.dump({k: [[a, b, round(w, 4)] for (a, b), w in v.items()] for k, v in out.items()}, f, ensure_ascii=False)
    counts = {k: len(v) for k, v in out.items()}
    print(f'relations: {len(fields)} fields, pairs {counts}', file=sys.stderr)
    if unknown:
        print(f'field words that are not valid lemmas (ignored): {" ".join(sorted(unknown))}', file=sys.stderr)


if __name__ == '__main__':
    main()
