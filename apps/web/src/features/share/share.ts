import { formatDuration } from '@jdj/puzzles';
import { tShare } from '../../i18n/fr-share.ts';

/**
 * 'J'ai réussi à terminer le jeu {game} en {mm:ss} !' (document 1 §9), then the game's own summary of the
 * play when this device knows it (GameModule.shareSummary: squares, mistakes, jokers… never an answer).
 */
export function shareText(gameName: string, seconds: number, summary: string | null = null): string {
  const first = tShare('share.text', { game: gameName, time: formatDuration(seconds) });
  return summary ? `${first}\n${summary}` : first;
}

/** The provider's share_url, or the site's origin, followed by /{game} (document 1 §9). */
export function shareUrl(providerShareUrl: string | null | undefined, origin: string, slug: string): string {
  const base = providerShareUrl?.trim() || origin;
  return `${base.replace(/\/+$/, '')}/${slug}`;
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
