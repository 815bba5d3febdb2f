#!/usr/bin/python3
"""The "valid lemmas": the words a Proximo list may contain.

Why: the lists must only hold words a player can type and would recognise, one entry per
lemma (so "vagues" and "vague" are one answer). Grammalecte gives lemmas, their part of
speech and their inflected forms; an-array-of-french-words is the independent reference
dictionary; the zxcvbn-ts frequency lists decide what is "known".

A valid lemma is a Grammalecte noun, adjective, infinitive verb or adverb, in lower case,
3+ letters, without hyphen/apostrophe/space, present in an-array-of-french-words (after
œ->oe, æ->ae), not in the stoplist nor in the offensive list below, and whose string or one of its forms has rank
<= RANK_CUT in the merged frequency lists (forms spelled like another lemma excluded) (exported by export_words.mjs).

Forms used for vectors: the lemma itself and its inflections (for verbs only infinitive,
participles and third persons of the common tenses, to limit noise), minus any form that
is itself another lemma ("fils" does not count for "fil", "porte" not for "porter").
Forms are spelled like the corpus (œ->oe, æ->ae).

Words that we wrote ourselves are known whatever their frequency: the lemmas of our lexicon
(data/lexicon) and the words of Proximo's thematic fields (data/proximo/fields.txt), such as
"jongleur" or "cymbale", which the frequency lists rank too far. A feminine noun written in a
field ("actrice", "danseuse") becomes a lemma of its own, as DISTINCT_FEMININES below.

Usage: lexicon.py WORK_DIR [LEXICON_DIR FIELDS.txt] -> writes WORK_DIR/lexicon.json and prints counts.
"""
import glob
import json
import os
import re
import sys

RANK_CUT = 30000

# Function words and too generic words (articles, pronouns, prepositions, conjunctions,
# auxiliaries, determiners, very generic adverbs).
STOPLIST = set('''
le la les une des du aux ces cette celle celles celui ceux ceci cela leur leurs
mon ton son mes tes ses notre votre nos vos moi toi lui elle elles eux nous vous
soi même mêmes autre autres tout toute tous toutes chaque aucun aucune nul nulle plusieurs
certain certaine certains quelque quelques quel quelle quels quelles lequel laquelle
lesquels dont quoi qui que rien personne chacun chacune
avec sans sous sur dans entre parmi pour par vers chez contre depuis pendant avant après
selon malgré hors outre envers devant derrière durant dès jusque
mais donc car puis ensuite enfin alors ainsi comme lorsque quand pourquoi comment combien
être avoir falloir
très aussi bien mal plus moins tant trop assez beaucoup peu tellement vraiment seulement
encore déjà toujours jamais souvent parfois ici là non oui pas point guère
ailleurs partout dedans dehors dessus dessous autant aussitôt tantôt bientôt
surtout plutôt presque environ tard tôt vite juste même ensemble
cependant pourtant néanmoins toutefois sinon tandis lors
aujourd hui maintenant autrefois désormais certes notamment également simplement
évidemment justement directement absolument totalement complètement entièrement
'''.split())

# Slurs and crude words: never shown to players, whatever the vectors say (the list is data,
# also read by the committed-content test).
EXCLUDED_WORDS = os.path.join(os.path.dirname(os.path.abspath(__file__)), '../../data/proximo/excluded-words.txt')
OFFENSIVE = {w for line in open(EXCLUDED_WORDS, encoding='utf-8') for w in line.split('#')[0].split()}
# Grammalecte files some feminine nouns under a masculine lemma although they name something else
# ("plante" under plant, "fumée" under fumé, "vue" under vu): a player types them, so they are lemmas
# of their own. Hand-picked from the feminine noun forms above the frequency cut; feminines of people
# and adjectives ("chanteuse", "grande") stay forms of their masculine.
DISTINCT_FEMININES = set('''
carrière nouvelle seconde première commune finale moyenne capitale droite centrale marine vue
découverte retraite reprise baie traverse plaine plante conduite fumée morale paire levée
alternative ronde directive composante verticale dérivée spirale mitrailleuse médiane mutuelle
teinte cuisinière motrice limousine terminale chorale boulette coulée verrière diagonale tourbière
portière fondue fourrière génératrice légumineuse gourde cordée tondeuse claquette rotative
tronçonneuse dépanneuse veilleuse cafetière aubaine éolienne saline perceuse sucrière théière
faucheuse photocopieuse calculatrice agrafeuse ravine grenadine foreuse capucine rate chartreuse
rétrospective tangente initiale
'''.split())

