import { isIsoDate } from '@jdj/puzzles';
import type { GameDto, ProviderDto } from '@jdj/api';
import { brandHeadTags, withoutShellBrandTags } from './brand-head.ts';

/**
 * The link preview of a page (issue 37): the Open Graph and X tags, and the description, that Facebook, X,
 * WhatsApp and the others read from the HTML the server sends, without running any script. They depend only
 * on the provider and the path (never on the request's Host): server-rendered pages are kept per provider
 * and route (first-paint.ts), and a page must say the same thing whoever fetched it first.
 */

/** What a preview reads of the provider. */
export type PageProvider = Pick<ProviderDto, 'slug' | 'name' | 'games' | 'features' | 'brand'>;

/** Where a provider's pages live: the origin, and what names the provider on it ('' or '?provider=slug'). */
export interface SiteAddress {
  origin: string;
  query: string;
}

/** What a preview says about one page; written into HTML by `headTags`. */
export interface PageMeta {
  siteName: string;
  title: string;
  description: string;
  /** Absolute URLs; no url where the page's address holds what the canonical one would drop (below). */
  url: string | null;
  image: string;
  imageAlt: string;
}

/** Every share picture is drawn at this size (e2e/share-previews.ts): the large card of every network. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** The portal's own picture, for the pages of no game (apps/web/public/thumbnail.png). */
export const PORTAL_IMAGE = '/thumbnail.png';
const PORTAL_IMAGE_ALT = 'Jeux du Jour : un nouveau défi chaque jour, lettres, chiffres et logique';

/** A host name fit for a URL (stored lower case, as the Host mapping reads it): anything else is skipped. */
const HOSTNAME = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

/** Each provider's host names, in the snapshot's order (the order the database gave them). */
export function hostnamesBySlug(providerSlugByHostname: ReadonlyMap<string, string>): Map<string, string[]> {
  const bySlug = new Map<string, string[]>();
  for (const [hostname, slug] of providerSlugByHostname) {
    if (!HOSTNAME.test(hostname)) continue;
    const list = bySlug.get(slug);
    if (list) list.push(hostname);
    else bySlug.set(slug, [hostname]);
  }
  return bySlug;
}

/**
 * The canonical address of a provider's pages. The default provider lives at PUBLIC_URL. A provider with
 * host names lives at its first one, over https when PUBLIC_URL is https (its public port is then 443),
 * else with PUBLIC_URL's scheme and port (a local `partenaire.localhost:3000`). A provider reached only
 * with `?provider=` keeps it: without it, the link would open the default provider's pages.
 */
export function siteAddress(slug: string, hostnames: readonly string[], publicUrl: string, defaultSlug: string): SiteAddress {
  const base = new URL(publicUrl);
  const hostname = hostnames[0];
  if (slug === defaultSlug) return { origin: base.origin, query: '' };
  if (hostname === undefined) return { origin: base.origin, query: `?provider=${encodeURIComponent(slug)}` };
  if (base.protocol === 'https:') return { origin: `https://${hostname}`, query: '' };
  return { origin: `${base.protocol}//${hostname}${base.port ? `:${base.port}` : ''}`, query: '' };
}

/**
 * The sections of the web app's page titles (apps/web/src/i18n/fr.ts, `title.*`: « {site} – section »; the
 * server may not import the web app), but for the invitation, whose card says what the link is for.
 */
const SECTIONS: Record<string, string> = {
  '/about': 'À propos',
  '/version': 'Version',
  '/logout': 'Déconnexion',
  '/stats': 'Mes statistiques',
  '/mentions-legales': 'Mentions légales',
  '/confidentialite': 'Politique de confidentialité',
  '/compte-supprime': 'Compte supprimé',
};
/** The account area (app/routes.tsx): sent home when the provider has no accounts (no_login). */
const ACCOUNT_SECTIONS: Record<string, string> = {
  '/login': 'Connexion',
  '/register': 'Inscription',
  '/verify-email': 'Vérification de l’email',
  '/request-password-reset': 'Réinitialisation du mot de passe',
  '/confirm-password-reset': 'Réinitialisation du mot de passe',
  '/profile': 'Profil',
  '/profile/edit': 'Profil',
  '/ligues': 'Ligues',
  '/ligues/rejoindre': 'Rejoindre une ligue',
};
/** The page that opens a league invitation (its token after `#`). */
const INVITATION_PAGE = '/ligues/rejoindre';
/** A league's page (/ligues/:id) and the console's screens (/admin/*): one id or a few plain segments. */
const LEAGUE_PAGE = /^\/ligues\/[A-Za-z0-9_-]{1,100}$/;
const CONSOLE_PAGE = /^\/admin(?:\/[A-Za-z0-9_-]{1,100}){0,4}$/;

