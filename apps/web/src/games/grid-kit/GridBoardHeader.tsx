import { tGrid as t } from '../../i18n/fr-grid.ts';
import { ResetIcon } from './GridIcons.tsx';

/**
 * The line over a grid game's board: its mistakes (counted by the rules, shown as they happen) and
 * « Recommencer », kept away from the tools the thumbs use all the time (it asks first anyway).
 */
export function GridBoardHeader({ mistakes, disabled, onReset }: { mistakes: number; disabled: boolean; onReset(): void }) {
  return (
    <div className="grid-board__head">
      <p className="grid-board__mistakes">{t('grid.mistakes', { n: mistakes })}</p>
      <button type="button" className="grid-board__reset" disabled={disabled} onClick={onReset}>
        <ResetIcon />
        {t('grid.reset')}
      </button>
    </div>
  );
}
