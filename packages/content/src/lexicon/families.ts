import fs from 'node:fs';
import path from 'node:path';
import { normalizeText } from '@jdj/puzzles';
import { DATA_DIR } from '../data-dir.ts';

/** Hand-written families whose root changes (émouvoir / émotion): data/families.txt, one family per line. */
export const FAMILIES_FILE = path.join(DATA_DIR, 'families.txt');

const ENDINGS = ['', 's', 'e', 'es', 'x'];

/** Each written form (with its plural and feminine) -> the numbers of the families it belongs to. */
export function parseFamilies(text: string): Map<string, number[]> {
  const families = new Map<string, number[]>();
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.startsWith('#')) return;
    for (const word of line.trim().split(/\s+/)) {
      const key = normalizeText(word).replace(/[^a-z]/g, '');
      for (const ending of ENDINGS) {
        const ids = families.get(key + ending) ?? [];
        if (!ids.includes(index)) families.set(key + ending, [...ids, index]);
      }
    }
  });
  return families;
}

let committed: Map<string, number[]> | undefined;

function committedFamilies(): Map<string, number[]> {
  committed ??= parseFamilies(fs.existsSync(FAMILIES_FILE) ? fs.readFileSync(FAMILIES_FILE, 'utf8') : '');
  return committed;
}

/** True when two accent-free keys are listed in one family of data/families.txt. */
export function listedTogether(a: string, b: string): boolean {
  const families = committedFamilies();
  const of = families.get(a);
  return of?.some((id) => families.get(b)?.includes(id)) ?? false;
}