/** Pages whose preview says more than the site's description. */
const DESCRIPTIONS: Record<string, (site: string) => string> = {
  '/about': (site) => `Comment jouer sur ${site} : une partie par jeu et par jour, contre la montre, et des séries à faire grandir.`,
  '/ligues/rejoindre': (site) => `Vous êtes invité à rejoindre une ligue sur ${site} : comparez vos temps chaque jour, jeu par jeu.`,
  '/mentions-legales': (site) => `Les mentions légales de ${site} : éditeur, hébergement, contact et propriété intellectuelle.`,
  '/confidentialite': (site) => `Ce que ${site} conserve de vous, pourquoi et combien de temps, et comment exercer vos droits.`,
};

/**
 * The preview of `path` for `provider` at `address`. A game's pages name the game (and the day: never an
 * answer); the other routes of the app get the site's title for their section; whatever the app would not
 * show as such (an unknown path, a game the provider does not offer, a malformed day, the account area of a
 * provider without accounts) gets the home's preview.
 */
export function pageMeta(path: string, provider: PageProvider, address: SiteAddress): PageMeta {
  const site = provider.name;
  const route = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  const urlOf = (p: string) => `${address.origin}${p}${address.query}`;
  // A partner with a logo shares pictures of its own (issue 38): its logo on its colour, and the games' with it.
  const logo = provider.brand.logo_url;
  const portal = logo
    ? {
        siteName: site,
        image: `${address.origin}${brandPicture(logo, 'share.png')}`,
        imageAlt: `${site} : un nouveau défi chaque jour, lettres, chiffres et logique`,
      }
    : { siteName: site, image: `${address.origin}${PORTAL_IMAGE}`, imageAlt: PORTAL_IMAGE_ALT };
  const home: PageMeta = { ...portal, title: site, description: homeDescription(provider), url: urlOf('/') };

  const [, slug, date, end, ...rest] = route.split('/');
  const game = provider.games.find((g) => g.slug === slug);
  if (game && rest.length === 0 && (end === undefined || end === 'end')) {
    const picture = logo ? brandPicture(logo, `share/${game.slug}.png`) : `/${game.slug}/thumbnail.png`;
    const gamePage = { siteName: site, image: `${address.origin}${picture}`, imageAlt: `Aperçu du jeu ${game.name}` };
    if (date === undefined)
      return { ...gamePage, title: game.name, description: sentences(game.description, `Une nouvelle partie chaque jour sur ${site}.`), url: urlOf(route) };
    if (!isIsoDate(date)) return home;
    const day = frenchDay(date);
    const description =
      end === undefined
        ? sentences(game.description, `La partie du ${day} vous attend sur ${site}.`)
        : sentences(`Les résultats de la partie du ${day} sur ${site}.`, game.description);
    return { ...gamePage, title: `${game.name} du ${day}`, description, url: urlOf(route) };
  }

  const noLogin = provider.features.includes('no_login');
  const section = SECTIONS[route] ?? (noLogin ? undefined : ACCOUNT_SECTIONS[route]);
  // An invitation's token travels after `#`, which no crawler sends: an og:url would be its address without
  // the token, and a network that opens og:url on a click would lose the invitation. The shared link stays.
  if (route === INVITATION_PAGE && section !== undefined) return { ...home, title: `${site} – ${section}`, description: DESCRIPTIONS[route]!(site), url: null };
  if (section !== undefined) return { ...home, title: `${site} – ${section}`, description: DESCRIPTIONS[route]?.(site) ?? home.description, url: urlOf(route) };
  if (!noLogin && LEAGUE_PAGE.test(route)) return { ...home, title: `${site} – Ligues`, url: urlOf(route) };
  if (CONSOLE_PAGE.test(route)) return { ...home, title: `${site} – Console`, url: urlOf(route) };
  return home;
}

/** Another file of the brand whose logo is at `logoUrl` (/brand/{slug}/logo.svg?v=…), with the same version. */
const brandPicture = (logoUrl: string, name: string) => logoUrl.replace(/\/logo\.(?:svg|png)/, `/${name}`);

/** The home's description, with the provider's own number of games (a partner offers five, not eleven). */
export function homeDescription(provider: PageProvider): string {
  const site = provider.name;
  const free = provider.features.includes('no_login') ? 'Gratuit, sans compte.' : 'Gratuit, avec ou sans compte.';
  const games = provider.games;
  if (games.length === 0) return `${site} : des jeux de lettres, de chiffres et de logique, un nouveau défi chaque jour. ${free}`;
  if (games.length === 1) return `${site} : un nouveau défi chaque jour avec ${(games[0] as GameDto).name}. ${free}`;
  return `${site} : un nouveau défi chaque jour dans ${numberInWords(games.length)} jeux de lettres, de chiffres et de logique. ${free}`;
}

