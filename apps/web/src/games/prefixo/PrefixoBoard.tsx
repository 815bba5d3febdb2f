import { activeRow, knownLetters, type PrefixoState, type RowsMove } from '@jdj/puzzles';
import { tPrefixo as t } from '../../i18n/fr-prefixo.ts';
import { tRows } from '../../i18n/fr-rows.ts';
import { keepPunctuationAttached as tie } from '../../i18n/typography.ts';
import type { BoardProps } from '../game-definition.ts';
import { Keyboard } from '../letters/Keyboard.tsx';
import { LiveMessage } from '../letters/LiveMessage.tsx';
import '../letters/rows/rows.css';
import { SelectableRows } from '../letters/rows/SelectableRows.tsx';
import { useRowsBoard } from '../letters/rows/use-rows-board.ts';
import { RESULT_DELAY_MS } from '../letters/motion.ts';

/**
 * Prefixo's board: the prefix, the five definitions each over its word's row (picked in any order, found
 * ones checked), and the keyboard with « Valider ».
 */
export function PrefixoBoard({ state, dispatch, disabled }: BoardProps<PrefixoState, RowsMove>) {
  const board = useRowsBoard({ state, dispatch, disabled, wrongDelayMs: RESULT_DELAY_MS, enterChecks: true });
  return (
    <div className="board rows-board prefixo">
      <div className="board-main">
        <div className="rows-board__head">
          <p className="rows-board__progress">
            {t('prefixo.prefix')} <span className="prefixo__prefix">{state.prefix}</span>
          </p>
          <p className="rows-board__mistakes">{tRows('rows.mistakes', { n: state.mistakes })}</p>
        </div>
        <SelectableRows
          state={state}
          board={board}
          label={t('prefixo.words')}
          heading={(i) => tie(state.definitions[i] ?? '')}
          rowLabel={(i) => t('prefixo.word', { n: i + 1 })}
        />
      </div>
      <div className="board-controls">
        <Keyboard onKey={board.onKey} disabled={board.busy} known={knownLetters(activeRow(state))} />
      </div>
      <LiveMessage text={board.message.text} count={board.message.count} />
    </div>
  );
}
