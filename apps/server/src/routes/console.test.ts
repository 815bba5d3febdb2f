import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, dateInTimeZone, toPlayableLetters, MAIN_STREAM } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditPageDto,
  CalendarMonthDto,
  DashboardDto,
  DayChoiceDto,
  DayDetailDto,
  PlayerDetailDto,
  PlayerSummaryDto,
  ProviderSettingsDto,
} from '@jdj/api';
import { Browser } from '../auth/test-kit.ts';
import { findPuzzle } from '../services/daily-puzzles.ts';
import { contentDay, storeDay } from '../testing/content-day.ts';
import { consoleMember, type Member, newAccount } from '../testing/console-kit.ts';
import { getWithHost } from '../testing/host-request.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { winningPlay } from '../testing/winning-play.ts';

const today = () => dateInTimeZone(new Date(), 'Europe/Paris');

const NEW_PROVIDER = {
  slug: 'journal-du-nord',
  name: 'Le Journal du Nord',
  features: ['no_homepage'],
  games: ['motamo', 'sudoku'],
  feedback_url: 'mailto:jeux@journal-du-nord.fr',
  share_url: '',
  timezone: 'Europe/Paris',
  hostnames: ['jeux.journal-du-nord.fr'],
  frame_ancestors: ['https://www.journal-du-nord.fr'],
};

