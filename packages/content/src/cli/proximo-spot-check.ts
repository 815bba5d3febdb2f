import { PROXIMO_SPOT_CHECKS, SPOT_CHECK_GOOD_TARGET, SPOT_CHECK_TOP, scoreSpotCheck } from '../words/proximo-data.ts';

/**
 * `npm run proximo:spot-check -w @jdj/content`: an honest check of the committed Proximo lists.
 * Each spot-check file was written by hand before any model output was seen and is never edited
 * after: per target, five neighbours a French player expects near the top. We report which of them
 * are in the committed top 100, for every check.
 */
for (const { file, title, acceptance } of PROXIMO_SPOT_CHECKS) {
  const score = scoreSpotCheck(file);
  console.log(`\n${title} (${file}${acceptance ? '' : ', indicatif'})`);
  for (const row of score.rows) {
    const detail = row.expected.map((e) => `${e.word} (${e.rank ?? '—'})`).join(', ');
    console.log(`${row.target.padEnd(13)} ${row.hits}/${row.expected.length}  ${detail}${row.listMissing ? '  [liste absente]' : ''}`);
  }
  const percent = score.expected === 0 ? 0 : (100 * score.found) / score.expected;
  console.log(`Voisins attendus trouvés dans le top ${SPOT_CHECK_TOP} : ${score.found} / ${score.expected} (${percent.toFixed(1)} %)`);
  const outsidePercent = score.expectedOutsideFields === 0 ? 0 : (100 * score.foundOutsideFields) / score.expectedOutsideFields;
  console.log(
    `Dont voisins non écrits dans le champ de leur cible : ${score.foundOutsideFields} / ${score.expectedOutsideFields} (${outsidePercent.toFixed(1)} %)`,
  );
  const good = score.rows.length - score.weakTargets.length;
  const weak = score.weakTargets.length > 0 ? ` (en dessous : ${score.weakTargets.join(', ')})` : '';
  console.log(`Cibles avec au moins ${SPOT_CHECK_GOOD_TARGET} voisins attendus sur 5 dans le top ${SPOT_CHECK_TOP} : ${good} / ${score.rows.length}${weak}`);
}
