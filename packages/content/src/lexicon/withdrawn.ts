import fs from 'node:fs';
import path from 'node:path';
import { type IsoDate, isIsoDate, toPlayableLetters } from '@jdj/puzzles';
import { DATA_DIR } from '../data-dir.ts';

/**
 * Synonyms the lexicon stopped approving (data/withdrawn-synonyms.txt, issue 41): a Synonymo day published
 * before the withdrawal used one with the lexicon of its time, and stays valid. Word → synonym → date, by
 * playable letters.
 */
export type WithdrawnSynonyms = ReadonlyMap<string, ReadonlyMap<string, IsoDate>>;

export function readWithdrawnSynonyms(file = path.join(DATA_DIR, 'withdrawn-synonyms.txt')): WithdrawnSynonyms {
  const withdrawn = new Map<string, Map<string, IsoDate>>();
  if (!fs.existsSync(file)) return withdrawn;
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [date = '', word = '', synonyms = ''] = line.split('|').map((part) => part.trim());
    if (!isIsoDate(date) || word === '') throw new Error(`withdrawn-synonyms.txt : ligne illisible « ${line} »`);
    const ofWord = withdrawn.get(toPlayableLetters(word)) ?? new Map<string, IsoDate>();
    for (const synonym of synonyms
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''))
      ofWord.set(toPlayableLetters(synonym), date);
    withdrawn.set(toPlayableLetters(word), ofWord);
  }
  return withdrawn;
}

let committed: WithdrawnSynonyms | undefined;

/** Whether `synonym` was an approved synonym of `word` on `date`, withdrawn since. */
export function approvedThen(word: string, synonym: string, date: IsoDate): boolean {
  committed ??= readWithdrawnSynonyms();
  const withdrawnOn = committed.get(toPlayableLetters(word))?.get(toPlayableLetters(synonym));
  return withdrawnOn !== undefined && date < withdrawnOn;
}
