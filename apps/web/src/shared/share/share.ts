import { formatDuration, type Unplaced } from '@jdj/puzzles';
import { tShare } from '../../i18n/fr-share.ts';
import { PROVIDER_QUERY_PARAM, PROVIDER_SLUG_STORAGE_KEY } from '../provider/provider-slug.ts';
import { readStorage } from '../storage/safe-storage.ts';

/**
 * 'J'ai réussi à terminer le jeu {game} en {mm:ss} !' (document 1 §9), then the game's own summary of the
 * play when this device knows it (GameModule.shareSummary: squares, mistakes, jokers… never an answer), and
 * for a win that is not placed (core/placement.ts), why: a shared time does not pass for a ranked one.
 */
export function shareText(gameName: string, seconds: number, summary: string | null = null, unplaced: Unplaced | null = null): string {
  const lines = [tShare('share.text', { game: gameName, time: formatDuration(seconds) })];
  if (summary) lines.push(summary);
  if (unplaced) lines.push(tShare(`share.unplaced.${unplaced}`));
  return lines.join('\n');
}

/**
 * The provider's share_url, or the site's origin, followed by the day's play URL /{game}/{date}: document 1 §9
 * says /{game}, but the day's URL is the one whose link preview names the game and the day (« Sudoku du samedi
 * 28 novembre 2026 », issue 37), and it opens that day's game for whoever follows it. On the site's origin, a
 * visit that came through a `?provider=` keeps it, so a partner's reader sends friends to the partner's portal.
 */
export function shareUrl(
  providerShareUrl: string | null | undefined,
  origin: string,
  slug: string,
  date: string,
  providerSlug = readStorage('session', PROVIDER_SLUG_STORAGE_KEY),
): string {
  const own = providerShareUrl?.trim();
  const base = (own || origin).replace(/\/+$/, '');
  const query = !own && providerSlug ? `?${PROVIDER_QUERY_PARAM}=${encodeURIComponent(providerSlug)}` : '';
  return `${base}/${slug}/${date}${query}`;
}

/** What is copied: the text and, on its own line, the link, so that a pasted message leads to the game. */
export const copiedText = (text: string, url: string): string => `${text}\n${url}`;

export const SHARE_PLATFORMS = ['facebook', 'x', 'whatsapp', 'linkedin', 'telegram', 'email'] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

/** Names of the networks (brands, not translated) and of the mail button. */
export const PLATFORM_NAMES: Record<SharePlatform, string> = {
  facebook: 'Facebook',
  x: 'X',
  whatsapp: 'WhatsApp',
  linkedin: 'LinkedIn',
  telegram: 'Telegram',
  email: tShare('share.email'),
};

export interface ShareContent {
  title: string;
  text: string;
  url: string;
}

/** The address that opens a network's share page (or the mail client) with the content filled in. */
export function platformUrl(platform: SharePlatform, { title, text, url }: ShareContent): string {
  const e = encodeURIComponent;
  switch (platform) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${e(url)}&quote=${e(text)}`;
    case 'x':
      return `https://x.com/intent/post?text=${e(text)}&url=${e(url)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${e(copiedText(text, url))}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${e(url)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${e(url)}&text=${e(text)}`;
    case 'email':
      return `mailto:?subject=${e(title)}&body=${e(`${text}\n${url}`)}`;
    default:
      console.warn('Unsupported share platform', platform);
      return url;
  }
}

/** Native sharing only where the browser offers it, and never from inside a partner's iframe. */
export function canShareNatively(win: Window = window): boolean {
  if (typeof win.navigator.share !== 'function') return false;
  try {
    return win.self === win.top;
  } catch {
    return false; // A cross-origin parent: inside an iframe.
  }
}
