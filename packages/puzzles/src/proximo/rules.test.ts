import { describe, expect, it } from 'vitest';
import { isInvalid, type WordKnowledge } from '../core/game-module.ts';
import { parseProximoRecord } from '../words/records.ts';
import { proximo } from './index.ts';
import { lookupOf } from './lookup.ts';
import {
  alreadyGuessed,
  answerGuess,
  applyMove,
  initState,
  orderedHistory,
  type ProximoGuess,
  type ProximoMove,
  type ProximoState,
  typedGuess,
} from './rules.ts';
import { heatEmoji, permilleOf, temperatureOf } from './temperature.ts';
import { testProximoRecord } from './test-fixtures.ts';

const record = testProximoRecord();
const day = { id: record.id, date_to_play: record.date_to_play };
const lookup = lookupOf(record);

/** Plays answered guesses from a state; throws on a refusal so a table row names the move at fault. */
function play(state: ProximoState, moves: ProximoMove[]): ProximoState {
  return moves.reduce((s, move) => {
    const next = applyMove(s, move);
    if (isInvalid(next)) throw new Error(`${JSON.stringify(move)}: ${next.reason}`);
    return next;
  }, state);
}

const ranked = (word: string, rank: number): ProximoMove => ({ type: 'guess', word, status: 'ranked', rank });
const notRanked = (word: string): ProximoMove => ({ type: 'guess', word, status: 'not_ranked' });
const found = (word: string): ProximoMove => ({ type: 'guess', word, status: 'found' });

describe('the server answers a guess from the day’s list', () => {
  it.each([
    ['mer', found('mer')],
    ['  MER ', found('mer')],
    ['Mers', found('mer')],
    ['ocean', ranked('océan', 1)],
    ['Océan!2', ranked('océan', 1)],
    ['vagues', ranked('vague', 2)],
    ['chevaux', ranked('cheval', 6)],
    ['travaux', ranked('travail', 7)],
    ['yeux', ranked('œil', 8)],
    ['oeil', ranked('œil', 8)],
    ['cieux', ranked('ciel', 9)],
    ['bras', ranked('bras', 10)],
    ['Licornes', notRanked('licornes')],
    ["L'été", notRanked("l'été")],
  ])('%j is answered %j', (typed, answer) => {
    expect(answerGuess(lookup, typed)).toEqual(answer);
  });
});

/** A small dictionary as the server's: spellings with the lemmas they count as, the words it knows, accent-free keys. */
const FORMS: Record<string, string[]> = {
  chevaux: ['cheval'],
  narratrice: ['narrateur'],
  historienne: ['historien'],
  moyenâge: ['moyen-âge'],
  marées: ['marée'],
  chantons: ['chanter'],
  courait: ['courir'],
  couru: ['courir'],
  marche: ['marche', 'marcher'],
};
const KNOWN = new Set([
  'mer',
  'océan',
  'vague',
  'cheval',
  'narrateur',
  'historien',
  'licorne',
  'licornes',
  'chanter',
  'côte',
  'côté',
  'cote',
  'mur',
  'mûr',
  'courir',
]);
const KEYS: Record<string, string[]> = { ocean: ['océan'], moyenage: ['moyen-âge'], cote: ['cote', 'côte', 'côté'] };
const words: WordKnowledge = {
  knowsSpelling: (spelling) => KNOWN.has(spelling) || spelling in FORMS,
  lemmasOf: (spelling) => FORMS[spelling] ?? [],
  lemmasOfKey: (key) => KEYS[key] ?? [],
};

