import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, dateInTimeZone } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPageDto, CalendarMonthDto, DashboardDto, DayCheckDto, DayChoiceDto, DayDetailDto } from '@jdj/api';
import { withAuthTables } from '../db/auth-tables.ts';
import { contentDay, storeDay } from '../testing/content-day.ts';
import { getWithHost } from '../testing/host-request.ts';
import { consoleMember, type Member, providerIdOf } from '../testing/console-kit.ts';
import { startedPlay, type TestPlayer, testPlayer } from '../testing/plays.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { winningPlay } from '../testing/winning-play.ts';

/**
 * Console II (issue 42): the guards an administrator can no longer trip over, counts that say what they count,
 * each provider's own day, and the words an editor types for a day to come.
 */
const today = () => dateInTimeZone(new Date(), 'Europe/Paris');

describe.each(databaseTargets())('console II on $name', (target) => {
  let server: TestServer;
  let admin: Member;
  beforeAll(async () => {
    server = await startTestServer(target, { env: { TRUST_PROXY: '1', DEBUG_ANSWERS: '1' }, puzzleWindow: { pastDays: 1, futureDays: 0 } });
    admin = await consoleMember(server);
  }, 60_000);
  afterAll(() => server.stop());

  const audit = async () => (await admin.browser.call<{ data: AuditPageDto }>('/api/console/audit')).body.data.entries;

  it('refuses the last administrator’s own deletion and demotion in French; a second administrator lifts the guard', async () => {
    const deleted = await admin.browser.call<{ message: string }>(`/api/console/players/${admin.userId}/delete`, {});
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe('C’est le dernier compte administrateur : nommez un autre administrateur avant de le supprimer.');
    const demoted = await admin.browser.call<{ message: string }>(`/api/console/players/${admin.userId}/role`, { role: 'user' });
    expect(demoted.status).toBe(400);
    expect(demoted.body.message).toContain('votre propre rôle');
    // Still an administrator, still at the console, and nothing audited.
    expect((await admin.browser.call('/api/console/me')).status).toBe(200);
    expect((await audit()).filter((l) => l.target_id === admin.userId && l.actor_id === admin.userId)).toEqual([]);

    // With another administrator, this one may go: the site keeps one.
    const other = await consoleMember(server);
    const answer = await other.browser.call(`/api/console/players/${admin.userId}/role`, { role: 'user' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const last = await other.browser.call<{ message: string }>(`/api/console/players/${other.userId}/delete`, {});
    expect(last.status).toBe(409);
    // Back as it was for the other tests.
    expect((await other.browser.call(`/api/console/players/${admin.userId}/role`, { role: 'admin' })).status).toBe(200);
  });

  it.each([
    ['revoke-sessions', {}],
    ['ban', { banned: true }],
    ['role', { role: 'user' }],
    ['delete', {}],
  ])('answers 404 to %s on an id that names no account, and writes no audit line', async (action, body) => {
    const nobody = randomUUID();
    const answer = await admin.browser.call<{ message: string }>(`/api/console/players/${nobody}/${action}`, body);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toContain('Compte introuvable');
    expect((await audit()).filter((l) => l.target_id === nobody)).toEqual([]);
  });

  /** A won game of `date` by `player`, verified (started on the server an hour before). */
  async function win(game: string, date: string, player: TestPlayer): Promise<void> {
    const play = winningPlay(game, date, { contentKey: server.contentKey })!;
    const startToken = await startedPlay(server, game, date, player, { provider: 'demo', startedSecondsAgo: 3600 });
    const res = await fetch(`${server.url}/api/scores`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...player.headers, 'x-forwarded-for': `10.7.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
      body: JSON.stringify({
        game,
        date,
        local_user_id: player.id,
        provider: 'demo',
        score: play.score,
        played_at: new Date().toISOString(),
        data: {},
        moves: play.moves,
        client_play_id: randomUUID(),
        start_token: startToken,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
  }
  const track = (type: string, name: string, player?: TestPlayer) =>
    fetch(`${server.url}/api/tracking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.6.0.1', ...(player?.headers ?? {}) },
      body: JSON.stringify({ type, name, session_id: 's', provider: 'demo', ...(player ? { local_user_id: player.id } : {}) }),
    });
  const dashboard = async (query: string) => {
    expect((await server.stats.run()).ran).toBe(true);
    const answer = await admin.browser.call<{ data: DashboardDto }>(`/api/console/dashboard?provider=demo&${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };

  it('counts different players per game and over the range next to the plays, as the test counts them', async () => {
    const yesterday = addDays(today(), -1);
    const [ana, bea, cyr] = [testPlayer(), testPlayer(), testPlayer()];
    // Ana plays both games both days, Béa sudoku both days, Cyr binero yesterday.
    const plays: [string, string, TestPlayer][] = [
      ['sudoku', yesterday, ana!],
      ['sudoku', today(), ana!],
      ['binero', yesterday, ana!],
      ['binero', today(), ana!],
      ['sudoku', yesterday, bea!],
      ['sudoku', today(), bea!],
      ['binero', yesterday, cyr!],
    ];
    for (const [game, date, player] of plays) await win(game, date, player);
    const data = await dashboard(`from=${yesterday}&to=${today()}`);
    const distinct = (game?: string) => new Set(plays.filter(([g]) => !game || g === game).map(([, , p]) => p.id)).size;
    const sudoku = data.games.find((g) => g.key === 'sudoku')!;
    const binero = data.games.find((g) => g.key === 'binero')!;
    expect([sudoku.finished, sudoku.distinct_players]).toEqual([4, distinct('sudoku')]);
    expect([binero.finished, binero.distinct_players]).toEqual([3, distinct('binero')]);
    expect(data.totals).toMatchObject({ finished: 7, distinct_players: distinct() });
    // A day's row: its players, each once whatever the games they played.
    expect(data.days.map((d) => [d.key, d.players, d.distinct_players])).toEqual([
      [yesterday, 3, 3],
      [today(), 2, 2],
    ]);
    const csv = (await (await admin.browser.raw(`/api/console/dashboard/games.csv?provider=demo&from=${yesterday}&to=${today()}`)).text()).split('\r\n');
    expect(csv[0]).toContain('Joueurs;Joueurs différents;');
    expect(csv[0]).toContain('Revenus le lendemain (%)');
  });

  it('keeps a start counted once the device that sent it is forgotten: no finished game without its start', async () => {
    const before = (await dashboard(`game=numero&from=${today()}&to=${today()}`)).days[0]!;
    const player = testPlayer();
    expect((await track('start', 'numero', player)).status).toBe(201);
    await win('numero', today(), player);
    const played = (await dashboard(`game=numero&from=${today()}&to=${today()}`)).days[0]!;
    expect([played.started - before.started, played.finished - before.finished]).toEqual([1, 1]);

    const forgotten = await fetch(`${server.url}/api/players/forget`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...player.headers },
      body: JSON.stringify({ local_user_id: player.id }),
    });
    expect(forgotten.status, await forgotten.clone().text()).toBe(200);
    // Its start stays counted, naming nobody; its score stays only if placed in the day's comparison (kept
    // anonymous), else it is gone: either way no finished game is left without its start.
    const after = (await dashboard(`game=numero&from=${today()}&to=${today()}`)).days[0]!;
    expect(after.started).toBe(played.started);
    expect(after.finished).toBeLessThanOrEqual(played.finished);
    expect(after.started).toBeGreaterThanOrEqual(after.finished);
    const rows = await server.database.db.selectFrom('analytics_event').selectAll().where('local_user_id', '=', player.id).execute();
    expect(rows).toEqual([]);
  });

  it('leaves the console’s own screens out of the provider’s page views', async () => {
    const pages = async () => new Map((await dashboard(`from=${today()}&to=${today()}`)).pages.map((p) => [p.route, p.views]));
    const before = await pages();
    for (const name of ['admin', 'admin', 'home']) expect((await track('page_view', name)).status).toBe(201);
    const after = await pages();
    expect(after.get('admin')).toBeUndefined();
    expect((after.get('home') ?? 0) - (before.get('home') ?? 0)).toBe(1);
  });

  it('shows each provider’s own day as « today » in its calendar: a UTC+14 provider is a day ahead of Paris at times', async () => {
    const created = await admin.browser.call('/api/console/providers', {
      slug: 'journal-de-la-ligne',
      name: 'Le Journal de la Ligne',
      features: [],
      games: ['motamo'],
      feedback_url: '',
      share_url: '',
      timezone: 'Pacific/Kiritimati',
      hostnames: [],
      frame_ancestors: [],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const month = async (provider: string) =>
      (await admin.browser.call<{ data: CalendarMonthDto }>(`/api/console/calendar/motamo?provider=${provider}`)).body.data;
    const ligne = await month('journal-de-la-ligne');
    expect(ligne).toMatchObject({ stream: 'ligne', today: dateInTimeZone(new Date(), 'Pacific/Kiritimati') });
    expect((await month('default')).today).toBe(today());
    expect((await admin.browser.call('/api/console/calendar/motamo?provider=inconnu')).status).toBe(404);
  });

  it('checks the words an editor types for a future Motamo day, refuses them with their problems, then saves and audits clean ones', async () => {
    await storeDay(server, contentDay());
    const day = addDays(today(), 9);
    const played = (await admin.browser.call<{ data: DayDetailDto }>(`/api/console/calendar/motamo/${contentDay()}`)).body.data.summary!.answers;

    // The administrator's check: the problems, dates included; nothing stored.
    const checked = await admin.browser.call<{ data: DayCheckDto }>(`/api/console/calendar/motamo/${day}/check`, { words: played });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.data.problems.join(' ')).toContain('déjà joué');
    const nonsense = await admin.browser.call<{ data: DayCheckDto }>(`/api/console/calendar/motamo/${day}/check`, { words: ['zzzz', 'zzzz'] });
    expect(nonsense.body.data.problems.length).toBeGreaterThan(0);

    // A publisher of a provider serving Motamo on the main stream types words for it: checked the same way,
    // without the dates of the days a repeat names (no answer of a day to come is told).
    const publisher = await consoleMember(server, { role: 'publisher', providerId: await providerIdOf(server, 'partenaire') });
    const itsCheck = await publisher.browser.call<{ data: DayCheckDto }>(`/api/console/calendar/motamo/${day}/check`, { words: played });
    expect(itsCheck.status).toBe(200);
    expect(itsCheck.body.data.problems.join(' ')).toContain('déjà pris');
    expect(itsCheck.body.data.problems.join(' ')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const refused = await publisher.browser.call<{ message: string }>(`/api/console/calendar/motamo/${day}`, { words: played });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('déjà pris');
    // Another provider's game stays closed to it.
    expect((await publisher.browser.call(`/api/console/calendar/proximo/${day}/check`, { words: played })).status).toBe(403);

    // Clean words (one of the generated choices, typed as the editor would): no problem, saved, audited.
    const [choice] = (await admin.browser.call<{ data: DayChoiceDto[] }>(`/api/console/calendar/motamo/${day}/choices`)).body.data;
    const typed = choice!.words.map((w) => ` ${w} `);
    const clean = await publisher.browser.call<{ data: DayCheckDto }>(`/api/console/calendar/motamo/${day}/check`, { words: typed });
    expect(clean.body.data).toMatchObject({ problems: [] });
    expect(clean.body.data.summary!.answers).toEqual(choice!.words);
    const saved = await publisher.browser.call<{ data: DayDetailDto }>(`/api/console/calendar/motamo/${day}`, { words: typed });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ replaced: true, problems: [] });
    expect(saved.body.data.summary!.answers).toEqual(choice!.words);
    const [line] = await audit();
    expect(line).toMatchObject({ action: 'day.replace', actor_id: publisher.userId, target_id: `motamo/${day}`, after: { answers: choice!.words } });
    // Its account is still a publisher only: the administrators' screens stay closed.
    const role = await withAuthTables(server.database.db).selectFrom('user').select('role').where('id', '=', publisher.userId).executeTakeFirstOrThrow();
    expect(role.role).toBe('publisher');
    expect((await publisher.browser.call('/api/console/audit')).status).toBe(403);
  });

  it('reads the audit log in words: names, actions in French, each field before → after, filters by action, actor and day, CSV', async () => {
    const someone = await consoleMember(server, { role: 'user' });
    expect((await admin.browser.call(`/api/console/players/${someone.userId}/role`, { role: 'publisher', provider: 'partenaire' })).status).toBe(200);
    expect((await admin.browser.call('/api/console/games/numero', { is_active: false })).status).toBe(200);
    expect((await admin.browser.call('/api/console/games/numero', { is_active: true })).status).toBe(200);

    const page = async (query: string) => (await admin.browser.call<{ data: AuditPageDto }>(`/api/console/audit?${query}`)).body.data;
    const roles = await page('action=player.role');
    const [line] = roles.entries;
    expect(roles.entries.every((e) => e.action === 'player.role')).toBe(true);
    expect(line).toMatchObject({ actor_id: admin.userId, actor_name: 'Ada Lovelace', action_label: 'Rôle changé', target_id: someone.userId });
    expect(line!.changes).toEqual([
      { field: 'role', label: 'Rôle', before: 'joueur', after: 'éditeur' },
      { field: 'provider_id', label: 'Fournisseur', before: '—', after: 'Le Journal Partenaire' },
    ]);
    expect(roles.actions).toContainEqual({ id: 'player.role', label: 'Rôle changé' });
    expect(roles.actors).toContainEqual({ id: 'cli', name: 'ligne de commande' });

    const games = await page(`action=game.update&actor=${admin.userId}`);
    expect(games.entries[0]!.changes).toEqual([{ field: 'is_active', label: 'Visible', before: 'non', after: 'oui' }]);
    expect((await page(`actor=${randomUUID()}`)).entries).toEqual([]);
    expect((await page(`from=${today()}&to=${today()}`)).entries.length).toBeGreaterThan(0);
    expect((await page(`to=${addDays(today(), -2)}`)).entries).toEqual([]);
    expect((await admin.browser.call('/api/console/audit?from=hier')).status).toBe(400);
    // Words, not codes, in what a console refusal says.
    const unknownKey = await admin.browser.call<{ message: string }>('/api/console/games/numero', { is_active: true, owner: 'moi' });
    expect(unknownKey.body.message).toBe('Champ inconnu dans la requête : « owner »');
    const badHost = await admin.browser.call<{ message: string }>('/api/console/providers', {
      slug: 'hote-mal-ecrit',
      name: 'Hôte mal écrit',
      features: [],
      games: ['sudoku'],
      feedback_url: '',
      share_url: '',
      timezone: 'Europe/Paris',
      hostnames: ['jeux.journal.fr', 'jeux journal'],
      frame_ancestors: [],
    });
    expect(badHost.status).toBe(400);
    expect(badHost.body.message).toMatch(/^Champ « Noms d’hôte, ligne 2 » invalide/);

    const csv = await admin.browser.raw(`/api/console/audit.csv?action=game.update`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('Quand;Qui;Identifiant du compte;Action;Cible;Champ;Avant;Après');
    expect(lines[1]).toMatch(/;Ada Lovelace;[0-9a-f-]{36};Jeu masqué ou montré;numero;Visible;non;oui$/);
    expect((await someone.browser.call('/api/console/audit.csv')).status).toBe(403);
  });

  it('archives a provider: its host names and ?provider= stop serving it, its figures stay, audited; then restores it', async () => {
    const settings = {
      slug: 'gazette-archivee',
      name: 'La Gazette archivée',
      features: [],
      games: ['sudoku'],
      feedback_url: '',
      share_url: '',
      timezone: 'Europe/Paris',
      hostnames: ['jeux.gazette-archivee.fr'],
      frame_ancestors: [],
    };
    expect((await admin.browser.call('/api/console/providers', settings)).status).toBe(201);
    const served = async (query: string, host?: string) => {
      const res = await fetch(`${server.url}/api/providers/current${query}`, host ? { headers: { 'x-forwarded-host': host } } : {});
      return ((await res.json()) as { data: { slug: string } }).data.slug;
    };
    expect(await served('?provider=gazette-archivee')).toBe('gazette-archivee');

    const archived = await admin.browser.call<{ data: { archived: boolean } }>('/api/console/providers/gazette-archivee/archive', { archived: true });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect(archived.body.data.archived).toBe(true);
    expect(await served('?provider=gazette-archivee')).toBe('default');
    const underHost = await getWithHost(server, '/api/providers/current', 'jeux.gazette-archivee.fr');
    expect((JSON.parse(underHost.body) as { data: { slug: string } }).data.slug).toBe('default');
    // Its dashboard still reads, for the administrator.
    expect((await admin.browser.call(`/api/console/dashboard?provider=gazette-archivee`)).status).toBe(200);
    const [line] = await audit();
    expect(line).toMatchObject({ action: 'provider.archive', action_label: 'Fournisseur archivé', target_id: 'gazette-archivee' });
    expect(line!.changes).toEqual([{ field: 'archived', label: 'Archivé', before: 'non', after: 'oui' }]);

    expect((await admin.browser.call('/api/console/providers/default/archive', { archived: true })).status).toBe(409);
    expect((await admin.browser.call('/api/console/providers/inconnu/archive', { archived: true })).status).toBe(404);
    expect((await admin.browser.call('/api/console/providers/gazette-archivee/archive', { archived: false })).status).toBe(200);
    expect(await served('?provider=gazette-archivee')).toBe('gazette-archivee');
  });
});
