import { describe, expect, it } from 'vitest';
import { formatLexiconLine, parseLexiconLine } from './entry.ts';
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
    const written = line({ theme: 'caractère // société', def: 'Qui cherche à plaire;aux autres // Agréable à fréquenter' });
    const parsed = parseLexiconLine(written, 'a.txt:3');
    expect(parsed).toMatchObject({
      kind: 'entry',
      entry: {
        lemma: 'aimable',
        letters: 'AIMABLE',
        pos: 'adj',
        band: 1,
        senses: [
          { definition: 'Qui cherche à plaire;aux autres', theme: 'caractère' },
          { definition: 'Agréable à fréquenter', theme: 'société' },
        ],
        hint: "Tout le contraire d'un grincheux",
        synonyms: ['gentil', 'affable', 'courtois'],
        rank: null,
        source: 'a.txt:3',
      },
    });
    if (parsed.kind === 'entry') expect(formatLexiconLine(parsed.entry)).toBe(written);
  });

  it("gives each definition its own theme, so a second meaning never shows the first one's category", () => {
    const tuba = parseLexiconLine(
      "tuba | nm | 1 | musique // loisirs | Gros instrument en cuivre au son grave // Conduit pour respirer sous l'eau | Le plongeur en apnée l'a aussi |",
      't.txt:1',
    );
    expect(tuba.kind === 'entry' && tuba.entry.senses).toEqual([
      { definition: 'Gros instrument en cuivre au son grave', theme: 'musique' },
      { definition: "Conduit pour respirer sous l'eau", theme: 'loisirs' },
    ]);
    expect(errorsOf(line({ theme: 'musique', def: "Gros instrument en cuivre au son grave // Conduit pour respirer sous l'eau" }))).toEqual([
      '1 thème(s) pour 2 définition(s) : un thème par définition, dans le même ordre, séparés par « // »',
    ]);
    expect(errorsOf(line({ theme: 'caractère // société' }))).toEqual([
      '2 thème(s) pour 1 définition(s) : un thème par définition, dans le même ordre, séparés par « // »',
    ]);
    expect(errorsOf(line({ theme: 'caractère // divers', def: 'Qui cherche à plaire // Agréable à fréquenter' }))).toEqual([
      'thème 2 « divers » inconnu (voir src/lexicon/themes.ts)',
    ]);
  });

  it('skips comments and blank lines', () => {
    expect(parseLexiconLine('# mot | nature', 'a.txt:1').kind).toBe('blank');
    expect(parseLexiconLine('   ', 'a.txt:2').kind).toBe('blank');
  });

  it('refuses a definition or hint that gives the answer away, and says which word does', () => {
    expect(errorsOf(line({ mot: 'chanter', nature: 'v', theme: 'musique', def: 'Émettre un chant avec sa voix', syn: '' }))).toEqual([
      'définition 1 : « chant » révèle le mot : « Émettre un chant avec sa voix »',
    ]);
    expect(errorsOf(line({ indice: 'Une personne aimable' }))).toEqual(['indice : « aimable » révèle le mot : « Une personne aimable »']);
    expect(
      errorsOf(line({ mot: 'stable', theme: 'formes', def: 'Qui ne bouge pas, bien en équilibre', indice: 'Une table qui ne boite pas', syn: '' })),
    ).toEqual(['indice : « table » révèle le mot : « Une table qui ne boite pas »']);
  });

  it('refuses a number in digits inside a definition, but keeps a year and leaves hints free', () => {
    expect(
      errorsOf(
        line({ mot: 'tricycle', nature: 'nm', theme: 'transports', def: 'Petit vélo à 3 roues pour enfant', indice: 'Le premier engin du bambin', syn: '' }),
      ).join(),
    ).toContain("« 3 » s'écrit en lettres");
    expect(
      errorsOf(line({ mot: 'tricycle', nature: 'nm', theme: 'transports', def: 'Petit vélo à trois roues pour enfant', indice: 'Porte 12', syn: '' })),
    ).toEqual([]);
    expect(
      errorsOf(
        line({ mot: 'euro', nature: 'nm', theme: 'économie', def: 'Monnaie commune, en circulation en France depuis 2002', indice: 'Un C barré', syn: '' }),
      ),
    ).toEqual([]);
  });

  it('refuses a category that gives the word away', () => {
    expect(
      errorsOf(line({ mot: 'longtemps', nature: 'adv', theme: 'temps', def: 'Pendant une durée importante', indice: 'Le premier mot de Proust', syn: '' })),
    ).toEqual(['thème « temps » : il révèle le mot, choisissez-en un autre']);
    expect(errorsOf(line({ mot: 'animal', nature: 'nm', theme: 'animaux', def: 'Être vivant qui se meut', indice: 'Sauvage ou domestique', syn: '' }))).toEqual(
      ['thème « animaux » : il révèle le mot, choisissez-en un autre'],
    );
  });

  it('refuses a synonym of the same family and a synonym listed twice', () => {
    expect(
      errorsOf(line({ mot: 'chanter', nature: 'v', theme: 'musique', def: 'Produire une mélodie avec sa voix', syn: 'chantonner, fredonner, fredonner' })),
    ).toEqual(["synonyme « chantonner » de la même famille que le mot, ou l'un dans l'autre", 'synonyme « fredonner » en double']);
    expect(
      errorsOf(
        line({ mot: 'casser', nature: 'v', theme: 'objets', def: 'Mettre en morceaux', indice: 'Le maladroit et la vaisselle', syn: 'briser, fracasser' }),
      ),
    ).toEqual(["synonyme « fracasser » de la même famille que le mot, ou l'un dans l'autre"]);
  });

  it('explains in French every malformed field', () => {
    expect(errorsOf('aimable | adj | 1')).toEqual(['3 champs au lieu de 7 (mot | nature | niveau | thèmes | définitions | indice | synonymes)']);
    expect(errorsOf(line({ mot: 'Aimable' }))[0]).toContain('un seul mot en lettres minuscules');
    expect(errorsOf(line({ mot: "aujourd'hui", def: 'Le jour où nous sommes', indice: 'Ni hier ni demain', syn: '' }))[0]).toContain('ni apostrophe');
    expect(errorsOf(line({ nature: 'nom' }))).toEqual(['nature « nom » inconnue (nm, nf, nmf, adj, v, adv)']);
    expect(errorsOf(line({ niveau: '4' }))).toEqual(['niveau « 4 » : 1, 2 ou 3']);
    expect(errorsOf(line({ theme: 'divers' }))).toEqual(['thème « divers » inconnu (voir src/lexicon/themes.ts)']);
    expect(
      errorsOf(line({ mot: 'musique', nature: 'nf', theme: 'musique', def: 'Art de combiner les sons', indice: 'Elle adoucit les mœurs', syn: '' })),
    ).toEqual(['thème « musique » : il révèle le mot, choisissez-en un autre']);
    expect(errorsOf(line({ def: 'qui plaît.' }))).toEqual(['définition 1 : commencer par une majuscule', 'définition 1 : pas de point final']);
    expect(errorsOf(line({ def: 'Court' }))).toEqual(['définition 1 de 5 caractères (attendu 8 à 110)']);
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
