import { addDays, type IsoDate, toPlayableLetters } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import type { DailyRecord } from '../daily-record.ts';
import { sameFamily } from '../lexicon/leak.ts';
import { buildWordDay, targetHash } from './build-record.ts';
import { CLUE_RULES_FROM, checkWordGames, failingPlannedDays, publicationProblems } from './check.ts';
import { LOOKALIKE_TOP, PROXIMO_LIST_RULES_FROM } from './proximo-guards.ts';
import { committedWordContent, type WordContent } from './word-content.ts';
import type { WordGame } from './word-games.ts';

/**
 * The publication checks of issue 11 on records built by hand: what `content check` and `content import`
 * refuse, whatever the plan or the lexicon hold.
 */
const content = committedWordContent();
const DAY = '2027-01-05';

/** A built day of `game` whose words are replaced by `edit` (the rest stays a valid record). */
function editedDay(game: 'motamo' | 'prefixo' | 'synonymo', edit: (data: Record<string, unknown>) => void): DailyRecord {
  const built = buildWordDay(game, DAY, content);
  if (!built.ok) throw new Error(built.problem);
  const publicData = structuredClone(built.record.publicData) as Record<string, unknown>;
  edit(publicData);
  return { ...built.record, publicData };
}

/** Motamo words shown with the category of their other meaning (issue 11). */
const WRONG_CATEGORIES = [
  ['tuba', 'musique', "Conduit pour respirer sous l'eau"],
  ['trombone', 'musique', 'Petite agrafe de bureau'],
  ['direct', 'transports', 'Qui dit les choses franchement'],
  ['régime', 'santé', 'Système politique'],
  ['bouc', 'animaux', 'Petite barbe au menton'],
  ['truffe', 'cuisine', 'Nez du chien'],
] as const;

type MotamoWord = { word: string; definition: string; difficulty: number; category: string };

/** A Motamo day opening with `word` shown as given, chained on with lexicon words and their own themes. */
function withFirstWord(word: string, definition: string, category: string) {
  const words: MotamoWord[] = [{ word, definition, difficulty: 1, category }];
  while (words.length < 5) {
    const last = toPlayableLetters((words.at(-1) as MotamoWord).word).at(-1);
    const next = content.lexicon.entries.find(
      (e) =>
        e.letters[0] === last &&
        e.letters[1] !== e.letters[0] &&
        e.letters.length >= 4 &&
        e.letters.length <= 10 &&
        words.every((w) => !sameFamily(w.word, e.lemma)),
    );
    if (!next) throw new Error(`no word after ${last}`);
    const [sense] = next.senses;
    words.push({ word: next.lemma, definition: sense?.definition ?? '', difficulty: next.band, category: sense?.theme ?? '' });
  }
  return editedDay('motamo', (data) => {
    data.words = words;
  });
}

describe('the category check', () => {
  it.each(WRONG_CATEGORIES)('refuses %s [%s] « %s »', (word, category, definition) => {
    const problems = publicationProblems(withFirstWord(word, definition, category), content);
    const theme = content.lexicon.byLetters.get(toPlayableLetters(word))?.senses.find((s) => s.definition === definition)?.theme;
    expect(theme).toBeDefined();
    expect(theme).not.toBe(category);
    expect(problems).toContain(`catégorie « ${category} » pour « ${word} » : la définition « ${definition} » est du thème « ${theme} »`);
  });

  it.each(WRONG_CATEGORIES)('accepts %s with the theme of the definition shown', (word, _category, definition) => {
    const theme = content.lexicon.byLetters.get(toPlayableLetters(word))?.senses.find((s) => s.definition === definition)?.theme as string;
    expect(publicationProblems(withFirstWord(word, definition, theme), content).filter((p) => p.includes('catégorie'))).toEqual([]);
  });

  it('lets an editor write a definition by hand, with a known category that does not show the word', () => {
    expect(publicationProblems(withFirstWord('tuba', 'Tube du plongeur', 'loisirs'), content).filter((p) => p.includes('tuba'))).toEqual([]);
    expect(publicationProblems(withFirstWord('tuba', 'Tube du plongeur', 'plongée'), content)).toContain('catégorie « plongée » inconnue pour « tuba »');
    expect(publicationProblems(withFirstWord('animal', 'Être vivant qui se meut', 'animaux'), content)).toContain(
      "l'indice « animaux » révèle « animal » (« animaux »)",
    );
  });
});

/** A Prefixo day of `words` on `prefix`, each with a definition that shows none of them. */
function prefixoDay(prefix: string, words: readonly string[]): DailyRecord {
  return editedDay('prefixo', (data) => {
    data.prefix = prefix;
    data.words = words.map((word, index) => ({ id: index + 1, index, word, definition: `Définition numéro ${index + 1}` }));
  });
}