describe.each(databaseTargets())('the publisher’s console on $name', (target) => {
  let server: TestServer;
  let admin: Member;
  beforeAll(async () => {
    // DEBUG_ANSWERS: a development install, where the demo provider exists (the dashboard is read through it).
    server = await startTestServer(target, { env: { TRUST_PROXY: '1', DEBUG_ANSWERS: '1' }, puzzleWindow: { pastDays: 1, futureDays: 0 } });
    admin = await consoleMember(server);
    // The server's start and the administrator's two-factor set-up: more than a plain suite's start.
  }, 60_000);
  afterAll(() => server.stop());

  const audit = async () => (await admin.browser.call<{ data: AuditPageDto }>('/api/console/audit')).body.data.entries;

  it('creates a provider with a host name: the portal answers as that provider under it, and the audit says who did it', async () => {
    const created = await admin.browser.call<{ data: ProviderSettingsDto }>('/api/console/providers', NEW_PROVIDER);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ slug: 'journal-du-nord', hostnames: ['jeux.journal-du-nord.fr'], share_url: null });
    const underHost = await getWithHost(server, '/api/providers/current', 'jeux.journal-du-nord.fr');
    const provider = (JSON.parse(underHost.body) as { data: { slug: string; games: { slug: string }[] } }).data;
    expect(provider.slug).toBe('journal-du-nord');
    expect(provider.games.map((g) => g.slug)).toEqual(['motamo', 'sudoku']);
    // The partner's site may frame its pages, nobody else.
    const page = await fetch(`${server.url}/?provider=journal-du-nord`);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self' https:\/\/www\.journal-du-nord\.fr(;|$)/);

    const [line] = await audit();
    expect(line).toMatchObject({ actor_id: admin.userId, action: 'provider.create', target_id: 'journal-du-nord', before: null });
    expect(line!.after).toMatchObject({ hostnames: ['jeux.journal-du-nord.fr'] });

    // Edited: the old settings are kept in the audit line.
    const edited = await admin.browser.call<{ data: ProviderSettingsDto }>('/api/console/providers/journal-du-nord', {
      ...(({ slug: _s, ...rest }) => rest)(NEW_PROVIDER),
      games: ['sudoku', 'motamo', 'binero'],
      hostnames: [],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.games).toEqual(['sudoku', 'motamo', 'binero']);
    const [editLine] = await audit();
    expect(editLine).toMatchObject({
      action: 'provider.update',
      before: { games: ['motamo', 'sudoku'], hostnames: ['jeux.journal-du-nord.fr'] },
      after: { hostnames: [] },
    });
    const gone = await getWithHost(server, '/api/providers/current', 'jeux.journal-du-nord.fr');
    expect((JSON.parse(gone.body) as { data: { slug: string } }).data.slug).toBe('default');
  });

  it.each([
    ['a slug with a space', { slug: 'le journal' }, 'Identifiant'],
    ['an unknown feature', { features: ['voler'] }, 'Fonctions'],
    ['an unknown game', { games: ['tetris'] }, 'Jeux proposés'],
    ['a timezone that does not exist', { timezone: 'Europe/Lille' }, 'Fuseau horaire'],
    ['a frame ancestor with a path', { frame_ancestors: ['https://journal.fr/jeux'] }, 'Sites autorisés à intégrer le portail, ligne 1'],
    ['a host name with a port', { hostnames: ['jeux.journal.fr:8080'] }, 'Noms d’hôte, ligne 1'],
    ['a javascript: feedback link', { feedback_url: 'javascript:alert(1)' }, 'Lien d’avis'],
    ['an unknown field', { owner: 'moi' }, 'requête'],
    ['markup in its legal details', { legal_details: 'Éditeur : <b>Journal</b>' }, 'Autres mentions'],
    ['a contact that is not an e-mail address', { contact_email: 'jeux at journal.fr' }, 'Adresse de contact'],
    ['a javascript: privacy page', { privacy_url: 'javascript:alert(1)' }, 'Page de politique de confidentialité'],
    ['an http:// notice page (https is promised)', { legal_notice_url: 'http://www.journal.fr/mentions' }, 'Page de mentions légales'],
    ['a host phone that is not a phone number', { legal_host_phone: 'appelez le standard' }, 'Téléphone de l’hébergeur'],
    ['markup in its editor’s name', { legal_editor_name: '<script>alert(1)</script>' }, 'Nom de l’éditeur'],
    ['an overlong director', { legal_director: 'A'.repeat(201) }, 'Directeur ou directrice de la publication'],
  ])('refuses a provider with %s: a French 400 naming the field, and nothing stored', async (_case, change, field) => {
    const answer = await admin.browser.call<{ message: string }>('/api/console/providers', { ...NEW_PROVIDER, slug: 'refuse', hostnames: [], ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(field);
    expect((await admin.browser.call('/api/console/providers/refuse')).status).toBe(404);
  });

  it('edits a provider’s legal pages and details, which its footer and legal pages then show; a request without them keeps them', async () => {
    const settings = { ...NEW_PROVIDER, slug: 'gazette-legale', hostnames: [] };
    expect((await admin.browser.call('/api/console/providers', settings)).status).toBe(201);
    const legal = {
      legal_notice_url: 'https://www.gazette.fr/mentions-legales',
      privacy_url: '',
      contact_email: 'jeux@gazette.fr',
      legal_details: 'Éditeur : La Gazette SAS\nHébergeur : OVH, Roubaix',
    };
    const { slug: _slug, ...rest } = settings;
    const saved = await admin.browser.call<{ data: ProviderSettingsDto }>('/api/console/providers/gazette-legale', { ...rest, ...legal });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ ...legal, privacy_url: null });
    const current = async () =>
      ((await (await fetch(`${server.url}/api/providers/current?provider=gazette-legale`)).json()) as { data: { legal: Record<string, unknown> } }).data.legal;
    expect(await current()).toMatchObject({
      notice_url: legal.legal_notice_url,
      privacy_url: null,
      contact_email: 'jeux@gazette.fr',
      details: legal.legal_details,
    });
    // Its own notice page holds the items the law asks for: nothing is counted missing.
    expect(saved.body.data.legal_missing).toEqual([]);

    // Saved again by a caller that does not send them (another tool, an older console): nothing erased.
    const renamed = await admin.browser.call<{ data: ProviderSettingsDto }>('/api/console/providers/gazette-legale', { ...rest, name: 'La Gazette' });
    expect(renamed.body.data).toMatchObject({ name: 'La Gazette', contact_email: 'jeux@gazette.fr' });
    // Emptied: the portal's own pages again.
    await admin.browser.call('/api/console/providers/gazette-legale', { ...rest, legal_notice_url: '', contact_email: null, legal_details: '' });
    expect(await current()).toMatchObject({ notice_url: null, privacy_url: null, contact_email: null, details: null });
    // Without its own page, the portal's says which items are missing (no LEGAL_* settings on this server).
    const list = await admin.browser.call<{ data: ProviderSettingsDto[] }>('/api/console/providers');
    expect(list.body.data.find((p) => p.slug === 'gazette-legale')!.legal_missing).toEqual([
      'editor_name',
      'editor_address',
      'director',
      'contact_email',
      'host_name',
      'host_address',
      'host_phone',
    ]);
  });

  it('refuses a slug or a host name that is already taken (409)', async () => {
    const sameSlug = await admin.browser.call<{ message: string }>('/api/console/providers', { ...NEW_PROVIDER, slug: 'default', hostnames: [] });
    expect(sameSlug.status).toBe(409);
    const sameHost = await admin.browser.call<{ message: string }>('/api/console/providers', {
      ...NEW_PROVIDER,
      slug: 'autre-journal',
      hostnames: ['partenaire.localhost'],
    });
    expect(sameHost.status).toBe(409);
    expect(sameHost.body.message).toContain('partenaire');
  });

  it('hides a game everywhere and shows it again, with audit lines', async () => {
    expect((await admin.browser.call('/api/console/games/numero', { is_active: false })).status).toBe(200);
    const current = async () =>
      ((await (await fetch(`${server.url}/api/providers/current`)).json()) as { data: { games: { slug: string }[] } }).data.games.map((g) => g.slug);
    expect(await current()).not.toContain('numero');
    expect((await admin.browser.call('/api/console/games/numero', { is_active: true })).status).toBe(200);
    expect(await current()).toContain('numero');
    const lines = (await audit()).filter((l) => l.target_id === 'numero');
    expect(lines.map((l) => [l.before, l.after])).toEqual([
      [{ is_active: false }, { is_active: true }],
      [{ is_active: true }, { is_active: false }],
    ]);
  });

  it('shows a month of Motamo with answers, definitions and categories; only future days can be replaced', async () => {
    // A planned day (today while the committed plans reach it), stored as the top-up stores it.
    const day = contentDay();
    await storeDay(server, day);
    const month = await admin.browser.call<{ data: CalendarMonthDto }>(`/api/console/calendar/motamo?month=${day.slice(0, 7)}`);
    expect(month.status).toBe(200);
    const cell = month.body.data.days.find((d) => d.date === day)!;
    expect(cell).toMatchObject({ status: day === today() ? 'today' : 'past', source: 'stored', replaceable: false, problems: [] });
    expect(cell.summary!.answers).toHaveLength(5);
    expect(cell.summary!.clues).toHaveLength(5);
    expect(cell.summary!.categories).toHaveLength(5);
    expect(month.body.data.days_left_warning).toBe(60);
    for (const d of month.body.data.days) expect(d.replaceable).toBe(d.status === 'future');
    const sudoku = await admin.browser.call<{ data: DayDetailDto }>(`/api/console/calendar/sudoku/${today()}`);
    expect(sudoku.body.data.summary!.level).toMatch(/simple|easy|intermediate|expert/);
    expect(sudoku.body.data.replaceable).toBe(false);

    const refused = await admin.browser.call<{ message: string }>(`/api/console/calendar/motamo/${day}`, { words: cell.summary!.answers });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('ne change plus');
    expect((await admin.browser.call<{ message: string }>(`/api/console/calendar/motamo/${today()}`, { words: cell.summary!.answers })).status).toBe(409);
    expect((await admin.browser.call(`/api/console/calendar/motamo/${addDays(today(), -1)}/choices`)).status).toBe(409);
  });

  it('replaces next week’s Motamo day with another choice that passes the content checks, and serves it on that day', async () => {
    const day = addDays(today(), 7);
    const before = await admin.browser.call<{ data: DayDetailDto }>(`/api/console/calendar/motamo/${day}`);
    expect(before.body.data).toMatchObject({ status: 'future', replaceable: true, locked_reason: null });
    const choices = await admin.browser.call<{ data: DayChoiceDto[] }>(`/api/console/calendar/motamo/${day}/choices`);
    expect(choices.status).toBe(200);
    expect(choices.body.data.length).toBeGreaterThan(0);
    const choice = choices.body.data[0]!;
    expect(choice.words).not.toEqual(before.body.data.summary?.answers);
    // Motamo's chain: each word starts with the previous one's last letter.
    const letters = choice.words.map(toPlayableLetters);
    for (let i = 1; i < letters.length; i++) expect(letters[i]![0]).toBe(letters[i - 1]!.at(-1));

    // A repeat of another day's words, and a word outside the lexicon, are refused with the pipeline's reasons.
    const played = (await admin.browser.call<{ data: DayDetailDto }>(`/api/console/calendar/motamo/${contentDay()}`)).body.data.summary!.answers;
    const repeat = await admin.browser.call<{ message: string }>(`/api/console/calendar/motamo/${day}`, { words: played });
    expect(repeat.status).toBe(422);
    expect(repeat.body.message).toContain('déjà joué');
    const unknown = await admin.browser.call<{ message: string }>(`/api/console/calendar/motamo/${day}`, { words: ['zzzz', 'zzzz', 'zzzz', 'zzzz', 'zzzz'] });
    expect(unknown.status).toBe(422);

    const replaced = await admin.browser.call<{ data: DayDetailDto }>(`/api/console/calendar/motamo/${day}`, { words: choice.words });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.data).toMatchObject({ source: 'stored', replaced: true, problems: [] });
    expect(replaced.body.data.summary!.answers).toEqual(choice.words);
    // What the day will be served with: the stored record the puzzle route reads.
    const stored = await findPuzzle(server.database.db, MAIN_STREAM, 'motamo', day);
    expect((stored!.publicData as { words: { word: string }[] }).words.map((w) => w.word)).toEqual(choice.words);
    const [line] = await audit();
    expect(line).toMatchObject({ action: 'day.replace', target_id: `motamo/${day}`, actor_id: admin.userId, after: { answers: choice.words } });
    // (Past the committed plans, as under the shifted clock, the day had nothing before.)
    expect(line!.before).toEqual(before.body.data.summary ? { answers: before.body.data.summary.answers } : null);
  });

  it('reads yesterday’s players on the dashboard after scores were posted, with CSV exports', async () => {
    const yesterday = addDays(today(), -1);
    const post = async (date: string, player: { id: string; key: string }) => {
      const play = winningPlay('sudoku', date, { contentKey: server.contentKey })!;
      const res = await fetch(`${server.url}/api/scores`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-local-user-key': player.key, 'x-forwarded-for': `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
        body: JSON.stringify({
          game: 'sudoku',
          date,
          local_user_id: player.id,
          provider: 'demo',
          score: play.score,
          played_at: new Date().toISOString(),
          data: {},
          moves: play.moves,
          client_play_id: randomUUID(),
        }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
      return play.score;
    };
    const players = Array.from({ length: 3 }, () => ({ id: randomUUID(), key: randomBytes(24).toString('hex') }));
    let time = 0;
    for (const player of players) time = await post(yesterday, player);
    // One of them came back today.
    await post(today(), players[0]!);
    const track = (type: string, name: string) =>
      fetch(`${server.url}/api/tracking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.0.1' },
        body: JSON.stringify({ type, name, session_id: 's', provider: 'demo' }),
      });
    for (const [type, name] of [
      ['start', 'sudoku'],
      ['start', 'sudoku'],
      ['share', 'sudoku'],
      ['page_view', 'home'],
      ['page_view', 'home'],
      ['page_view', 'sudoku'],
    ]) {
      expect((await track(type!, name!)).status).toBe(201);
    }

    // The background job brings the figures up to date (a request never does: services/stats-job.test.ts).
    expect((await server.stats.run()).ran).toBe(true);
    const dashboard = await admin.browser.call<{ data: DashboardDto }>(`/api/console/dashboard?provider=demo&from=${yesterday}&to=${today()}`);
    expect(dashboard.status, JSON.stringify(dashboard.body)).toBe(200);
    expect(dashboard.body.data).toMatchObject({ building: false, progress: null });
    const [dayBefore, dayOf] = dashboard.body.data.days;
    expect(dayBefore).toMatchObject({
      key: yesterday,
      players: 3,
      finished: 3,
      won: 3,
      median_seconds: time,
      jokers_per_play: 0,
      retention_d1: 1 / 3,
      retention_d7: null,
    });
    expect(dayOf).toMatchObject({ key: today(), players: 1, started: 2, shares: 1, retention_d1: null });
    expect(dashboard.body.data.pages).toEqual([
      { route: 'home', views: 2 },
      { route: 'sudoku', views: 1 },
    ]);
    const sudoku = await admin.browser.call<{ data: DashboardDto }>(`/api/console/dashboard?provider=demo&game=sudoku&from=${yesterday}&to=${yesterday}`);
    expect(sudoku.body.data.times.reduce((n, bin) => n + bin.count, 0)).toBe(3);
    expect(sudoku.body.data.games).toEqual([expect.objectContaining({ key: 'sudoku', players: 3, won: 3 })]);

    const csv = await admin.browser.raw(`/api/console/dashboard/days.csv?provider=demo&from=${yesterday}&to=${today()}`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain('.csv');
    const lines = (await csv.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Jour;Joueurs;Joueurs différents;Parties commencées;Parties terminées;Parties gagnées;Temps médian (s);Jokers par partie;Partages;Revenus le lendemain (%);Revenus une semaine après (%)',
    );
    expect(lines[1]).toBe(`${yesterday};3;3;0;3;3;${time};0;0;33,3;`);
    expect((await admin.browser.call('/api/console/dashboard/secrets.csv')).status).toBe(400);
    expect((await admin.browser.call(`/api/console/dashboard?from=${today()}&to=${yesterday}`)).status).toBe(400);
  });

  it('finds a player by e-mail or username, shows their scores, revokes their sessions, bans, and deletes the account', async () => {
    const player = await newAccount(server, 'lecteur');
    const username = player.email.split('@')[0]!.replace('-', '_');
    const byEmail = await admin.browser.call<{ data: PlayerSummaryDto[] }>(`/api/console/players?q=${encodeURIComponent(player.email.slice(0, 12))}`);
    expect(byEmail.body.data.map((p) => p.id)).toContain(player.userId);
    const byName = await admin.browser.call<{ data: PlayerSummaryDto[] }>(`/api/console/players?q=${username.toUpperCase()}`);
    expect(byName.body.data.map((p) => p.id)).toEqual([player.userId]);
    expect((await admin.browser.call('/api/console/players?q=a')).status).toBe(400);

    const detail = await admin.browser.call<{ data: PlayerDetailDto }>(`/api/console/players/${player.userId}`);
    expect(detail.body.data).toMatchObject({ email: player.email, role: 'user', banned: false, sessions: 1, scores: [] });

    await admin.browser.call(`/api/console/players/${player.userId}/revoke-sessions`, {});
    expect((await player.browser.call('/api/auth/get-session')).body).toBeNull();

    const banned = await admin.browser.call<{ data: PlayerDetailDto }>(`/api/console/players/${player.userId}/ban`, { banned: true });
    expect(banned.body.data.banned).toBe(true);
    const refused = await new Browser(server.url).call<{ message: string }>('/api/auth/sign-in/email', { email: player.email, password: player.password });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Ce compte est suspendu.');
    await admin.browser.call(`/api/console/players/${player.userId}/ban`, { banned: false });
    expect((await new Browser(server.url).call('/api/auth/sign-in/email', { email: player.email, password: player.password })).status).toBe(200);

    expect((await admin.browser.call(`/api/console/players/${admin.userId}/ban`, { banned: true })).status).toBe(400);
    const deleted = await admin.browser.call(`/api/console/players/${player.userId}/delete`, {});
    expect(deleted.status).toBe(200);
    expect((await new Browser(server.url).call('/api/auth/sign-in/email', { email: player.email, password: player.password })).status).toBe(401);
    expect((await admin.browser.call(`/api/console/players/${player.userId}`)).status).toBe(404);

    // The audit names the account by its id only: nothing personal stays once it is gone.
    const lines = (await audit()).filter((l) => l.target_id === player.userId);
    expect(lines.map((l) => l.action)).toEqual(['player.delete', 'player.unban', 'player.ban', 'player.revoke-sessions']);
    expect(JSON.stringify(lines)).not.toContain(player.email);
  });

  it('makes an account a publisher of one provider from the console, audited', async () => {
    const someone = await newAccount(server, 'editeur');
    const answer = await admin.browser.call<{ data: PlayerDetailDto }>(`/api/console/players/${someone.userId}/role`, {
      role: 'publisher',
      provider: 'partenaire',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ role: 'publisher', publisher_of: 'partenaire' });
    expect((await admin.browser.call(`/api/console/players/${someone.userId}/role`, { role: 'chef' })).status).toBe(400);
    expect((await admin.browser.call(`/api/console/players/${admin.userId}/role`, { role: 'user' })).status).toBe(400);
    const [line] = await audit();
    expect(line).toMatchObject({ action: 'player.role', before: { role: 'user', provider_id: null }, after: { role: 'publisher' } });
  });
});
