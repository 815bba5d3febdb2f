import { type AnagramMove, type AnagramState, melimelo, type MelimeloPuzzle } from '@jdj/puzzles';
import { tMelimelo as t } from '../../i18n/fr-melimelo.ts';
import type { BoardProps, GameDefinition, RulesProps } from '../game-definition.ts';
import { AnagramBoard } from '../letters/anagram/AnagramBoard.tsx';
import { ANAGRAM_RESOLVE_STEP_MS, anagramJoker, anagramResolve } from '../letters/anagram/anagram-definition.ts';
import { AnagramDemo } from '../letters/anagram/AnagramDemo.tsx';
import { AnagramRuleItems } from '../letters/anagram/AnagramRules.tsx';
import { RESULT_DELAY_MS } from '../letters/motion.ts';

function MelimeloRules({ jokerPenalty }: RulesProps) {
  return (
    <div className="anagram-rules">
      <AnagramDemo hint={t('melimelo.demo.hint')} word={t('melimelo.demo.word')} letters={t('melimelo.demo.letters')} progress="2 / 5" />
      <p>{t('melimelo.rules.goal')}</p>
      <AnagramRuleItems jokerPenalty={jokerPenalty} mistakes={t('melimelo.rules.mistakes')} />
    </div>
  );
}

/** Five words in a row, with « n / total » over them. */
function MelimeloBoard(props: BoardProps<AnagramState, AnagramMove>) {
  return <AnagramBoard {...props} showProgress />;
}

/** Melimelo in the shared shell: five words of rising length, on the letter-input kit. */
const melimeloGame: GameDefinition<MelimeloPuzzle, AnagramState, AnagramMove> = {
  slug: 'melimelo',
  module: melimelo,
  parsePuzzle: (raw) => melimelo.parse(raw),
  Board: MelimeloBoard,
  Rules: MelimeloRules,
  joker: anagramJoker,
  resolve: anagramResolve,
  finishDelayMs: RESULT_DELAY_MS,
  resolveStepMs: ANAGRAM_RESOLVE_STEP_MS,
};

export default melimeloGame;