const NUMBERS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
];

/** « onze », « cinq »; figures past seize (no provider offers that many games today). */
export const numberInWords = (n: number): string => NUMBERS[n] ?? String(n);

const dayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** « samedi 28 novembre 2026 », « dimanche 1er novembre 2026 » (French writes the first of the month 1er). */
export function frenchDay(date: string): string {
  return dayFormat
    .formatToParts(new Date(`${date}T12:00:00Z`))
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** Sentences joined with one space, each ending with its punctuation; empty ones (a game without description) left out. */
function sentences(...texts: string[]): string {
  return texts
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => (/[.!?…]$/.test(text) ? text : `${text}.`))
    .join(' ');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside a double-quoted HTML attribute, or between tags. */
export const escapeAttribute = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The tags, one a line, indented as the <head> of apps/web/index.html. */
export function headTags(meta: PageMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(String(value))}" />`;
  return [
    tag('name', 'description', meta.description),
    tag('property', 'og:type', 'website'),
    tag('property', 'og:site_name', meta.siteName),
    tag('property', 'og:locale', 'fr_FR'),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    ...(meta.url === null ? [] : [tag('property', 'og:url', meta.url)]),
    tag('property', 'og:image', meta.image),
    tag('property', 'og:image:type', 'image/png'),
    tag('property', 'og:image:width', PREVIEW_WIDTH),
    tag('property', 'og:image:height', PREVIEW_HEIGHT),
    tag('property', 'og:image:alt', meta.imageAlt),
    tag('name', 'twitter:card', 'summary_large_image'),
  ].join('\n    ');
}

/** index.html's own description: the route's tags take its place, high in <head>, before any inline CSS. */
const DESCRIPTION_META = /<meta name="description"[^>]*>/;

/**
 * index.html cut where a page's tags go: in place of its description, else just before </head>; null when it
 * has neither (the page is then sent without tags).
 */
export function splitForHead(shell: string): { before: string; after: string } | null {
  // The shell's title, icons, theme colour and manifest are the portal's: each page writes its provider's (brand-head.ts).
  const html = withoutShellBrandTags(shell);
  const description = DESCRIPTION_META.exec(html);
  if (description) return { before: html.slice(0, description.index), after: html.slice(description.index + description[0].length) };
  const end = html.indexOf('</head>');
  return end === -1 ? null : { before: html.slice(0, end), after: html.slice(end) };
}

/** Paths kept per provider and catalogue snapshot: the app's routes and the days people share, not every path asked. */
const KEPT_PATHS = 2_000;

/**
 * The tags of a request's page, for the provider the request resolved to. Built once per provider object of
 * the catalogue's snapshot and path (a new snapshot, every few seconds, builds them again, so an edit in the
 * console shows), and the same string then: the plain shell keeps its page under it (static-site.ts). A path
 * past KEPT_PATHS is built each time (~10 µs for a section, ~20 µs for a day: its date in French words).
 */
export class PageHeads {
  private readonly hostnames = new WeakMap<ReadonlyMap<string, string>, Map<string, string[]>>();
  private readonly heads = new WeakMap<PageProvider, Map<string, string>>();

  constructor(
    private readonly publicUrl: string,
    private readonly defaultSlug: string,
  ) {}

  /** `provider` and `providerSlugByHostname` come from the same snapshot: the provider object stands for both. */
  of(path: string, provider: PageProvider, providerSlugByHostname: ReadonlyMap<string, string>): string {
    let byPath = this.heads.get(provider);
    if (!byPath) {
      byPath = new Map();
      this.heads.set(provider, byPath);
    }
    let head = byPath.get(path);
    if (head === undefined) {
      const meta = pageMeta(path, provider, this.addressOf(provider.slug, providerSlugByHostname));
      head = `${headTags(meta)}\n    ${brandHeadTags(provider, meta.title)}`;
      if (byPath.size < KEPT_PATHS) byPath.set(path, head);
    }
    return head;
  }

  private addressOf(slug: string, providerSlugByHostname: ReadonlyMap<string, string>): SiteAddress {
    let bySlug = this.hostnames.get(providerSlugByHostname);
    if (!bySlug) {
      bySlug = hostnamesBySlug(providerSlugByHostname);
      this.hostnames.set(providerSlugByHostname, bySlug);
    }
    return siteAddress(slug, bySlug.get(slug) ?? [], this.publicUrl, this.defaultSlug);
  }
}
