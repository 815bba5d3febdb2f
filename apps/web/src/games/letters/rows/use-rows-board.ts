import { activeRow, type RowsMove, type RowsState, rowsStatus } from '@jdj/puzzles';
import { useEffect, useState } from 'react';
import { tRows as t } from '../../../i18n/fr-rows.ts';
import type { KeyAction } from '../keyboard.ts';
import { JOKER_FLASH_MS, RESULT_DELAY_MS, useDelayedAction, useFlashOnAdd } from '../motion.ts';
import { slotForLetter } from '../slots.ts';
import { usePhysicalKeys } from '../use-physical-keys.ts';
import { type Aimed, eraseLetter, rowCells, tapSlot, typeLetter } from './rows-input.ts';

export interface RowsBoardOptions<S extends RowsState> {
  state: S;
  dispatch(move: RowsMove): boolean;
  disabled: boolean;
  /** Milliseconds a wrong row shows before it empties (Motamo 600, the others 800). */
  wrongDelayMs: number;
  /** Enter checks the active row (Prefixo, Synonymo); Motamo checks a row as its last letter lands. */
  enterChecks: boolean;
}

/** What the live region says after a check or a joker. */
function useAnnouncements(state: RowsState, flash: number | null) {
  const [message, setMessage] = useState({ text: '', count: 0 });
  const say = (text: string) => setMessage((m) => ({ text, count: m.count + 1 }));
  const { result } = state;
  // biome-ignore lint/correctness/useExhaustiveDependencies: spoken once per change of row, with the rows of that moment.
  useEffect(() => {
    if (result === null) return;
    say(result.correct ? t('rows.found', { word: state.rows[result.row]?.spelling ?? '' }) : t('rows.wrong'));
    // A new result object is a new check; the state's other fields are read as they were then.
  }, [result]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: spoken once per answer, with the state of that moment.
  useEffect(() => {
    if (flash === null) return;
    say(t('rows.revealed', { letter: activeRow(state).letters[flash] ?? '', n: flash + 1 }));
  }, [flash]);
  return message;
}

/**
 * What the three boards share: the cursor in the active row, both keyboards, taps on slots, the result's
 * delay before `continue`, the joker's highlight and the live region. Each board lays out its own rows.
 */
export function useRowsBoard<S extends RowsState>({ state, dispatch, disabled, wrongDelayMs, enterChecks }: RowsBoardOptions<S>) {
  const { result } = state;
  // Letters are ignored while a result shows (document 2 §4) and whenever the shell holds the board.
  const busy = disabled || result !== null;
  // Where the next letter goes, in the row it was aimed at; a check or a result's end starts over.
  const [aim, setAim] = useState<{ row: number; slot: number | null } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `result` is the trigger.
  useEffect(() => setAim(null), [result]);
  const cursor = aim?.row === state.active ? aim.slot : null;
  const setCursor = (slot: number | null, row = state.active) => setAim({ row, slot });

  const delay = result?.correct === false ? wrongDelayMs : RESULT_DELAY_MS;
  useDelayedAction(result !== null && !disabled && rowsStatus(state) === 'playing', delay, () => dispatch({ type: 'continue' }));
  const revealed = activeRow(state).locks.flatMap((lock, slot) => (lock === 'revealed' ? [slot] : []));
  const flash = useFlashOnAdd(revealed, state.active, JOKER_FLASH_MS);
  const message = useAnnouncements(state, flash);

  const play = (aimed: Aimed | null) => {
    if (aimed !== null && !busy && dispatch(aimed.move)) setCursor(aimed.cursor);
  };
  const onKey = (action: KeyAction) => {
    if (action.kind === 'letter') play(typeLetter(state, action.letter, cursor));
    else if (action.kind === 'backspace') play(eraseLetter(state, cursor));
    else if (enterChecks && !busy) dispatch({ type: 'check' });
  };
  usePhysicalKeys(onKey, !disabled);

  /** A tap on a slot of any row: picks the row if needed, and the next letter goes there. */
  const onSlot = (row: number, slot: number) => {
    const tapped = busy ? null : tapSlot(state, row, slot);
    if (tapped === null) return;
    if (tapped.move === null || dispatch(tapped.move)) setCursor(tapped.cursor, row);
  };
  /** Picks a row (a tap on its definition or its name). */
  const select = (row: number) => {
    if (!busy && row !== state.active && dispatch({ type: 'select', row })) setCursor(null, row);
  };

  const cells = rowCells(activeRow(state));
  return { busy, cursor: busy ? null : slotForLetter(cells, cursor), flash, message, onKey, onSlot, select };
}
