/** What the browser's boards of Anagrammo and Melimelo use from the shared anagram rules. */
export {
  ANAGRAM_JOKER_PENALTY,
  ANAGRAM_MAX_MISTAKES,
  type AnagramMove,
  type AnagramResult,
  type AnagramState,
  type AnagramTarget,
  anagramResolveMoves,
  anagramStatus,
  currentTarget,
  emptySlots,
  freeTiles,
  hasPlacedLetters,
} from './anagram-rules.ts';