describe('the server answers with its dictionary (issue 29)', () => {
  it.each([
    ['chevaux', ranked('cheval', 6)],
    ['Marées', ranked('marée', 4)],
    ['narratrice', notRanked('narrateur')],
    ['historienne', notRanked('historien')],
    ['Moyen-Âge', notRanked('moyen-âge')],
    ['moyen age', notRanked('moyen-âge')],
    ['chantons', notRanked('chanter')],
    ['Licornes', notRanked('licornes')],
  ])('%j is answered %j', (typed, answer) => {
    expect(answerGuess(lookup, typed, words)).toEqual(answer);
  });

  it('answers a typo or a non-word as unknown, which the rules refuse: it costs no attempt', () => {
    for (const typed of ['hsitoire', 'xyzzyq']) {
      const answer = answerGuess(lookup, typed, words);
      expect(answer).toEqual({ type: 'guess', word: typed, status: 'unknown' });
      const next = applyMove(initState(day), answer);
      expect(isInvalid(next) && next.reason).toBe(`Je ne connais pas le mot « ${typed} » : essai non compté.`);
    }
    expect(proximo.parseMove({ type: 'guess', word: 'xyzzyq', status: 'unknown' }).ok).toBe(true);
  });

  it('counts « chevaux » then « cheval » as one guess when neither is in the list', () => {
    const far = { ...lookup, ranks: new Map([...lookup.ranks].filter(([key]) => key !== 'cheval')) };
    const first = answerGuess(far, 'chevaux', words);
    expect(first).toEqual(notRanked('cheval'));
    const state = play(initState(day), [first]);
    expect(isInvalid(applyMove(state, answerGuess(far, 'cheval', words)))).toBe(true);
    expect(alreadyGuessed(state, 'cheval')?.word).toBe('cheval');
  });
});

/** A day whose target is a verb, beside words that differ by an accent only. */
const runRecord = { ...record, target: 'courir', words: ['marcher', 'côté', 'mûr', 'océan', ...record.words.slice(4)] };
const runDay = lookupOf(runRecord);

describe('accents make words, conjugations count as the infinitive (issue 40)', () => {
  it.each([
    ['côté', ranked('côté', 2)],
    ['côte', notRanked('côte')],
    ['cote', notRanked('cote')],
    ['mûr', ranked('mûr', 3)],
    ['Mur', notRanked('mur')],
    ['ocean', ranked('océan', 4)],
    ['courait', found('courir')],
    ['couru', found('courir')],
    ['marche', ranked('marcher', 1)],
  ])('%j is answered %j', (typed, answer) => {
    expect(answerGuess(runDay, typed, words)).toEqual(answer);
  });

  it('reads a plural the dictionary gives no lemma as its listed singular, accents kept', () => {
    const withLove = lookupOf({ ...runRecord, words: ['amour', 'bocal', ...runRecord.words.slice(2)] });
    const known: WordKnowledge = { ...words, knowsSpelling: (spelling) => ['amours', 'bocaux', 'côtés'].includes(spelling) || words.knowsSpelling(spelling) };
    expect(answerGuess(withLove, 'amours', known)).toEqual(ranked('amour', 1));
    expect(answerGuess(withLove, 'bocaux', known)).toEqual(ranked('bocal', 2));
    expect(answerGuess(runDay, 'côtés', known)).toEqual(ranked('côté', 2));
  });

  it('reads a word typed without its accents as the accented word only when it is no word as typed', () => {
    const far = lookupOf({ ...record, target: 'mer', words: ['côté', ...record.words.slice(1)] });
    expect(answerGuess(far, 'cote', words)).toEqual(notRanked('cote'));
    expect(answerGuess(far, 'ocean', words)).toEqual(notRanked('océan'));
    expect(answerGuess(far, 'ocean')).toEqual(notRanked('ocean'));
  });

  it('keeps « mur » and « mûr » as two guesses, and the replay takes « côte » not ranked beside a listed « côté »', () => {
    const state = play(initState(day), [notRanked('mur'), ranked('mûr', 3)]);
    expect(state.attempts).toBe(2);
    expect(alreadyGuessed(state, 'MÛR')?.word).toBe('mûr');
    const moves = ['côte', 'côté', 'mur', 'courait'].map((typed) => answerGuess(runDay, typed, words));
    expect(play(initState(runRecord), moves)).toMatchObject({ attempts: 4, won: true, bestRank: 2 });
  });
});

