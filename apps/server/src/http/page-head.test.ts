import { type GameDto, NO_BRAND } from '@jdj/api';
import { describe, expect, it } from 'vitest';
import {
  frenchDay,
  headTags,
  homeDescription,
  hostnamesBySlug,
  type PageProvider,
  PageHeads,
  pageMeta,
  type SiteAddress,
  siteAddress,
  splitForHead,
} from './page-head.ts';

const game = (slug: string, name: string, description: string): GameDto => ({
  id: slug,
  slug,
  name,
  route: `/${slug}`,
  description,
  color: '#f1c40f',
  logo: `/logos/${slug}.svg`,
  is_active: true,
  joker_penalty: null,
});

const SUDOKU = game('sudoku', 'Sudoku', 'Le grand classique 9×9 : chaque chiffre une seule fois par ligne, colonne et carré.');
const MOTAMO = game('motamo', 'Motamo', 'Enchaînez 5 mots : chacun commence par la dernière lettre du précédent.');
const ELEVEN = ['anagrammo', 'decrypto', 'melimelo', 'motamo', 'numero', 'prefixo', 'sudoku', 'sudolito', 'synonymo', 'proximo', 'binero'];

const portal: PageProvider = {
  slug: 'default',
  name: 'Jeux du Jour',
  features: ['allow_theme_change'],
  games: ELEVEN.map((slug) => (slug === 'sudoku' ? SUDOKU : slug === 'motamo' ? MOTAMO : game(slug, slug, `Le jeu ${slug}.`))),
  brand: NO_BRAND,
};
const partner: PageProvider = { slug: 'partenaire', name: 'Le Journal Partenaire', features: ['no_login'], games: [MOTAMO, SUDOKU], brand: NO_BRAND };
const AT_PORTAL: SiteAddress = { origin: 'https://jeux.example.fr', query: '' };

/** The tags of a head, by name or property, decoded. */
function tagsOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[m[1]!] = m[2]!
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return tags;
}

