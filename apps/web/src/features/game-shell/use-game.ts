import { useCallback, useState } from 'react';
import type { GameDto } from '../../shared/api/api-types.ts';
import { useProvider } from '../../shared/provider/provider-context.ts';
import { markTutorialDone } from './tutorial.ts';

/** The catalogue entry of a game in the current provider, or undefined when the provider does not offer it. */
export function useGameEntry(slug: string): GameDto | undefined {
  return useProvider().provider.games.find((game) => game.slug === slug);
}

/** Open state of the rules modal; opening marks the tutorial done (per game, document 1 §2). */
export function useRulesModal(slug: string, onChange?: (open: boolean) => void) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => {
    markTutorialDone(slug);
    setOpen(true);
    onChange?.(true);
  }, [slug, onChange]);
  const hide = useCallback(() => {
    setOpen(false);
    onChange?.(false);
  }, [onChange]);
  return { open, show, hide };
}
