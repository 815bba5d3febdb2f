import { describe, expect, it } from 'vitest';
import { safeAccentColor, textColorOn } from './accent-color.ts';

describe('accent colours', () => {
  it('puts white text on dark accents and dark text on light ones', () => {
    expect(textColorOn('#005dce')).toBe('#ffffff'); // Motamo
    expect(textColorOn('#00479E')).toBe('#ffffff'); // Anagrammo
    expect(textColorOn('#f1c40f')).toBe('#1b2333'); // Sudoku
    expect(textColorOn('#55efc4')).toBe('#1b2333'); // Numero
  });

  it('ignores colours that are not #rrggbb', () => {
    expect(safeAccentColor('red;background:url(x)')).toBe('#17306b');
    expect(safeAccentColor('#35b000')).toBe('#35b000');
  });
});
