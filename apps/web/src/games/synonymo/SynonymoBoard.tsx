import { activeRow, knownLetters, type RowsMove, type SynonymoState } from '@jdj/puzzles';
import { tRows } from '../../i18n/fr-rows.ts';
import { tSynonymo as t } from '../../i18n/fr-synonymo.ts';
import type { BoardProps } from '../game-definition.ts';
import { Keyboard } from '../letters/Keyboard.tsx';
import { LiveMessage } from '../letters/LiveMessage.tsx';
import { RESULT_DELAY_MS } from '../letters/motion.ts';
import '../letters/rows/rows.css';
import { SelectableRows } from '../letters/rows/SelectableRows.tsx';
import { useRowsBoard } from '../letters/rows/use-rows-board.ts';

/** Synonymo's board: the reference word, its three synonyms' rows (picked in any order), the keyboard. */
export function SynonymoBoard({ state, dispatch, disabled }: BoardProps<SynonymoState, RowsMove>) {
  const board = useRowsBoard({ state, dispatch, disabled, wrongDelayMs: RESULT_DELAY_MS, enterChecks: true });
  return (
    <div className="board rows-board synonymo">
      <div className="board-main">
        <div className="rows-board__head">
          <p className="rows-board__mistakes">{tRows('rows.mistakes', { n: state.mistakes })}</p>
        </div>
        <p className="synonymo__reference">
          <span className="synonymo__reference-label">{t('synonymo.reference')}</span> <span className="synonymo__word">{state.reference}</span>
        </p>
        <SelectableRows
          state={state}
          board={board}
          label={t('synonymo.words')}
          heading={(i) => t('synonymo.word', { n: i + 1 })}
          rowLabel={(i) => t('synonymo.word', { n: i + 1 })}
        />
      </div>
      <div className="board-controls">
        <Keyboard onKey={board.onKey} disabled={board.busy} known={knownLetters(activeRow(state))} />
      </div>
      <LiveMessage text={board.message.text} count={board.message.count} />
    </div>
  );
}
