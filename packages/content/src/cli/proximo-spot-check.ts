import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npx tsx packages/content/src/cli/proximo-spot-check.ts`: an honest check of the Proximo lists.
 * spot-check.tsv was written by hand before any model output was seen: per target, five neighbours
 * a French player would expect near the top. We report which of them are in the committed top 100.
 */
const DIR = fileURLToPath(new URL('../../data/proximo/', import.meta.url));
const TOP = 100;

const lines = (file: string) =>
  fs.readFileSync(file, 'utf8').split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');

const rows = lines(path.join(DIR, 'spot-check.tsv')).map((line) => {
  const [target = '', expected = ''] = line.split('\t');
  return { target, expected: expected.split(',').map((w) => w.trim()) };
});

let found = 0;
let expectedTotal = 0;
let goodTargets = 0;
for (const { target, expected } of rows) {
  // Rank 1 is the first line of the list; only the top 100 counts here.
  const top = lines(path.join(DIR, 'lists', `${target}.txt`)).slice(0, TOP);
  const hits = expected.filter((w) => top.includes(w));
  found += hits.length;
  expectedTotal += expected.length;
  if (hits.length >= 3) goodTargets++;
  const detail = expected.map((w) => (top.includes(w) ? `${w} (${top.indexOf(w) + 1})` : `${w} (—)`));
  console.log(`${target.padEnd(10)} ${hits.length}/${expected.length}  ${detail.join(', ')}`);
}

const percent = expectedTotal === 0 ? 0 : (100 * found) / expectedTotal;
console.log(`\nVoisins attendus trouvés dans le top ${TOP} : ${found} / ${expectedTotal} (${percent.toFixed(1)} %)`);
console.log(`Cibles avec au moins 3 voisins attendus sur 5 dans le top ${TOP} : ${goodTargets} / ${rows.length}`);
