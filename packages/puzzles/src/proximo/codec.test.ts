import { describe, expect, it } from 'vitest';
import { parseDay, parseMove } from './codec.ts';

describe('a Proximo move from untrusted JSON', () => {
  it.each([
    [
      { type: 'guess', word: 'maison' },
      { type: 'guess', word: 'maison' },
    ],
    [
      { type: 'guess', word: 'a'.repeat(20) },
      { type: 'guess', word: 'a'.repeat(20) },
    ],
    [
      { type: 'guess', word: 'océan', status: 'ranked', rank: 12 },
      { type: 'guess', word: 'océan', status: 'ranked', rank: 12 },
    ],
    [
      { type: 'guess', word: 'institutionnalisation', status: 'ranked', rank: 999 },
      { type: 'guess', word: 'institutionnalisation', status: 'ranked', rank: 999 },
    ],
    [
      { type: 'guess', word: 'mer', status: 'found', rank: 3 },
      { type: 'guess', word: 'mer', status: 'found' },
    ],
    [
      { type: 'guess', word: 'licorne', status: 'not_ranked' },
      { type: 'guess', word: 'licorne', status: 'not_ranked' },
    ],
    [{ type: 'resolve' }, { type: 'resolve' }],
    [{ type: 'nearest' }, { type: 'nearest' }],
    [
      { type: 'nearest', words: ['océan', 'vague'] },
      { type: 'nearest', words: ['océan', 'vague'] },
    ],
  ])('accepts %j', (raw, move) => {
    expect(parseMove(raw)).toEqual({ ok: true, value: move });
  });

  it.each([
    ['an empty guess', { type: 'guess', word: '   ' }, 'Entrez un mot.'],
    ['digits and punctuation only', { type: 'guess', word: '42 ?!' }, 'Entrez un mot.'],
    ['a typed guess over 20 characters', { type: 'guess', word: 'a'.repeat(21) }, 'mot de 20 caractères au plus attendu'],
    ['a word that is not text', { type: 'guess', word: 42 }, 'mot attendu'],
    ['a rank of 0', { type: 'guess', word: 'mer', status: 'ranked', rank: 0 }, 'rang de 1 à 1000 attendu'],
    ['a rank as text', { type: 'guess', word: 'mer', status: 'ranked', rank: '3' }, 'rang de 1 à 1000 attendu'],
    ['a status of no kind', { type: 'guess', word: 'mer', status: 'chaud' }, 'statut found, ranked, not_ranked ou unknown attendu'],
    ['over a hundred nearest words', { type: 'nearest', words: Array(101).fill('mot') }, 'au plus 100 mots proches'],
    ['an unknown type', { type: 'triche' }, 'type de coup inconnu'],
    ['a list', [], 'coup attendu'],
  ])('refuses %s', (_, raw, error) => {
    expect(parseMove(raw)).toEqual({ ok: false, error });
  });
});

describe('the public day', () => {
  it('keeps the id and the date, and nothing else', () => {
    expect(parseDay({ id: '2026-11-21', date_to_play: '2026-11-21', target: 'mer' })).toEqual({
      ok: true,
      value: { id: '2026-11-21', date_to_play: '2026-11-21' },
    });
  });

  it.each([[null], [{ id: '2026-11-21' }], [{ id: '', date_to_play: '2026-11-21' }], [{ id: 'x', date_to_play: '2026-02-30' }]])('refuses %j', (raw) => {
    expect(parseDay(raw).ok).toBe(false);
  });
});
