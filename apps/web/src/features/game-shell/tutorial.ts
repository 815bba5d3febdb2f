import { readStorage, writeStorage } from '../../shared/storage/safe-storage.ts';

/** tutoDone per game (document 1 §3): opening the rules once marks them read. */
export const tutorialKey = (slug: string): string => `jdj.tuto-done.${slug}`;

export const isTutorialDone = (slug: string): boolean => readStorage('local', tutorialKey(slug)) === '1';

export function markTutorialDone(slug: string): void {
  writeStorage('local', tutorialKey(slug), '1');
}