describe('the temperature and the ‰ of a guess', () => {
  it('are 100 °C and 1000 ‰ for the word found, and fall with the rank', () => {
    expect(temperatureOf({ status: 'found', rank: null })).toBe(100);
    expect([1, 10, 100, 414, 1000].map((rank) => temperatureOf({ status: 'ranked', rank }))).toEqual([55, 45, 35, 28.83, 25]);
    expect([1, 10, 999, 1000].map((rank) => permilleOf({ status: 'ranked', rank }))).toEqual([999, 990, 1, 1]);
    expect(permilleOf({ status: 'found', rank: null })).toBe(1000);
    expect([1, 10, 11, 100, 101].map((rank) => heatEmoji({ status: 'ranked', rank }))).toEqual(['🔥', '🔥', '🥵', '🥵', '😎']);
  });

  it('are « froid » beyond the list: no figure at all', () => {
    expect(temperatureOf({ status: 'not_ranked', rank: null })).toBeNull();
    expect(permilleOf({ status: 'not_ranked', rank: null })).toBeNull();
    expect(heatEmoji({ status: 'not_ranked', rank: null })).toBe('🧊');
  });
});

describe('a guess applied in the browser (answers taken as given)', () => {
  const start = initState(day);

  it('has no list to check against', () => {
    expect(start).toMatchObject({ date: '2026-11-21', history: [], attempts: 0, bestRank: null, won: false, lookup: null });
  });

  it('counts every attempt, keeps the best rank and wins on the target', () => {
    const s1 = play(start, [notRanked('licorne')]);
    expect(s1).toMatchObject({ attempts: 1, bestRank: null, won: false });
    const s2 = play(s1, [ranked('plage', 3), ranked('bateau', 5)]);
    expect(s2).toMatchObject({ attempts: 3, bestRank: 3, won: false });
    const s3 = play(s2, [found('mer')]);
    expect(s3).toMatchObject({ attempts: 4, bestRank: 3, won: true });
    expect(proximo.status(s3)).toBe('won');
    expect(proximo.scoreData?.(s3)).toEqual({ attempts: 4, bestRank: 3 });
    expect(s3.history).toEqual([
      { word: 'licorne', status: 'not_ranked', rank: null },
      { word: 'plage', status: 'ranked', rank: 3 },
      { word: 'bateau', status: 'ranked', rank: 5 },
      { word: 'mer', status: 'found', rank: null },
    ]);
  });

  it.each([
    ['a repeated word, case aside', [ranked('océan', 1)], ranked('OCÉAN', 1), 'Vous avez déjà proposé « OCÉAN ».'],
    ['any guess once the target is found', [found('mer')], ranked('plage', 3), 'La partie est terminée.'],
    ['a guess the server has not answered', [], { type: 'guess', word: 'plage' }, 'Ce coup attend la réponse du serveur.'],
    ['the resolve question itself', [], { type: 'resolve' }, 'Ce coup attend la réponse du serveur.'],
    ['the nearest words during a game', [], { type: 'nearest', words: ['océan'] }, 'Ce coup attend la réponse du serveur.'],
  ] as [string, ProximoMove[], ProximoMove, string][])('refuses %s', (_, before, move, reason) => {
    expect(proximo.apply(play(start, before), move)).toEqual({ invalid: true, reason });
  });

  it.each([
    ['a rank of 0', { type: 'guess', word: 'plage', status: 'ranked', rank: 0 }],
    ['a rank past the list', { type: 'guess', word: 'plage', status: 'ranked', rank: 1001 }],
    ['a fractional rank', { type: 'guess', word: 'plage', status: 'ranked', rank: 2.5 }],
    ['a word without letters', { type: 'guess', word: '42 !', status: 'not_ranked' }],
    ['an unknown status', { type: 'guess', word: 'plage', status: 'tiede' }],
  ])('refuses a malformed answer: %s', (_, move) => {
    expect(isInvalid(proximo.apply(start, move as ProximoMove))).toBe(true);
  });
});

