import fs from 'node:fs';
import path from 'node:path';
import { toPlayableLetters } from '@jdj/puzzles';
import { DATA_DIR } from '../lexicon/load.ts';

export const PROXIMO_DIR = path.join(DATA_DIR, 'proximo');

/**
 * Proximo's reviewed data: `targets.txt` (the order in which targets are played) and, per target,
 * `lists/<target>.txt` with its 1,000 nearest lemmas, nearest first. Built once by
 * scripts/proximo/ and committed, because the model behind them is not reproducible.
 */
export function readProximoTargets(dir = PROXIMO_DIR): string[] {
  const file = path.join(dir, 'targets.txt');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && fs.existsSync(proximoListFile(line, dir)));
}

export function proximoListFile(target: string, dir = PROXIMO_DIR): string {
  return path.join(dir, 'lists', `${target}.txt`);
}

/** The ranked list of a target, or undefined when its file is missing. */
export function readProximoList(target: string, dir = PROXIMO_DIR): string[] | undefined {
  const file = proximoListFile(target, dir);
  if (!fs.existsSync(file)) return undefined;
  return fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The key a guess is compared on: the target's letters, A–Z. */
export const proximoKey = (word: string) => toPlayableLetters(word).toLowerCase();
