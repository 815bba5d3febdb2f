/**
 * French answers are compared without accents or case: "Éléphant" = "ELEPHANT".
 * Ligatures are expanded because players type "oe" for "œ".
 */
const LIGATURES: Record<string, string> = { œ: 'oe', Œ: 'OE', æ: 'ae', Æ: 'AE', ß: 'ss' };

export function stripAccents(text: string): string {
  return text
    .replace(/[œŒæÆß]/g, (ch) => LIGATURES[ch] ?? ch)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** Lower-case, accent-free, trimmed form used for every answer comparison. */
export function normalizeText(text: string): string {
  return stripAccents(text).toLowerCase().trim();
}

export function sameText(a: string, b: string): boolean {
  return normalizeText(a) === normalizeText(b);
}

/** Upper-case A–Z letters only: what letter games accept from the keyboard. */
export function toPlayableLetters(text: string): string {
  return stripAccents(text)
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

/**
 * The letters of `toPlayableLetters(spelling)` as the word is written, accents kept (« assurément » →
 * A S S U R É M E N T): what a found word shows. A ligature gives its two letters (« cœur » → C O E U R).
 */
export function spelledLetters(spelling: string): string[] {
  const letters: string[] = [];
  for (const ch of spelling) {
    const plain = toPlayableLetters(ch);
    if (plain.length === 1) letters.push(ch.toUpperCase());
    else letters.push(...plain);
  }
  return letters;
}
