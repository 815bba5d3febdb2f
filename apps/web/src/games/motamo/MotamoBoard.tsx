import { activeRow, knownLetters, type MotamoState, type RowsMove } from '@jdj/puzzles';
import { tMotamo as t } from '../../i18n/fr-motamo.ts';
import { tRows } from '../../i18n/fr-rows.ts';
import { keepPunctuationAttached as tie } from '../../i18n/typography.ts';
import type { BoardProps } from '../game-definition.ts';
import { Keyboard } from '../letters/Keyboard.tsx';
import { LetterSlots } from '../letters/LetterSlots.tsx';
import { LiveMessage } from '../letters/LiveMessage.tsx';
import { rowCells } from '../letters/rows/rows-input.ts';
import '../letters/rows/rows.css';
import { useRowsBoard } from '../letters/rows/use-rows-board.ts';
import { TypedText } from '../letters/TypedText.tsx';

/** Document 2 §9: a wrong Motamo word shows 0.6 s before the row goes back to its locked letters. */
export const MOTAMO_WRONG_DELAY_MS = 600;

/** A definition's lines: ';' separates them in the record. */
export const definitionLines = (definition: string): string =>
  definition
    .split(';')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');

/**
 * Motamo's board: « n / 5 », the words found so far, the current word's category and definition (sliding
 * in and typing itself), its row and the keyboard. The letter that fills the row checks it.
 */
export function MotamoBoard({ state, dispatch, disabled }: BoardProps<MotamoState, RowsMove>) {
  const board = useRowsBoard({ state, dispatch, disabled, wrongDelayMs: MOTAMO_WRONG_DELAY_MS, enterChecks: false });
  const clue = state.clues[state.active];
  const total = state.rows.length;
  const n = state.active + 1;
  const { result } = state;
  const shown = result?.row === state.active ? (result.correct ? 'validated' : 'invalidated') : null;
  const found = state.found.filter((row) => row !== state.active).map((row) => state.rows[row]?.spelling ?? '');
  return (
    <div className="board rows-board motamo">
      <div className="board-main">
        <div className="rows-board__head">
          {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: read as words where supported (« Mot 2 sur 5 »); elsewhere the figure itself is read. */}
          <p className="rows-board__progress" aria-label={t('motamo.progress', { n, total })}>
            {n} / {total}
          </p>
          <p className="rows-board__mistakes">{tRows('rows.mistakes', { n: state.mistakes })}</p>
        </div>
        {found.length > 0 && (
          <p className="motamo__chain">
            {found.map((word, i) => (
              <span key={word + i}>{word}</span>
            ))}
          </p>
        )}
        {clue && (
          <section key={state.active} className="motamo__clue" aria-label={t('motamo.definition')}>
            <p className="motamo__category">
              <span className="visually-hidden">
                {t('motamo.category')}
                {'\u00a0: '}
              </span>
              {clue.category}
            </p>
            <p className="motamo__definition">
              <TypedText text={tie(definitionLines(clue.definition))} />
            </p>
          </section>
        )}
        <LetterSlots
          cells={rowCells(activeRow(state))}
          label={t('motamo.answer')}
          cursor={board.cursor}
          flash={board.flash}
          result={shown}
          active
          disabled={board.busy}
          onSlot={(slot) => board.onSlot(state.active, slot)}
        />
      </div>
      <div className="board-controls">
        <Keyboard onKey={board.onKey} disabled={board.busy} showEnter={false} known={knownLetters(activeRow(state))} />
      </div>
      <LiveMessage text={board.message.text} count={board.message.count} />
    </div>
  );
}
