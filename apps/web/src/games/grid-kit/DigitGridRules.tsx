import { tGrid } from '../../i18n/fr-grid.ts';
import { BoxDemo, type BoxDemoProps } from './BoxDemo.tsx';

interface DigitGridRulesProps {
  demo: BoxDemoProps;
  goal: string;
  /** What a wrong digit does in this game. */
  mistakes: string;
  keyboard: string;
  jokerPenalty: number | null;
}

/** The rules of a sudoku-family game in French, with its animated demo. */
export function DigitGridRules({ demo, goal, mistakes, keyboard, jokerPenalty }: DigitGridRulesProps) {
  return (
    <div className="sudoku-rules">
      <BoxDemo {...demo} />
      <p>{goal}</p>
      <ul>
        <li>{tGrid('grid.rules.place')}</li>
        <li>{mistakes}</li>
        <li>{tGrid('grid.rules.notes')}</li>
        <li>{tGrid('grid.rules.undo')}</li>
        <li>{keyboard}</li>
        <li>{jokerPenalty ? tGrid('grid.rules.joker', { n: jokerPenalty }) : tGrid('grid.rules.joker-free')}</li>
        <li>{tGrid('grid.rules.timer')}</li>
      </ul>
    </div>
  );
}
