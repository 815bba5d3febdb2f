/** The eleven games of the portal, in the catalogue's default order. */
export const GAME_SLUGS = ['anagrammo', 'decrypto', 'melimelo', 'motamo', 'numero', 'prefixo', 'sudoku', 'sudolito', 'synonymo', 'proximo', 'binero'] as const;

export type GameSlug = (typeof GAME_SLUGS)[number];

export function isGameSlug(value: unknown): value is GameSlug {
  return typeof value === 'string' && (GAME_SLUGS as readonly string[]).includes(value);
}
