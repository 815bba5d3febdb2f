import { useLayoutEffect } from 'react';
import { t } from '../i18n/index.ts';
import type { ProviderDto } from '../shared/api/api-types.ts';
import type { RouteHandle } from './route-handle.ts';

/**
 * document.title from the deepest route that declares one: "{site}", "{site} – section", or the game's
 * name. The site name is the provider's name.
 */
export function pageTitle(handles: readonly RouteHandle[], provider: Pick<ProviderDto, 'name' | 'games'>): string {
  const site = provider.name;
  const title = handles.findLast((handle) => handle.title !== undefined)?.title;
  if (title === undefined) return site;
  if (typeof title === 'object') {
    return provider.games.find((game) => game.slug === title.gameSlug)?.name ?? site;
  }
  return t(title, { site });
}

export function useDocumentTitle(title: string): void {
  // Layout effect: the title changes in the same commit as the page, never one frame late.
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
