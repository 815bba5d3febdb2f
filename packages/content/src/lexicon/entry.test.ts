import { describe, expect, it } from 'vitest';
import { formatLexiconLine, parseLexiconLine } from './entry.ts';
import { leaksAnswer, stemOf } from './leak.ts';
import { buildLexicon, parseLexiconText } from './load.ts';

const line = (fields: Partial<Record<'mot' | 'nature' | 'niveau' | 'theme' | 'def' | 'indice' | 'syn', string>>) =>
  [
    fields.mot ?? 'aimable',
    fields.nature ?? 'adj',
    fields.niveau ?? '1',
    fields.theme ?? 'caractère',
    fields.def ?? 'Qui cherche à faire plaisir aux autres',
    fields.indice ?? "Tout le contraire d'un grincheux",
    fields.syn ?? 'gentil, affable, courtois',
  ].join(' | ');

const errorsOf = (text: string) => {
  const parsed = parseLexiconLine(text, 'test.txt:1');
  return parsed.kind === 'error' ? parsed.errors : [];
};

describe('a lexicon line', () => {
  it('reads every field an editor writes, and writes back the same line', () => {
    const parsed = parseLexiconLine(line({ def: 'Qui cherche à plaire;aux autres // Agréable à fréquenter' }), 'a.txt:3');
    expect(parsed).toMatchObject({
      kind: 'entry',
      entry: {
        lemma: 'aimable',
        letters: 'AIMABLE',
        pos: 'adj',
        band: 1,
        theme: 'caractère',
        definitions: ['Qui cherche à plaire;aux autres', 'Agréable à fréquenter'],
        hint: "Tout le contraire d'un grincheux",
        synonyms: ['gentil', 'affable', 'courtois'],
        rank: null,
        source: 'a.txt:3',
      },
    });
    if (parsed.kind === 'entry') expect(formatLexiconLine(parsed.entry)).toBe(line({ def: 'Qui cherche à plaire;aux autres // Agréable à fréquenter' }));
  });

  it('skips comments and blank lines', () => {
    expect(parseLexiconLine('# mot | nature', 'a.txt:1').kind).toBe('blank');
    expect(parseLexiconLine('   ', 'a.txt:2').kind).toBe('blank');
  });

  it('refuses a definition or hint that gives the answer away', () => {
    expect(errorsOf(line({ mot: 'chanter', nature: 'v', theme: 'musique', def: 'Émettre un chant avec sa voix', syn: '' }))).toEqual([
      'définition 1 contient le mot ou sa racine : « Émettre un chant avec sa voix »',
    ]);
    expect(errorsOf(line({ indice: 'Une personne aimable' }))).toEqual(['indice contient le mot ou sa racine : « Une personne aimable »']);
  });

  it('refuses a synonym of the same family and a synonym listed twice', () => {
    expect(errorsOf(line({ mot: 'chanter', nature: 'v', theme: 'musique', def: 'Produire une mélodie avec sa voix', syn: 'chantonner, fredonner, fredonner' }))).toEqual([
      'synonyme « chantonner » de même racine que le mot',
      'synonyme « fredonner » en double',
    ]);
  });

  it('explains in French every malformed field', () => {
    expect(errorsOf('aimable | adj | 1')).toEqual(['3 champs au lieu de 7 (mot | nature | niveau | thème | définitions | indice | synonymes)']);
    expect(errorsOf(line({ mot: 'Aimable' }))[0]).toContain('un seul mot en lettres minuscules');
    expect(errorsOf(line({ mot: "aujourd'hui", def: 'Le jour où nous sommes', indice: 'Ni hier ni demain', syn: '' }))[0]).toContain('ni apostrophe');
    expect(errorsOf(line({ nature: 'nom' }))).toEqual(['nature « nom » inconnue (nm, nf, nmf, adj, v, adv)']);
    expect(errorsOf(line({ niveau: '4' }))).toEqual(['niveau « 4 » : 1, 2 ou 3']);
    expect(errorsOf(line({ theme: 'divers' }))).toEqual(['thème « divers » inconnu (voir src/lexicon/themes.ts)']);
    expect(errorsOf(line({ mot: 'musique', nature: 'nf', theme: 'musique', def: 'Art de combiner les sons', indice: 'Elle adoucit les mœurs', syn: '' }))).toEqual([
      'thème « musique » : il révèle le mot, choisissez-en un autre',
    ]);
    expect(errorsOf(line({ def: 'qui plaît.' }))).toEqual(['définition 1 : commencer par une majuscule', 'définition 1 : pas de point final']);
    expect(errorsOf(line({ def: 'Court' }))).toEqual(['définition 1 de 5 caractères (attendu 8 à 110)']);
  });
});

describe('the leak check', () => {
  it('finds the answer, its plural and its family, and leaves unrelated words alone', () => {
    expect(stemOf('chanteur')).toBe('chant');
    expect(leaksAnswer('Il aime les chevaux du chanteur', 'chanter')).toBe(true);
    expect(leaksAnswer('Des abeilles partout', 'abeille')).toBe(true);
    expect(leaksAnswer('Un jardin ensoleillé', 'soleil')).toBe(true);
    expect(leaksAnswer('Merci pour tout', 'mer')).toBe(false);
    expect(leaksAnswer('Au bord des mers', 'mer')).toBe(true);
    expect(leaksAnswer('Étendue d’eau salée', 'océan')).toBe(false);
  });
});

describe('a lexicon', () => {
  it('keeps one of two words played with the same letters and says which line lost', () => {
    const errors: string[] = [];
    const entries = [] as Parameters<typeof buildLexicon>[0];
    parseLexiconText(
      [
        'pêcher | v | 1 | loisirs | Attraper des poissons à la ligne | Il faut de la patience au bord de l’eau |',
        'pécher | v | 3 | pensée | Commettre une faute morale | Ce que fait le repenti avant de regretter |',
      ].join('\n'),
      'p.txt',
      entries,
      errors,
    );
    const lexicon = buildLexicon(entries, errors);
    expect(lexicon.entries.map((e) => e.lemma)).toEqual(['pêcher']);
    expect(errors).toEqual(['p.txt:2: « pécher » se joue comme « pêcher » (p.txt:1)']);
  });
});
