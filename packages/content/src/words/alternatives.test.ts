import { addDays, toPlayableLetters } from '@jdj/puzzles';
import { describe, expect, it } from 'vitest';
import { alternativeDays, replacementProblems } from './alternatives.ts';
import { committedWordContent } from './word-content.ts';
import { WORD_GAMES } from './word-games.ts';

const content = committedWordContent();
/** A planned day of every word game, well inside the committed plans. */
const DAY = addDays([...content.schedules.get('motamo')!.keys()].sort()[0]!, 120);

describe('an editor’s other choices for a day', () => {
  it.each(WORD_GAMES)('%s: proposes choices that differ from the day and from each other, and pass the checks', (game) => {
    const current = content.schedules.get(game)!.get(DAY)!;
    const around = { game, date: DAY, stored: [] };
    const choices = alternativeDays(content, around, current, 3);
    expect(choices.length).toBeGreaterThan(0);
    const keys = choices.map((words) => words.map(toPlayableLetters).join(','));
    expect(new Set(keys).size).toBe(choices.length);
    expect(keys).not.toContain(current.map(toPlayableLetters).join(','));
    for (const words of choices) expect(replacementProblems(content, around, words).problems).toEqual([]);
  });

  it('refuses a repeat within a year in the game, another game’s answer that day, and a stored replacement’s words', () => {
    const around = { game: 'anagrammo' as const, date: DAY, stored: [] };
    const lastMonth = content.schedules.get('anagrammo')!.get(addDays(DAY, -30))!;
    expect(replacementProblems(content, around, lastMonth).problems.join(' ')).toContain('déjà joué dans ce jeu');
    const proximoToday = content.schedules.get('proximo')!.get(DAY)!;
    expect(replacementProblems(content, { ...around, game: 'proximo' }, proximoToday).problems).toEqual([]);
    const [choice] = alternativeDays(content, around, content.schedules.get('anagrammo')!.get(DAY)!, 1);
    // The same words stored (by an earlier replacement) on a day a week later: now a repeat.
    const later = {
      game: 'anagrammo' as const,
      date: addDays(DAY, 7),
      publicData: { word: choice![0], hint: '' },
      stream: 'europe',
      secretData: {},
      seed: '',
      generatorVersion: 2,
      difficulty: null,
    };
    expect(replacementProblems(content, { ...around, stored: [later] }, choice!).problems.join(' ')).toContain('déjà joué');
  });

  it('builds a refused record with the lexicon’s problems rather than failing', () => {
    const around = { game: 'motamo' as const, date: DAY, stored: [] };
    expect(replacementProblems(content, around, ['zzzz']).problems).toEqual(['5 mot(s) attendu(s), 1 reçu(s)']);
    expect(replacementProblems(content, around, ['zzzz', 'zzzz', 'zzzz', 'zzzz', 'zzzz']).problems[0]).toContain('lexique');
  });
});
