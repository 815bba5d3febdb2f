import { tGrid as t } from '../../i18n/fr-grid.ts';
import { RedoIcon, UndoIcon } from './GridIcons.tsx';

interface HistoryToolsProps {
  canUndo: boolean;
  canRedo: boolean;
  disabled: boolean;
  onUndo(): void;
  onRedo(): void;
}

/** « Annuler » and « Rétablir » in a grid game's toolbar: the module's undo and redo moves. */
export function HistoryTools({ canUndo, canRedo, disabled, onUndo, onRedo }: HistoryToolsProps) {
  return (
    <>
      <button type="button" className="grid-tool" disabled={disabled || !canUndo} aria-keyshortcuts="Control+Z" onClick={onUndo}>
        <UndoIcon />
        {t('grid.undo')}
      </button>
      <button type="button" className="grid-tool" disabled={disabled || !canRedo} aria-keyshortcuts="Control+Y" onClick={onRedo}>
        <RedoIcon />
        {t('grid.redo')}
      </button>
    </>
  );
}
