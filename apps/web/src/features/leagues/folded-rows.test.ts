import { describe, expect, it } from 'vitest';
import { foldRows } from './folded-rows.ts';

const members = Array.from({ length: 100 }, (_, i) => ({ name: `joueur${i + 1}`, you: false }));
const withYouAt = (index: number) => members.map((m, i) => ({ ...m, you: i === index }));
const names = (rows: readonly { name: string }[]) => rows.map((r) => r.name);

describe('a long league list, folded for a phone (issue 39)', () => {
  it('shows the first ten and the player’s own row where it stands, pinned after a gap', () => {
    const folded = foldRows(withYouAt(56), (m) => m.you, false);
    expect(names(folded.rows)).toEqual([...names(members.slice(0, 10)), 'joueur57']);
    expect([folded.gapBefore, folded.hidden]).toEqual([46, 89]);
  });

  it('needs no pinned row when the player is among the first', () => {
    const folded = foldRows(withYouAt(3), (m) => m.you, false);
    expect(names(folded.rows)).toEqual(names(members.slice(0, 10)));
    expect([folded.gapBefore, folded.hidden]).toEqual([null, 90]);
  });

  it('keeps every row unfolded, or when folding would hide a single one', () => {
    expect(foldRows(withYouAt(99), (m) => m.you, true).rows).toHaveLength(100);
    expect(foldRows(members.slice(0, 11), (m) => m.you, false)).toEqual({ rows: members.slice(0, 11), gapBefore: null, hidden: 0 });
  });

  it('folds a list the player is not in (a former member’s view) to its first rows', () => {
    expect(foldRows(members, () => false, false)).toMatchObject({ gapBefore: null, hidden: 90 });
  });
});