describe('the link preview of a page', () => {
  it("names the home by the provider, with the provider's own number of games", () => {
    const home = pageMeta('/', portal, AT_PORTAL);
    expect(home).toEqual({
      siteName: 'Jeux du Jour',
      title: 'Jeux du Jour',
      description: 'Jeux du Jour : un nouveau défi chaque jour dans onze jeux de lettres, de chiffres et de logique. Gratuit, avec ou sans compte.',
      url: 'https://jeux.example.fr/',
      image: 'https://jeux.example.fr/thumbnail.png',
      imageAlt: 'Jeux du Jour : un nouveau défi chaque jour, lettres, chiffres et logique',
    });
    // A partner without accounts offers two games here, and no account.
    expect(homeDescription(partner)).toBe(
      'Le Journal Partenaire : un nouveau défi chaque jour dans deux jeux de lettres, de chiffres et de logique. Gratuit, sans compte.',
    );
    expect(homeDescription({ ...partner, games: [SUDOKU] })).toBe('Le Journal Partenaire : un nouveau défi chaque jour avec Sudoku. Gratuit, sans compte.');
  });

  it("names a game's landing by the game, with its description and picture", () => {
    expect(pageMeta('/sudoku', portal, AT_PORTAL)).toEqual({
      siteName: 'Jeux du Jour',
      title: 'Sudoku',
      description: 'Le grand classique 9×9 : chaque chiffre une seule fois par ligne, colonne et carré. Une nouvelle partie chaque jour sur Jeux du Jour.',
      url: 'https://jeux.example.fr/sudoku',
      image: 'https://jeux.example.fr/sudoku/thumbnail.png',
      imageAlt: 'Aperçu du jeu Sudoku',
    });
    // The router takes a trailing slash: the preview names the page without it.
    expect(pageMeta('/sudoku/', portal, AT_PORTAL).url).toBe('https://jeux.example.fr/sudoku');
  });

  it('names a day to play, and its end screen, by the game and the day in French words', () => {
    const play = pageMeta('/sudoku/2026-11-28', portal, AT_PORTAL);
    expect(play.title).toBe('Sudoku du samedi 28 novembre 2026');
    expect(play.description).toBe(
      'Le grand classique 9×9 : chaque chiffre une seule fois par ligne, colonne et carré. La partie du samedi 28 novembre 2026 vous attend sur Jeux du Jour.',
    );
    expect(play.url).toBe('https://jeux.example.fr/sudoku/2026-11-28');
    expect(play.image).toBe('https://jeux.example.fr/sudoku/thumbnail.png');
    const end = pageMeta('/motamo/2026-11-01/end', portal, AT_PORTAL);
    expect(end.title).toBe('Motamo du dimanche 1er novembre 2026');
    expect(end.description).toBe(
      'Les résultats de la partie du dimanche 1er novembre 2026 sur Jeux du Jour. Enchaînez 5 mots : chacun commence par la dernière lettre du précédent.',
    );
    expect(end.url).toBe('https://jeux.example.fr/motamo/2026-11-01/end');
  });

  it('writes days the way French does', () => {
    expect(frenchDay('2026-11-28')).toBe('samedi 28 novembre 2026');
    expect(frenchDay('2027-01-01')).toBe('vendredi 1er janvier 2027');
    expect(frenchDay('2028-02-29')).toBe('mardi 29 février 2028');
  });

  it("gives the other routes the site's title for their section, and its picture", () => {
    const cases: [string, string][] = [
      ['/about', 'Jeux du Jour – À propos'],
      ['/login', 'Jeux du Jour – Connexion'],
      ['/register', 'Jeux du Jour – Inscription'],
      ['/stats', 'Jeux du Jour – Mes statistiques'],
      ['/ligues/rejoindre', 'Jeux du Jour – Rejoindre une ligue'],
      ['/mentions-legales', 'Jeux du Jour – Mentions légales'],
      ['/confidentialite', 'Jeux du Jour – Politique de confidentialité'],
      ['/ligues/3f2a9c1e-league', 'Jeux du Jour – Ligues'],
      ['/admin/providers', 'Jeux du Jour – Console'],
    ];
    for (const [path, title] of cases) {
      const meta = pageMeta(path, portal, AT_PORTAL);
      expect(meta.title, path).toBe(title);
      // An invitation's token is after `#`: a canonical address without it would lose the invitation on a click.
      expect(meta.url, path).toBe(path === '/ligues/rejoindre' ? null : `https://jeux.example.fr${path}`);
      expect(meta.image, path).toBe('https://jeux.example.fr/thumbnail.png');
    }
    expect(headTags(pageMeta('/ligues/rejoindre', portal, AT_PORTAL))).not.toContain('og:url');
    expect(headTags(pageMeta('/about', portal, AT_PORTAL))).toContain('<meta property="og:url" content="https://jeux.example.fr/about" />');
    expect(pageMeta('/ligues/rejoindre', portal, AT_PORTAL).description).toBe(
      'Vous êtes invité à rejoindre une ligue sur Jeux du Jour : comparez vos temps chaque jour, jeu par jeu.',
    );
    expect(pageMeta('/mentions-legales', portal, AT_PORTAL).description).toContain('Les mentions légales de Jeux du Jour');
    expect(pageMeta('/login', portal, AT_PORTAL).description).toBe(homeDescription(portal));
  });

  it("falls back to the home's preview where the app would not show the page asked for", () => {
    const home = pageMeta('/', portal, AT_PORTAL);
    // Unknown paths, a game this provider does not offer, a malformed or impossible day, a path past the end screen.
    for (const path of ['/nimportequoi', '/binero', '/motamo/hier', '/sudoku/2026-02-30', '/sudoku/2026-11-28/fin', '/sudoku/2026-11-28/end/x']) {
      expect(pageMeta(path, partner, AT_PORTAL), path).toEqual(pageMeta('/', partner, AT_PORTAL));
    }
    expect(pageMeta('/sudoku/28-11-2026', portal, AT_PORTAL)).toEqual(home);
    // The account area goes home without accounts (no_login), leagues included.
    for (const path of ['/login', '/profile', '/ligues/rejoindre', '/ligues/abc']) {
      expect(pageMeta(path, partner, AT_PORTAL), path).toEqual(pageMeta('/', partner, AT_PORTAL));
    }
  });
});

describe('the address of a provider in its previews', () => {
  it('is PUBLIC_URL for the default provider', () => {
    expect(siteAddress('default', [], 'https://jeux.example.fr', 'default')).toEqual({ origin: 'https://jeux.example.fr', query: '' });
  });

  it('is the first host name of a partner that has one, over https behind https', () => {
    expect(siteAddress('partenaire', ['jeux.journal.fr', 'www.jeux.journal.fr'], 'https://jeux.example.fr', 'default')).toEqual({
      origin: 'https://jeux.journal.fr',
      query: '',
    });
    // A local try (PUBLIC_URL http://localhost:3000): the partner's host name on the same scheme and port.
    expect(siteAddress('partenaire', ['partenaire.localhost'], 'http://localhost:3000', 'default').origin).toBe('http://partenaire.localhost:3000');
    const meta = pageMeta('/sudoku/2026-11-28', partner, siteAddress('partenaire', ['jeux.journal.fr'], 'https://jeux.example.fr', 'default'));
    expect(meta.url).toBe('https://jeux.journal.fr/sudoku/2026-11-28');
    expect(meta.image).toBe('https://jeux.journal.fr/sudoku/thumbnail.png');
    expect(meta.siteName).toBe('Le Journal Partenaire');
  });

  it('keeps ?provider= for a partner reached only that way, in the page URL but not the picture', () => {
    const address = siteAddress('partenaire', [], 'https://jeux.example.fr', 'default');
    expect(address).toEqual({ origin: 'https://jeux.example.fr', query: '?provider=partenaire' });
    const meta = pageMeta('/motamo', partner, address);
    expect(meta.url).toBe('https://jeux.example.fr/motamo?provider=partenaire');
    expect(meta.image).toBe('https://jeux.example.fr/motamo/thumbnail.png');
  });

  it("reads each provider's host names from the catalogue's mapping, in its order, skipping malformed ones", () => {
    const mapping = new Map([
      ['jeux.journal.fr', 'partenaire'],
      ['bad host"><script>', 'autre'],
      ['www.jeux.journal.fr', 'partenaire'],
      ['jeux.autre.fr', 'autre'],
    ]);
    expect(hostnamesBySlug(mapping)).toEqual(
      new Map([
        ['partenaire', ['jeux.journal.fr', 'www.jeux.journal.fr']],
        ['autre', ['jeux.autre.fr']],
      ]),
    );
  });
});

