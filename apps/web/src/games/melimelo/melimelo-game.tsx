import { type AnagramMove, type AnagramState, melimelo } from '@jdj/puzzles';
import { tMelimelo as t } from '../../i18n/fr-melimelo.ts';
import { keepPunctuationAttached as tie } from '../../i18n/typography.ts';
import type { BoardProps, RulesProps } from '../game-definition.ts';
import { AnagramBoard } from '../letters/anagram/AnagramBoard.tsx';
import { defineAnagramGame } from '../letters/anagram/anagram-definition.ts';
import { AnagramDemo } from '../letters/anagram/AnagramDemo.tsx';
import { AnagramRuleItems } from '../letters/anagram/AnagramRules.tsx';

function MelimeloRules({ jokerPenalty }: RulesProps) {
  return (
    <div className="anagram-rules">
      <AnagramDemo hint={t('melimelo.demo.hint')} word={t('melimelo.demo.word')} letters={t('melimelo.demo.letters')} progress="2 / 5" />
      <p>{tie(t('melimelo.rules.goal'))}</p>
      <AnagramRuleItems jokerPenalty={jokerPenalty} mistakes={t('melimelo.rules.mistakes')} />
    </div>
  );
}

/** Five words in a row, with « n / total » over them. */
function MelimeloBoard(props: BoardProps<AnagramState, AnagramMove>) {
  return <AnagramBoard {...props} showProgress />;
}

/** Melimelo in the shared shell: five words of rising length, on the letter-input kit. */
const melimeloGame = defineAnagramGame({
  module: melimelo,
  Board: MelimeloBoard,
  Rules: MelimeloRules,
  answers: (puzzle) => puzzle.words.map((w) => w.word),
});

export default melimeloGame;