describe('the same-day family check', () => {
  it('refuses two Prefixo words of one family on one day', () => {
    const record = prefixoDay('DU', ['durée', 'durable', 'duvet', 'dubitatif', 'duplex']);
    expect(publicationProblems(record, content)).toContain('« durée » et « durable » sont de la même famille');
  });

  it('refuses two Prefixo words whose roots part at their end (visible / visibilité, issue 41)', () => {
    const record = prefixoDay('VI', ['visible', 'visibilité', 'vigne', 'village', 'vitesse']);
    expect(publicationProblems(record, content)).toContain('« visible » et « visibilité » sont de la même famille');
  });

  it('keeps checking a day published before issue 41 by the rules it was planned under', () => {
    const record = prefixoDay('VI', ['visible', 'visibilité', 'vigne', 'village', 'vitesse']);
    const published = { ...record, date: addDays(CLUE_RULES_FROM, -1) };
    expect(publicationProblems(published, content).filter((p) => p.includes('même famille'))).toEqual([]);
  });

  it('refuses a Synonymo day whose synonyms show each other', () => {
    const record = editedDay('synonymo', (data) => {
      data.reference = 'initial';
      data.words = ['premier', 'originel', 'primitif'].map((word, index) => ({ id: index + 1, word }));
    });
    expect(publicationProblems(record, content)).toEqual([]);
    const related = editedDay('synonymo', (data) => {
      data.reference = 'certain';
      data.words = ['sûr', 'assuré', 'indiscutable'].map((word, index) => ({ id: index + 1, word }));
    });
    expect(publicationProblems(related, content)).toContain('« sûr » et « assuré » sont de la même famille');
  });

  it('refuses a kind the lexicon withdrew, except on a day published before (issue 41)', () => {
    const kinds = editedDay('synonymo', (data) => {
      data.reference = 'cuire';
      data.words = ['mijoter', 'rôtir', 'griller'].map((word, index) => ({ id: index + 1, word }));
    });
    const refused = publicationProblems({ ...kinds, date: '2026-12-08' }, content).filter((p) => p.includes('approuvé'));
    expect(refused).toEqual(['mijoter', 'rôtir', 'griller'].map((word) => `« ${word} » n'est pas un synonyme approuvé de « cuire »`));
    expect(publicationProblems({ ...kinds, date: '2026-12-07' }, content).filter((p) => p.includes('approuvé'))).toEqual([]);
  });
});

/** The committed content with some plan lines changed: the checks read plans, so a test writes its own. */
function withPlans(lines: Partial<Record<WordGame, Record<IsoDate, string[]>>>): WordContent {
  const schedules = new Map([...content.schedules].map(([game, schedule]) => [game, new Map(schedule)]));
  for (const [game, days] of Object.entries(lines)) for (const [date, words] of Object.entries(days)) schedules.get(game as WordGame)?.set(date, words);
  return { ...content, schedules };
}

describe('clues against the other answers of the day (issue 41)', () => {
  it('refuses a Prefixo definition that shows another answer of the day, or its family', () => {
    const record = editedDay('prefixo', (data) => {
      data.prefix = 'NA';
      const words: [string, string][] = [
        ['nautique', 'Qui concerne la navigation de plaisance'],
        ['navigation', 'Art de conduire un bateau'],
        ['nacelle', 'Panier suspendu sous un ballon'],
        ['narine', 'Chacune des deux ouvertures du nez'],
        ['nappe', 'Linge qui couvre la table'],
      ];
      data.words = words.map(([word, definition], index) => ({ id: index + 1, index, word, definition }));
    });
    expect(publicationProblems(record, content)).toContain(
      "l'indice « Qui concerne la navigation de plaisance » de « nautique » révèle « navigation », autre réponse du jour (« navigation »)",
    );
  });

  it('refuses a Motamo definition that spells a later word of the chain', () => {
    const record = withFirstWord('photo', 'Image prise avec un appareil', 'loisirs');
    const words = (record.publicData as { words: MotamoWord[] }).words;
    words[1] = { ...(words[1] as MotamoWord), definition: `Contraire de ${(words[0] as MotamoWord).word}` };
    const problems = publicationProblems(record, content);
    expect(problems.some((p) => p.includes(`révèle « photo », autre réponse du jour`))).toBe(true);
  });

  it('lets clues mention words that are no answer of the day', () => {
    const built = buildWordDay('prefixo', DAY, content);
    if (!built.ok) throw new Error(built.problem);
    expect(publicationProblems(built.record, content).filter((p) => p.includes('autre réponse du jour'))).toEqual([]);
  });
});