describe('the server’s replay checks every answer against the list', () => {
  const start = initState(record);

  it('accepts the answers the list gives', () => {
    const moves = ['licorne', 'vagues', 'chevaux', 'mer'].map((w) => answerGuess(lookup, w));
    expect(play(start, moves)).toMatchObject({ attempts: 4, bestRank: 2, won: true });
  });

  it.each([
    ['a forged rank', ranked('plage', 1)],
    ['a listed word claimed not ranked', notRanked('plage')],
    ['an unlisted word claimed ranked', ranked('licorne', 40)],
    ['another word claimed as the target', found('plage')],
    ['the target claimed ranked', ranked('mer', 1)],
  ])('refuses %s', (_, move) => {
    const next = proximo.apply(start, move);
    expect(isInvalid(next) && next.reason).toMatch(/ne correspond pas à la liste du jour/);
  });
});

describe('the history as shown', () => {
  it('puts the target first, then ranked words by rank, then unranked words latest first', () => {
    const history: ProximoGuess[] = [
      { word: 'licorne', status: 'not_ranked', rank: null },
      { word: 'bateau', status: 'ranked', rank: 5 },
      { word: 'dragon', status: 'not_ranked', rank: null },
      { word: 'océan', status: 'ranked', rank: 1 },
      { word: 'plage', status: 'ranked', rank: 3 },
      { word: 'mer', status: 'found', rank: null },
    ];
    expect(orderedHistory(history).map((g) => g.word)).toEqual(['mer', 'océan', 'plage', 'bateau', 'dragon', 'licorne']);
    expect(history[0]?.word).toBe('licorne');
  });
});

describe('the input', () => {
  it.each([
    ['Océan', 'océan'],
    ['  Mer  ', 'mer'],
    ['ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrst'],
  ])('keeps %j as %j while typing', (typed, kept) => {
    expect(typedGuess(typed)).toBe(kept);
  });
});

describe('questions asked to the server', () => {
  const questions = proximo.questions!;

  it('are the typed guess, the debug resolve and the nearest words; answered moves are not', () => {
    expect(questions.isQuestion({ type: 'guess', word: 'mer' })).toBe(true);
    expect(questions.isQuestion({ type: 'resolve' })).toBe(true);
    expect(questions.isQuestion({ type: 'nearest' })).toBe(true);
    expect(questions.isQuestion(found('mer'))).toBe(false);
    expect(questions.isQuestion({ type: 'nearest', words: [] })).toBe(false);
  });

  it('are answered to anyone, to a debug provider, to a winner', () => {
    expect(questions.audience?.({ type: 'guess', word: 'mer' })).toBe('anyone');
    expect(questions.audience?.({ type: 'resolve' })).toBe('debug');
    expect(questions.audience?.({ type: 'nearest' })).toBe('winner');
  });

  it('answer the resolve with the target found, and the nearest words with the first hundred', () => {
    expect(questions.answer(record, { type: 'resolve' })).toEqual({ ok: true, value: found('mer') });
    const nearest = questions.answer(record, { type: 'nearest' });
    expect(nearest.ok && nearest.value).toEqual({ type: 'nearest', words: record.words.slice(0, 100) });
  });

  it('cannot be answered from the public day', () => {
    expect(questions.answer(day, { type: 'guess', word: 'mer' })).toEqual({ ok: false, error: 'La liste du jour est introuvable.' });
  });

  it('are answered from a record the server parsed', () => {
    const parsed = parseProximoRecord(record);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(questions.answer(parsed.value, { type: 'guess', word: 'Vagues' })).toEqual({ ok: true, value: ranked('vague', 2) });
  });

  it("use the server's dictionary when it is given one", () => {
    const dictionary: WordKnowledge = { knowsSpelling: (spelling) => spelling === 'mer', lemmasOf: () => [], lemmasOfKey: () => [] };
    expect(questions.answer(record, { type: 'guess', word: 'xyzzyq' }, dictionary)).toEqual({
      ok: true,
      value: { type: 'guess', word: 'xyzzyq', status: 'unknown' },
    });
  });
});

describe('the public part of a day', () => {
  it('is the day only, never the target, its hash or the list', () => {
    expect(proximo.toPublic(record)).toEqual(day);
  });
});
