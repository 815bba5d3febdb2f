import { describe, expect, it } from 'vitest';
import { type BineroCell, binero } from './index.ts';

const grid = (text: string): BineroCell[][] => text.split('|').map((line) => [...line].map((ch) => (ch === '.' ? null : (Number(ch) as 0 | 1))));
const valid = () => ({
  size: 6,
  board: grid('..00..|....10|..0...|0.0.1.|.1....|......'),
  solution: grid('010011|101010|100101|010110|011001|101100'),
  difficulty: 'easy',
});

describe('binero puzzle parsing', () => {
  it('accepts a grid whose only solution is the one given, and returns its own copy', () => {
    const raw = valid();
    const parsed = binero.parse(JSON.parse(JSON.stringify(raw)));
    expect(parsed).toEqual({ ok: true, value: raw });
    if (parsed.ok) expect(binero.toPublic(parsed.value)).toEqual(raw);
  });

  it.each([
    ['nothing', undefined, 'La grille doit être un objet avec size, board, solution et difficulty.'],
    ['a size of 7', { ...valid(), size: 7 }, 'La taille doit être l’une de : 6, 8, 10.'],
    ['a size that does not match the grid', { ...valid(), size: 8 }, 'La grille doit compter 8 lignes.'],
    ['a short row', { ...valid(), board: grid('..00.|....10|..0...|0.0.1.|.1....|......') }, 'La ligne 1 de la grille doit compter 6 cases.'],
    [
      'a 2 on the board',
      { ...valid(), board: grid('..00..|....10|..0...|0.0.1.|.1....|......').map((l, r) => (r === 0 ? [2, ...l.slice(1)] : l)) },
      'La case ligne 1, colonne 1 de la grille doit valoir 0, 1 ou vide (null).',
    ],
    [
      'an empty cell in the solution',
      { ...valid(), solution: grid('.10011|101010|100101|010110|011001|101100') },
      'La case ligne 1, colonne 1 de la solution doit valoir 0 ou 1.',
    ],
    ['a solution that breaks a rule', { ...valid(), solution: grid('010011|101010|100101|010110|011001|011001') }, 'La solution enfreint une règle du jeu.'],
    [
      'a given that contradicts the solution',
      { ...valid(), board: grid('1.00..|....10|..0...|0.0.1.|.1....|......') },
      'La case ligne 1, colonne 1 de la grille (1) contredit la solution (0).',
    ],
    ['a full grid', { ...valid(), board: valid().solution }, 'La grille ne laisse aucune case à remplir.'],
    ['a grid with two solutions', { ...valid(), board: grid('..00..|....1.|..0...|0.0.1.|.1....|......') }, 'La grille admet plusieurs solutions.'],
    ['an unknown difficulty', { ...valid(), difficulty: 'diabolique' }, 'La difficulté doit être l’une de : simple, easy, intermediate, expert.'],
  ])('refuses %s in French', (_label, raw, error) => {
    expect(binero.parse(raw)).toEqual({ ok: false, error });
  });
});
