import { randomUUID } from 'node:crypto';
import { addDays, dateInTimeZone, MAIN_STREAM, type StreamId, streamById } from '@jdj/puzzles';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CalendarMonthDto, DayDetailDto, ProviderDto } from '@jdj/api';
import { findPuzzle } from '../services/daily-puzzles.ts';
import { consoleMember, type Member, providerIdOf } from '../testing/console-kit.ts';
import { startedPlay, testPlayer } from '../testing/plays.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';
import { winningPlay } from '../testing/winning-play.ts';

/**
 * Issue 34, item 4: no provider sees another's future. Four providers on Paris, La Réunion, Nouméa and
 * Kiritimati (UTC+14, a day ahead of Paris most of the day), created in the console as a publisher would be:
 * each serves the puzzles of its own stream, whose day begins at the same instant for every provider serving
 * it; nothing of a day to come is readable through any of them, by GET, question, first paint or the
 * console's calendar for a publisher. (Each stream's two years of plans are checked, from the
 * day they were planned, by packages/content's stream-plans test.)
 */
const GAMES = ['motamo', 'decrypto', 'proximo', 'sudoku', 'anagrammo'];
const PARTNERS = [
  { slug: 'reunion-matin', timezone: 'Indian/Reunion', stream: 'reunion' },
  { slug: 'caledonie-jeux', timezone: 'Pacific/Noumea', stream: 'caledonie' },
  { slug: 'ligne-jeux', timezone: 'Pacific/Kiritimati', stream: 'ligne' },
] as const;
const PROVIDERS = [{ slug: 'default', timezone: 'Europe/Paris', stream: MAIN_STREAM }, ...PARTNERS];