# Nouns a player types in the plural, the singular being rare or another word ("vacances",
# "lunettes", "ciseaux"): the plural is a lemma of its own, next to the singular if that is one.
PLURAL_NOUNS = set('''
vacances lunettes ciseaux toilettes échecs menottes fiançailles funérailles obsèques condoléances
environs décombres ténèbres mœurs pâtes jumelles alentours
'''.split())
TOKENISH = re.compile(r"^[a-zàâäçéèêëîïôöùûüÿœæ]+$")
VERB_FORM_TAGS = {'Y', 'Q', 'P'}
VERB_PERSON_TAGS = {('Ip', '3s'), ('Ip', '3p'), ('Iq', '3s'), ('Iq', '3p'), ('Is', '3s'), ('Is', '3p')}


def spell(word):
    return word.replace('œ', 'oe').replace('æ', 'ae')


def known_words(lexicon_dir, fields_path):
    """The words we wrote: lexicon lemmas and field words (see the module docstring)."""
    words = set()
    if lexicon_dir:
        for path in sorted(glob.glob(f'{lexicon_dir}/*.txt')):
            for line in open(path, encoding='utf-8'):
                if '|' in line and not line.startswith('#'):
                    words.add(line.split('|')[0].strip())
    if fields_path:
        for line in open(fields_path, encoding='utf-8'):
            head, _, members = line.split('#')[0].partition(':')
            words.update([head.strip()] + members.split())
    return words


def build(work, known=frozenset()):
    from grammalecte.graphspell.ibdawg import IBDAWG
    french = set(open(f'{work}/french-words.txt', encoding='utf-8').read().split('\n'))
    rank = {}
    for line in open(f'{work}/freq.tsv', encoding='utf-8'):
        word, r = line.rstrip('\n').split('\t')
        rank[spell(word)] = min(int(r), rank.get(spell(word), 10**9))

    distinct = set(DISTINCT_FEMININES)
    for flex, lemma, tags in IBDAWG('fr-classic.json').select():  # feminine nouns we wrote
        fields = tags.split('/')[0].split(':')[1:]
        if flex in known and flex != lemma and 'N' in fields and 'f' in fields and ('s' in fields or 'i' in fields):
            distinct.add(flex)
    pos = {}      # lemma -> set of N/A/V/W
    forms = {}    # lemma -> set of (form, kept_for_vectors)
    for flex, lemma, tags in IBDAWG('fr-classic.json').select():
        fields = tags.split('/')[0].split(':')[1:]
        if not fields:
            continue
        if fields[0].startswith('V'):
            p = 'V'
            useful = bool(VERB_FORM_TAGS & set(fields)) or any(
                t in fields and n in fields for t, n in VERB_PERSON_TAGS)
            if 'Y' in fields and flex == lemma:
                pos.setdefault(lemma, set()).add('V')
        elif 'N' in fields or 'A' in fields or 'W' in fields:
            p = ''.join(x for x in 'NAW' if x in fields)
            useful = True
            pos.setdefault(lemma, set()).update(p)
        else:
            continue
        forms.setdefault(lemma, set()).add((flex, useful))
        if p != 'V' and (flex in distinct or flex in PLURAL_NOUNS) and flex != lemma:
            # the feminine (or plural) noun becomes its own lemma; its plural goes with it
            pos.setdefault(flex, set()).add('N')
            forms.setdefault(flex, set()).add((flex, True))
        elif p != 'V' and 'p' in fields and 'f' in fields and flex[:-1] in distinct:
            forms.setdefault(flex[:-1], set()).add((flex, True))

    lemmas = {}
    all_lemma_strings = set(pos)
    for lemma, p in pos.items():
        if (len(lemma) < 3 or lemma != lemma.lower() or not TOKENISH.match(lemma)
                or lemma in STOPLIST or lemma in OFFENSIVE or spell(lemma) not in french):
            continue
        # Forms spelled like another lemma do not count ("loque" does not make "loquer" known).
        fs = {(f, u) for f, u in forms.get(lemma, set())
              if f == lemma or (f not in all_lemma_strings
                                and (f[:-1] not in distinct or f[:-1] == lemma))}
        best = min([rank.get(spell(f), 10**9) for f, _ in fs] + [rank.get(spell(lemma), 10**9)])
        if best > RANK_CUT and lemma not in known:
            continue
        vec_forms = sorted({spell(f) for f, useful in fs if useful and TOKENISH.match(f)
} | {spell(lemma)})
        lemmas[lemma] = {'pos': ''.join(sorted(p)), 'rank': best, 'forms': vec_forms}
    return lemmas


def main():
    work = sys.argv[1]
    known = known_words(*sys.argv[2:4]) if len(sys.argv) > 3 else set()
    lemmas = build(work, known)
    with open(f'{work}/lexicon.json', 'w', encoding='utf-8') as f:
        json.dump(lemmas, f, ensure_ascii=False)
    counts = {}
    for v in lemmas.values():
        for p in v['pos']:
            counts[p] = counts.get(p, 0) + 1
    print(f'{len(lemmas)} valid lemmas (rank cut {RANK_CUT}); by part of speech: {counts}', file=sys.stderr)


if __name__ == '__main__':
    main()