describe('the tags written into the page', () => {
  it('carries every tag Facebook, X and WhatsApp read', () => {
    const tags = tagsOf(headTags(pageMeta('/sudoku/2026-11-28', portal, AT_PORTAL)));
    expect(tags).toEqual({
      description: tags['og:description'],
      'og:type': 'website',
      'og:site_name': 'Jeux du Jour',
      'og:locale': 'fr_FR',
      'og:title': 'Sudoku du samedi 28 novembre 2026',
      'og:description': expect.stringContaining('La partie du samedi 28 novembre 2026'),
      'og:url': 'https://jeux.example.fr/sudoku/2026-11-28',
      'og:image': 'https://jeux.example.fr/sudoku/thumbnail.png',
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Aperçu du jeu Sudoku',
      'twitter:card': 'summary_large_image',
    });
  });

  it('escapes what the catalogue holds: a name or description cannot end the attribute or open a tag', () => {
    const hostile: PageProvider = {
      ...portal,
      name: 'Le "Journal" <script>alert(1)</script> & Cie',
      games: [game('sudoku', "Sudoku d'<b>or</b>", 'Un "défi" & <img src=x onerror=alert(1)>')],
    };
    const html = headTags(pageMeta('/sudoku', hostile, { origin: 'https://jeux.example.fr', query: '?provider=a&b' }));
    expect(html).not.toMatch(/<(?!meta )/);
    expect(html).not.toContain("d'");
    expect(html.match(/"/g)?.length).toBe(13 * 4);
    const tags = tagsOf(html);
    expect(tags['og:site_name']).toBe(hostile.name);
    expect(tags['og:title']).toBe("Sudoku d'<b>or</b>");
    expect(tags['og:description']).toContain('Un "défi" & <img src=x onerror=alert(1)>');
    expect(tags['og:url']).toBe('https://jeux.example.fr/sudoku?provider=a&b');
  });

  it("take the place of index.html's description, or go before </head>, and of its title, icons and manifest (the provider's own)", () => {
    const shell =
      '<head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="Statique" />\n    <meta name="theme-color" content="#17306b" />\n    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />\n    <title>x</title>\n<link rel="manifest" href="/manifest.webmanifest"></head>';
    const slot = splitForHead(shell)!;
    expect(`${slot.before}TAGS${slot.after}`).toBe('<head>\n    <meta charset="UTF-8" />\n    TAGS\n    </head>');
    const bare = splitForHead('<head><title>x</title></head><body></body>')!;
    expect(`${bare.before}TAGS${bare.after}`).toBe('<head>TAGS</head><body></body>');
    expect(splitForHead('<p>no head</p>')).toBeNull();
  });

  it("are built once per provider of a catalogue snapshot and path, with that snapshot's host names", () => {
    const heads = new PageHeads('https://jeux.example.fr', 'default');
    const mapping = new Map([['jeux.journal.fr', 'partenaire']]);
    const head = heads.of('/sudoku', partner, mapping);
    expect(tagsOf(head)['og:url']).toBe('https://jeux.journal.fr/sudoku');
    expect(heads.of('/sudoku', partner, mapping)).toBe(head);
    expect(tagsOf(heads.of('/', portal, mapping))['og:url']).toBe('https://jeux.example.fr/');
    // The next snapshot (new objects): the console's edits show, its host names too.
    const edited = { ...partner, name: 'Le Nouveau Journal' };
    const next = tagsOf(heads.of('/sudoku', edited, new Map()));
    expect(next['og:site_name']).toBe('Le Nouveau Journal');
    expect(next['og:url']).toBe('https://jeux.example.fr/sudoku?provider=partenaire');
  });
});