describe.each(databaseTargets())('content streams on $name', (target) => {
  let server: TestServer;
  let admin: Member;
  beforeAll(async () => {
    server = await startTestServer(target, { env: { TRUST_PROXY: '1' }, puzzleWindow: { pastDays: 1, futureDays: 2 } });
    admin = await consoleMember(server);
    for (const partner of PARTNERS) {
      const created = await admin.browser.call('/api/console/providers', {
        slug: partner.slug,
        name: `Jeux ${partner.slug}`,
        features: [],
        games: GAMES,
        feedback_url: '',
        share_url: '',
        timezone: partner.timezone,
        hostnames: [],
        frame_ancestors: [],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
    // Saving a provider tops the puzzles up off the request: its stream's days arrive within seconds.
    for (const partner of PARTNERS) {
      for (const game of GAMES) {
        await vi.waitFor(
          async () => {
            const answer = (await fetch(`${server.url}/api/games/${game}/last-playable-date?provider=${partner.slug}`).then((r) => r.json())) as {
              data?: { date: string | null };
            };
            expect(answer.data?.date).toBe(todayOf(partner.stream));
          },
          { timeout: 90_000, interval: 250 },
        );
      }
    }
  }, 180_000);
  afterAll(() => server.stop());

  const todayOf = (stream: StreamId) => dateInTimeZone(new Date(), streamById(stream).zone);
  const get = async (path: string) => {
    const res = await fetch(server.url + path);
    return { status: res.status, text: await res.text() };
  };
  /** What a reader of a stored day learns: its words, code or target (a grid's solution, as its JSON). */
  const answersOf = async (stream: StreamId, game: string, date: string): Promise<string[] | undefined> => {
    const day = await findPuzzle(server.database.db, stream, game, date);
    if (!day) return undefined;
    const data = { ...(day.publicData as Record<string, unknown>), ...(day.secretData as Record<string, unknown>) };
    if (Array.isArray(data.words) && game !== 'proximo') return data.words.map((w) => String((w as { word: string }).word));
    const answer = data.code ?? data.target ?? data.word;
    return answer !== undefined ? [String(answer)] : [JSON.stringify(data.solution)];
  };
  const answerOf = async (stream: StreamId, game: string, date: string) => (await answersOf(stream, game, date))?.join(' ');

  it('puts each provider on its own stream, its day beginning in its own zone', async () => {
    for (const { slug, timezone, stream } of PROVIDERS) {
      const provider = JSON.parse((await get(`/api/providers/current?provider=${slug}`)).text).data as ProviderDto;
      expect([slug, provider.stream, provider.timezone]).toEqual([slug, stream, timezone]);
    }
  });

  it('serves nothing of a day to come through any provider: no grid, no answer to a question, no first paint of it', async () => {
    for (const { slug, stream } of PROVIDERS) {
      const tomorrow = addDays(todayOf(stream), 1);
      for (const game of GAMES) {
        expect([slug, game, (await get(`/api/games/${game}/puzzles/${tomorrow}?provider=${slug}`)).status]).toEqual([slug, game, 404]);
        // Tomorrow's day is stored (the window holds two days ahead), yet its page shows none of its words.
        const answers = await answersOf(stream, game, tomorrow);
        expect(answers, `${stream} ${game} ${tomorrow} stored`).toBeDefined();
        if (game === 'sudoku') continue;
        const page = (await get(`/${game}/${tomorrow}?provider=${slug}`)).text.toLowerCase();
        expect([slug, game, answers!.filter((answer) => page.includes(answer.toLowerCase()))]).toEqual([slug, game, []]);
      }
      const player = testPlayer();
      const start = await startedPlay(server, 'decrypto', todayOf(stream), player, { provider: slug, headers: { 'x-forwarded-for': '10.77.0.1' } });
      const asked = await fetch(`${server.url}/api/games/decrypto/puzzles/${tomorrow}/answers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1', ...player.headers },
        body: JSON.stringify({ move: { type: 'joker', position: 0 }, local_user_id: player.id, start_token: start, provider: slug }),
      });
      expect([slug, asked.status]).toEqual([slug, 404]);
    }
  });

  it('gives the provider a day ahead of Paris its own puzzles, never Paris’s day to come', async () => {
    const parisToday = todayOf(MAIN_STREAM);
    const kiritimatiToday = todayOf('ligne');
    // Kiritimati's today is Paris's tomorrow for most of the day; whichever it is, its puzzles are its own.
    for (const game of GAMES) {
      const served = JSON.parse((await get(`/api/games/${game}/puzzles/${kiritimatiToday}?provider=ligne-jeux`)).text).data;
      expect(served, game).toBeDefined();
      const ours = await answerOf('ligne', game, kiritimatiToday);
      const paris = await answerOf(MAIN_STREAM, game, kiritimatiToday);
      if (paris !== undefined) expect([game, ours === paris]).toEqual([game, false]);
    }
    // Decrypto's code, learnt through Kiritimati's questions, is not Paris's code of that day.
    const player = testPlayer();
    const start = await startedPlay(server, 'decrypto', kiritimatiToday, player, { provider: 'ligne-jeux', headers: { 'x-forwarded-for': '10.77.0.2' } });
    const digits: number[] = [];
    for (let position = 0; position < 5; position++) {
      const answer = await fetch(`${server.url}/api/games/decrypto/puzzles/${kiritimatiToday}/answers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.2', ...player.headers },
        body: JSON.stringify({ move: { type: 'joker', position }, local_user_id: player.id, start_token: start, provider: 'ligne-jeux' }),
      });
      digits.push(((await answer.json()) as { data: { move: { digit: number } } }).data.move.digit);
    }
    expect(digits.join('')).toBe(await answerOf('ligne', 'decrypto', kiritimatiToday));
    if (kiritimatiToday > parisToday) expect(digits.join('')).not.toBe(await answerOf(MAIN_STREAM, 'decrypto', kiritimatiToday));
  });

  it('shows a publisher its own stream’s calendar, the answers of days to come hidden, today’s shown', async () => {
    const publisher = await consoleMember(server, { role: 'publisher', providerId: await providerIdOf(server, 'caledonie-jeux') });
    const today = todayOf('caledonie');
    const tomorrow = addDays(today, 1);
    // Asking for another stream changes nothing: a publisher reads its provider's.
    for (const month of new Set([today.slice(0, 7), tomorrow.slice(0, 7)])) {
      const calendar = await publisher.browser.call<{ data: CalendarMonthDto }>(`/api/console/calendar/motamo?month=${month}&stream=europe`);
      expect(calendar.status).toBe(200);
      expect(calendar.body.data.stream).toBe('caledonie');
      expect(calendar.body.data.today).toBe(today);
      for (const day of calendar.body.data.days.filter((d) => d.date > today)) {
        expect([day.date, day.summary, day.answers_hidden]).toEqual([day.date, null, day.source !== 'missing']);
      }
      const shown = calendar.body.data.days.find((d) => d.date === today);
      if (shown) expect(shown.summary?.answers.length).toBe(5);
    }
    const future = await publisher.browser.call<{ data: DayDetailDto }>(`/api/console/calendar/motamo/${tomorrow}`);
    expect(future.body.data).toMatchObject({ answers_hidden: true, summary: null, puzzle: null, problems: [] });
    const hidden = (await answersOf('caledonie', 'motamo', tomorrow))!;
    expect(hidden.filter((word) => JSON.stringify(future.body).includes(word))).toEqual([]);
    // The operator sees every stream's days, to come included.
    const operator = await admin.browser.call<{ data: DayDetailDto }>(`/api/console/calendar/motamo/${tomorrow}?stream=caledonie`);
    expect(operator.body.data).toMatchObject({ answers_hidden: false });
    expect(operator.body.data.summary?.answers).toHaveLength(5);
    expect((await admin.browser.call(`/api/console/calendar/motamo/${tomorrow}?stream=atlantide`)).status).toBe(400);
  });

  it('replays a score on its provider’s stream, and stores it there', async () => {
    const date = todayOf('reunion');
    const reunion = winningPlay('sudoku', date, { contentKey: server.contentKey }, 'win', 'reunion')!;
    const paris = winningPlay('sudoku', date, { contentKey: server.contentKey })!;
    const send = async (play: typeof reunion, address: string) => {
      const player = testPlayer();
      const start = await startedPlay(server, 'sudoku', date, player, {
        provider: 'reunion-matin',
        headers: { 'x-forwarded-for': address },
        startedSecondsAgo: 3600,
      });
      return fetch(`${server.url}/api/scores`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...player.headers },
        body: JSON.stringify({
          game: 'sudoku',
          date,
          local_user_id: player.id,
          provider: 'reunion-matin',
          score: play.score,
          played_at: new Date().toISOString(),
          moves: play.moves,
          client_play_id: randomUUID(),
          start_token: start,
        }),
      });
    };
    // Paris's grid solved is no solution of La Réunion's: the replay refuses it.
    expect((await send(paris, '10.77.0.3')).status).toBe(422);
    const stored = await send(reunion, '10.77.0.4');
    expect(stored.status).toBe(201);
    const id = ((await stored.json()) as { data: { id: string } }).data.id;
    expect(await server.database.db.selectFrom('score').select('stream').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ stream: 'reunion' });
  });
});
