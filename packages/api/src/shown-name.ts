// The one rule for every name a person shows to others (league names, first and last names, usernames).
// Pure and free of zod, so the server's checks and the browser's forms can share it (issue 34, item 5).
//
// A shown name may not hide anything: no control character, no bidi control (U+202E turns « ada » into an
// impostor's « ada » read backwards), no zero-width or other invisible code point, and no `<` `>`. Its length is
// what a player counts: graphemes (one emoji, one accented letter), never UTF-16 code units.

/** Cc controls, Cf formats (bidi controls, zero-width, soft hyphen, BOM, tags…), surrogates, private use, line and paragraph separators, and every default-ignorable code point (Hangul fillers, variation selectors…). */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;
/** What may sit inside an emoji only: the zero-width joiner, variation selectors, and the tags of subdivision flags. */
const EMOJI_GLUE = /[\u200D\p{Variation_Selector}\u{E0020}-\u{E007F}]/u;
const EMOJI_BASE = /[\p{Extended_Pictographic}\p{Emoji}\p{Regional_Indicator}]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const ANGLE_BRACKETS = /[<>]/;
/** The most code points one grapheme may hold: a family emoji with skin tones has 11; stacked accents (« Zalgo » text) have more. */
export const GRAPHEME_CODE_POINTS_MAX = 12;

export type ShownNameProblem = 'hidden' | 'brackets' | 'overloaded' | 'too-long';

/** Each shown name as its form names it, with the article its refusals start with. */
export const SHOWN_NAME_LABELS = {
  league: 'Le nom de la ligue',
  firstName: 'Le prénom',
  lastName: 'Le nom',
  username: 'Le nom d’utilisateur',
} as const;

let segmenter: Intl.Segmenter | undefined;

/** The graphemes of `text`, as a player sees them (the language does not change grapheme breaks). */
export function graphemes(text: string): string[] {
  // A browser without Intl.Segmenter (Firefox before 125): code points, never a crash (see shownNameProblem).
  if (typeof Intl.Segmenter !== 'function') return Array.from(text);
  segmenter ??= new Intl.Segmenter('fr', { granularity: 'grapheme' });
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** How many characters a player counts in `text`. */
export function graphemeCount(text: string): number {
  return graphemes(text).length;
}

/** Whether the grapheme shows nothing it does not say: invisible code points are allowed only as an emoji's glue. */
function isVisibleGrapheme(grapheme: string): boolean {
  const points = Array.from(grapheme);
  const emoji = EMOJI_BASE.test(points[0] ?? '');
  return points.every((point, index) => {
    if (!HIDDEN.test(point)) return true;
    if (!emoji || index === 0 || !EMOJI_GLUE.test(point)) return false;
    // A joiner must join two pictographs: a trailing one would hide in the name.
    return point !== '\u200D' || PICTOGRAPH.test(points[index + 1] ?? '');
  });
}

/** The first problem of an already trimmed name, or null when it may be shown; `max` is in graphemes. */
export function shownNameProblem(text: string, max: number): ShownNameProblem | null {
  // Without graphemes a browser would refuse an emoji it cannot count: it leaves the judgement to the server.
  if (typeof Intl.Segmenter !== 'function') return null;
  const parts = graphemes(text);
  if (!parts.every(isVisibleGrapheme)) return 'hidden';
  if (ANGLE_BRACKETS.test(text)) return 'brackets';
  if (parts.some((part) => Array.from(part).length > GRAPHEME_CODE_POINTS_MAX)) return 'overloaded';
  if (parts.length > max) return 'too-long';
  return null;
}

/** The French sentence a player reads; `label` names the field as the form does, with its article (« Le nom de la ligue »). */
export function shownNameMessage(problem: ShownNameProblem, label: string, max: number): string {
  switch (problem) {
    case 'hidden':
      return `${label} contient un caractère invisible ou de contrôle : retirez-le.`;
    case 'brackets':
      return `${label} ne peut pas contenir « < » ni « > ».`;
    case 'overloaded':
      return `${label} contient un caractère surchargé de signes (accents empilés) : simplifiez-le.`;
    case 'too-long':
      return `${label} ne doit pas dépasser ${max} caractères.`;
  }
}

/**
 * A name from elsewhere (an identity provider's claims) made showable: hidden code points and `<>` removed,
 * spaces collapsed, cut after `max` graphemes, never inside one; undefined when nothing is left.
 */
export function cleanShownName(text: string | undefined, max: number): string | undefined {
  if (text === undefined) return undefined;
  const kept = graphemes(text.replace(/[<>]/g, ''))
    .filter((part) => isVisibleGrapheme(part) && Array.from(part).length <= GRAPHEME_CODE_POINTS_MAX)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = graphemes(kept).slice(0, max).join('').trim();
  return cut || undefined;
}
