import { describe, expect, it } from 'vitest';
import { relativeLuminance } from './accent-color.ts';
import { inkOn } from './game-ink.ts';

const contrastWithWhite = (color: string) => 1.05 / (relativeLuminance(color) + 0.05);

describe('a game’s ink on the light page', () => {
  it.each([
    ['Anagrammo', '#00479e'],
    ['Binero', '#fa983a'],
    ['Decrypto', '#ff7675'],
    ['Melimelo', '#64aaff'],
    ['Motamo', '#005dce'],
    ['Numero', '#55efc4'],
    ['Prefixo', '#ff6a00'],
    ['Sudoku', '#f1c40f'],
    ['Sudolito', '#fed330'],
    ['Synonymo', '#35b000'],
    ['Proximo', '#9b59b6'],
  ])('%s (%s) keeps 3:1 against white', (_game, accent) => {
    expect(contrastWithWhite(accent) < 3 || inkOn(accent) === accent).toBe(true);
    expect(contrastWithWhite(inkOn(accent))).toBeGreaterThanOrEqual(3.2);
  });

  it('leaves a dark accent as it is and darkens the mint only as much as needed', () => {
    expect(inkOn('#005dce')).toBe('#005dce');
    const mint = inkOn('#55efc4');
    expect(mint).not.toBe('#55efc4');
    expect(contrastWithWhite(mint)).toBeLessThan(4.5);
  });
});