describe('the same-day family check across games', () => {
  it("refuses an answer of one family with another game's answer that day (servir / serviable)", () => {
    const clash = withPlans({ anagrammo: { [DAY]: ['serviable'] }, synonymo: { [DAY]: ['servir', 'aider', 'assister', 'seconder'] } });
    expect(checkWordGames(clash, DAY, 1, ['anagrammo']).problems).toContain(
      `anagrammo ${DAY} : « serviable » et « servir » (synonymo) sont de la même famille le même jour`,
    );
    const apart = withPlans({ anagrammo: { [DAY]: ['serviable'] }, synonymo: { [DAY]: ['aider', 'assister', 'seconder', 'secourir'] } });
    expect(checkWordGames(apart, DAY, 1, ['anagrammo']).problems.filter((p) => p.includes('famille'))).toEqual([]);
  });

  it("has the planner's later game choose again, not both", () => {
    const clash = withPlans({ anagrammo: { [DAY]: ['abondant'] }, synonymo: { [DAY]: ['abondance', 'profusion', 'opulence', 'foison'] } });
    // Those words played on no other day, so that only the clash is at stake (not the repeat rule).
    for (const [game, words] of [
      ['anagrammo', ['abondant']],
      ['synonymo', ['abondance', 'profusion', 'opulence', 'foison']],
    ] as const) {
      const schedule = clash.schedules.get(game)!;
      for (const [date, planned] of schedule)
        if (date !== DAY && planned.some((word) => (words as readonly string[]).includes(word.toLowerCase()))) schedule.delete(date);
    }
    expect(checkWordGames(clash, DAY, 1, ['synonymo']).problems).toContain(
      `synonymo ${DAY} : « abondance » et « abondant » (anagrammo) sont de la même famille le même jour`,
    );
    const failing = failingPlannedDays(clash, DAY);
    expect(failing.get('anagrammo')?.has(DAY)).toBe(true);
    expect(failing.get('synonymo')?.has(DAY)).toBe(false);
  });
});

describe('the repeat rule', () => {
  const word = 'serviable';
  it('refuses an answer played again in its game less than a year later, the days before the window included', () => {
    const soon = withPlans({ anagrammo: { [addDays(DAY, -364)]: [word], [DAY]: [word] } });
    expect(checkWordGames(soon, DAY, 1, ['anagrammo']).problems).toContain(
      `anagrammo ${DAY} : « ${word} » déjà joué le ${addDays(DAY, -364)}, il y a moins d'un an`,
    );
  });

  it('accepts the same answer a year later, inside one window of two years', () => {
    const later = withPlans({ anagrammo: { [DAY]: [word], [addDays(DAY, 365)]: [word] } });
    const problems = checkWordGames(later, DAY, 366, ['anagrammo']).problems;
    expect(problems.filter((p) => p.includes(word))).toEqual([]);
  });
});

describe('the editorial calendar (issue 41)', () => {
  /** A Proximo day whose target is `target`, on `date`, from the committed day's record. */
  function proximoOn(date: IsoDate, target: string): DailyRecord {
    const built = buildWordDay('proximo', DAY, content);
    if (!built.ok) throw new Error(built.problem);
    return { ...built.record, date, secretData: { ...(built.record.secretData as object), target } };
  }

  it('refuses a word of grief or accident on a public holiday or a day of remembrance, and only there', () => {
    const christmas = publicationProblems(proximoOn('2027-12-25', 'cercueil'), content);
    expect(christmas).toContain("« cercueil » est un mot de deuil ou d'accident, un jour férié ou de commémoration (Noël)");
    expect(publicationProblems(proximoOn('2028-05-08', 'décès'), content).some((p) => p.includes('(Victoire du 8 mai 1945)'))).toBe(true);
    expect(publicationProblems(proximoOn('2027-12-27', 'cercueil'), content).some((p) => p.includes('deuil'))).toBe(false);
  });
});

describe('Proximo lists (issue 41)', () => {
  /** A Proximo day of `target` on `date` whose list is its committed one, edited. */
  function listOn(date: IsoDate, target: string, edit: (words: string[]) => string[]): DailyRecord {
    const built = buildWordDay('proximo', DAY, content);
    if (!built.ok) throw new Error(built.problem);
    const words = edit([...(content.proximoList(target) ?? [])]);
    return { ...built.record, date, secretData: { target, target_hash: targetHash(target), words } };
  }
  const tomorrowOfRules = addDays(PROXIMO_LIST_RULES_FROM, 1);
  const listProblems = (record: DailyRecord) => publicationProblems(record, content).filter((p) => /sensible|ressemble/.test(p));

  it('passes the committed list of « retraite », which holds « retrait » only after rank 100', () => {
    const list = content.proximoList('retraite') ?? [];
    expect(list.indexOf('retrait')).toBeGreaterThanOrEqual(LOOKALIKE_TOP);
    expect(listProblems(listOn(tomorrowOfRules, 'retraite', (words) => words))).toEqual([]);
  });

  it('refuses a look-alike judged unrelated in the top 100, and a violent word outside its field', () => {
    const withRetrait = listOn(tomorrowOfRules, 'retraite', (words) => ['retrait', ...words.filter((w) => w !== 'retrait')]);
    expect(listProblems(withRetrait)).toEqual(['« retrait » ressemble à « retraite » sans en être proche par le sens : rang 1, attendu après le rang 100']);
    const withTuer = listOn(tomorrowOfRules, 'grêle', (words) => [...words.slice(0, 4), 'tuer', ...words.slice(4, 999)]);
    expect(listProblems(withTuer)).toEqual(['« tuer », mot sensible, est au rang 5 sans être écrit dans le champ de « grêle »']);
  });

  it('keeps a day planned before the rules with the list it was built with', () => {
    const before = addDays(PROXIMO_LIST_RULES_FROM, -1);
    expect(listProblems(listOn(before, 'retraite', (words) => ['retrait', ...words.filter((w) => w !== 'retrait')]))).toEqual([]);
  });
});
