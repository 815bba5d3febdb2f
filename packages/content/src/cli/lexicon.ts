import path from 'node:path';
import { isFrenchWord } from '../lexicon/dictionary.ts';
import { LEXICON_DIR, loadLexicon } from '../lexicon/load.ts';

/**
 * `npm run lexicon -w @jdj/content [-- dossier]`: the editor's check while writing lexicon files.
 * Prints every refused line, every word unknown to the independent dictionary, and counts that tell
 * which letters and lengths the daily games still lack.
 */
const dir = process.argv[2] ? path.resolve(process.argv[2]) : LEXICON_DIR;
const { lexicon, errors } = loadLexicon(dir);
for (const entry of lexicon.entries) {
  if (!isFrenchWord(entry.lemma)) errors.push(`${entry.source}: « ${entry.lemma} » absent du dictionnaire de référence`);
  for (const synonym of entry.synonyms) {
    if (!isFrenchWord(synonym)) errors.push(`${entry.source}: synonyme « ${synonym} » absent du dictionnaire de référence`);
  }
}
for (const error of errors) console.log(error);

const count = (key: (e: (typeof lexicon.entries)[number]) => string) => {
  const counts = new Map<string, number>();
  for (const entry of lexicon.entries) counts.set(key(entry), (counts.get(key(entry)) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, n]) => `${k}:${n}`)
    .join(' ');
};
console.log(`\n${lexicon.entries.length} mots, ${errors.length} problème(s)`);
console.log(`initiale  ${count((e) => e.letters[0]!)}`);
console.log(`finale    ${count((e) => e.letters.at(-1)!)}`);
console.log(`longueur  ${count((e) => String(e.letters.length).padStart(2, '0'))}`);
console.log(`niveau    ${count((e) => String(e.band))}`);
console.log(`synonymes ≥3 : ${lexicon.entries.filter((e) => e.synonyms.length >= 3).length}`);
console.log(`hors des 30 000 mots les plus fréquents : ${lexicon.entries.filter((e) => e.rank === null).length} (à vérifier : trop rares ?)`);
process.exit(errors.length === 0 ? 0 : 1);
