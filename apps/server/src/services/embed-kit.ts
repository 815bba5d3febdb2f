import type { EmbedKitDto } from '@jdj/api';
import { siteAddress } from '../http/page-head.ts';
import type { StoredProviderSettings } from './provider-settings.ts';

/**
 * What a partner pastes into its pages to embed its games (issue 38): an address per game (today's; a day's is
 * the same address followed by /YYYY-MM-DD) and one for the whole portal, on the provider's own address, with the
 * host page's script that makes the frame's height follow its content (apps/web/public/embed.js), and the origins
 * the pages may be framed by (the CSP's frame-ancestors).
 */
export function embedKit(settings: StoredProviderSettings, gameNames: ReadonlyMap<string, string>, publicUrl: string, defaultSlug: string): EmbedKitDto {
  const { origin, query } = siteAddress(settings.slug, settings.hostnames, publicUrl, defaultSlug);
  return {
    slug: settings.slug,
    site: `${origin}/${query}`,
    allowed_origins: settings.frame_ancestors,
    script_url: `${origin}/embed.js`,
    portal: { url: `${origin}/embed${query}` },
    // The games it offers and the catalogue still shows (a game hidden everywhere has no page to embed).
    games: settings.games.flatMap((slug) => {
      const name = gameNames.get(slug);
      return name ? [{ slug, name, url: `${origin}/embed/${slug}${query}` }] : [];
    }),
  };
}
