import { randomUUID } from 'node:crypto';
import { addDays, dateInTimeZone, getGameModule, PROXIMO_MAX_MOVES, type ProximoMove, type ProximoRecord, stripAccents, MAIN_STREAM } from '@jdj/puzzles';
import { testPlaysOf } from '@jdj/puzzles/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreDto } from '@jdj/api';
import { Browser } from '../auth/test-kit.ts';
import { signUpVerified } from '../testing/accounts.ts';
import { QUESTION_LIMITS } from '../services/answers.ts';
import { wholePuzzle } from '../services/puzzle-cache.ts';
import { databaseTargets, startTestServer, type TestServer } from '../testing/test-server.ts';

/**
 * Proximo through the real API on each database: guesses answered from the day's list, the list kept on
 * the server, the debug resolve and the nearest words only to those allowed, the limits against scripts,
 * and the score's replay refusing forged answers.
 */
const today = () => dateInTimeZone(new Date(), 'Europe/Paris');
const module = getGameModule('proximo')!;

describe.each(databaseTargets())('Proximo on $name', (target) => {
  let server: TestServer;
  let record: ProximoRecord;
  beforeAll(async () => {
    server = await startTestServer(target, { env: { TRUST_PROXY: '1' }, puzzleWindow: { pastDays: 1, futureDays: 1 } });
    record = (await wholePuzzle(server.database.db, MAIN_STREAM, module, today()))!.puzzle as ProximoRecord;
  });
  afterAll(() => server.stop());

  /** A player with an address of its own (the server trusts X-Forwarded-For here). */
  const player = () => {
    const browser = new Browser(server.url);
    browser.localUserId = randomUUID();
    return browser;
  };
  /** Each player's play of the day, started on the server an hour ago (so a score's time fits in it). */
  const plays = new Map<Browser, string>();
  async function playOf(who: Browser): Promise<string> {
    let token = plays.get(who);
    if (!token) {
      const started = await who.call<{ data: { start_token: string } }>('/api/plays', { game: 'proximo', date: today(), local_user_id: who.localUserId });
      token = started.body.data.start_token;
      await server.database.db
        .updateTable('play')
        .set({ started_at: Date.now() - 3600_000 })
        .where('id', '=', token)
        .execute();
      plays.set(who, token);
    }
    return token;
  }
  const ask = async (who: Browser, move: unknown, options: { date?: string; provider?: string; outsidePlay?: boolean } = {}) =>
    who.call<{ data: { move: ProximoMove }; message: string }>(`/api/games/proximo/puzzles/${options.date ?? today()}/answers`, {
      move,
      local_user_id: who.localUserId,
      ...(options.provider ? { provider: options.provider } : {}),
      ...(options.outsidePlay ? {} : { start_token: await playOf(who) }),
    });
  const guess = (who: Browser, word: string) => ask(who, { type: 'guess', word });

  /** A won game through the score route within the player's play, with the moves the test play makes, one second apart. */
  async function win(who: Browser, moves = testPlaysOf('proximo')!.win(record), score?: number) {
    // A claimed score puts every move at 0 s on the timer, as a script may.
    const log = moves.map((move: unknown, i: number) => ({ move, at: score === undefined ? i + 1 : 0 }));
    return who.call<{ data: ScoreDto; message: string }>('/api/scores', {
      game: 'proximo',
      date: today(),
      local_user_id: who.localUserId,
      score: score ?? log.length + 1,
      played_at: new Date().toISOString(),
      data: { attempts: 1, bestRank: 1 },
      moves: log,
      client_play_id: randomUUID(),
      start_token: await playOf(who),
    });
  }

  it('serves the day without its target, hash or list', async () => {
    const res = await fetch(`${server.url}/api/games/proximo/puzzles/${today()}`);
    const text = await res.text();
    expect(res.status).toBe(200);
    // The whole answer, to the byte: nothing else can ride along.
    expect(JSON.parse(text)).toEqual({ code: 200, data: { game: 'proximo', date: today(), difficulty: null, puzzle: { id: today(), date_to_play: today() } } });
  });

  it('answers a guess found, ranked (accents and case aside) or not ranked, and carries nothing more of the list', async () => {
    const who = player();
    const word = record.words[41]!;
    const answered = (move: ProximoMove) => ({ status: 200, body: { code: 200, data: { move } } });
    // Whole answers: each carries its own word and nothing else of the list.
    expect((await guess(who, stripAccents(word).toUpperCase())).body).toEqual(answered({ type: 'guess', word, status: 'ranked', rank: 42 }).body);
    const outside = ['quincaillerie', 'zygomatique', 'tungstène', 'xylophone'].find((w) => w !== record.target && !record.words.includes(w))!;
    expect((await guess(who, outside)).body).toEqual(answered({ type: 'guess', word: outside, status: 'not_ranked' }).body);
    expect((await guess(who, ` ${record.target} `)).body).toEqual(answered({ type: 'guess', word: record.target, status: 'found' }).body);
  });

  it("answers a typo or a non-word as unknown (issue 29): the browser's rules refuse it, so it costs no attempt", async () => {
    const who = player();
    for (const word of ['hsitoire', 'xyzzyq', 'Zorglubs']) {
      const answer = await guess(who, word);
      expect(answer.body).toEqual({ code: 200, data: { move: { type: 'guess', word: word.toLowerCase(), status: 'unknown' } } });
      const refused = module.apply(module.init(module.toPublic(record)), answer.body.data.move);
      expect(refused).toEqual({ invalid: true, reason: `Je ne connais pas le mot « ${word.toLowerCase()} » : essai non compté.` });
    }
  });

  it('answers a plural, a feminine or a hyphenated word as the lemma it counts as', async () => {
    const who = player();
    const lemmaAnswer = async (typed: string, lemma: string) => {
      const { move } = (await guess(who, typed)).body.data;
      const rank = record.words.indexOf(lemma);
      if (lemma === record.target) expect(move).toEqual({ type: 'guess', word: lemma, status: 'found' });
      else if (rank >= 0) expect(move).toEqual({ type: 'guess', word: lemma, status: 'ranked', rank: rank + 1 });
      else expect(move).toEqual({ type: 'guess', word: lemma, status: 'not_ranked' });
    };
    await lemmaAnswer('chevaux', 'cheval');
    await lemmaAnswer('narratrice', 'narrateur');
    await lemmaAnswer('historienne', 'historien');
    await lemmaAnswer('Moyen-Âge', 'moyen-âge');
  });

  it.each([
    ['an empty guess', { type: 'guess', word: '  ' }, 400, 'Coup invalide : Entrez un mot.'],
    ['a guess without letters', { type: 'guess', word: '2024 !' }, 400, 'Coup invalide : Entrez un mot.'],
    ['a guess over 20 characters', { type: 'guess', word: 'a'.repeat(21) }, 400, 'Coup invalide : mot de 20 caractères au plus attendu'],
    ['an answer sent as a question', { type: 'guess', word: 'mer', status: 'found' }, 400, 'Ce coup ne demande pas de réponse du serveur'],
  ])('refuses %s in French', async (_, move, status, message) => {
    const answer = await ask(player(), move);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
  });

  it('answers nothing about tomorrow, nor for a game without questions', async () => {
    expect((await ask(player(), { type: 'guess', word: 'mer' }, { date: addDays(today(), 1), outsidePlay: true })).status).toBe(404);
    const sudoku = await player().call<{ message: string }>(`/api/games/sudoku/puzzles/${today()}/answers`, {
      move: { type: 'select', row: 0, col: 0 },
      local_user_id: randomUUID(),
    });
    expect(sudoku).toMatchObject({ status: 404, body: { message: 'Ce jeu ne pose pas de question au serveur' } });
  });

  it('gives the target to « Résoudre » to nobody where debug answers are off, `demo` included (issue 22)', async () => {
    for (const provider of [undefined, 'demo']) {
      const refused = await ask(player(), { type: 'resolve' }, provider ? { provider } : {});
      expect(refused).toMatchObject({ status: 403, body: { code: 403, message: '« Résoudre » n’est pas proposé ici.' } });
      expect(Object.keys(refused.body)).toEqual(['code', 'message']);
    }
    // Nor do the nearest words come to someone who has not won: the provider changes nothing.
    expect((await ask(player(), { type: 'nearest' }, { provider: 'demo' })).status).toBe(403);
  });

  it('gives the target to « Résoudre » under a provider with debug_resolve where the operator turned debug answers on', async () => {
    const debug = await startTestServer(target, { env: { TRUST_PROXY: '1', DEBUG_ANSWERS: '1' }, puzzleWindow: { pastDays: 0, futureDays: 0 } });
    try {
      const who = new Browser(debug.url);
      who.localUserId = randomUUID();
      const started = await who.call<{ data: { start_token: string } }>('/api/plays', {
        game: 'proximo',
        date: today(),
        local_user_id: who.localUserId,
        provider: 'demo',
      });
      const body = { move: { type: 'resolve' }, local_user_id: who.localUserId, start_token: started.body.data.start_token };
      const demo = await who.call<{ data: { move: ProximoMove } }>(`/api/games/proximo/puzzles/${today()}/answers`, { ...body, provider: 'demo' });
      expect(demo.body.data.move).toEqual({ type: 'guess', word: record.target, status: 'found' });
      expect((await who.call(`/api/games/proximo/puzzles/${today()}/answers`, body)).status).toBe(403);
    } finally {
      await debug.stop();
    }
  });

  it('reveals the hundred nearest words only to a player whose won game of the day is stored', async () => {
    const who = player();
    const before = await ask(who, { type: 'nearest' });
    expect(before.status).toBe(403);
    expect(before.body).toEqual({ code: 403, message: 'Cette réponse est réservée aux joueurs qui ont gagné la partie de ce jour.' });

    expect((await win(who)).status).toBe(201);
    const after = await ask(who, { type: 'nearest' });
    // Those hundred and nothing more: the other 900 words stay on the server.
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ code: 200, data: { move: { type: 'nearest', words: record.words.slice(0, 100) } } });

    // Another day (yesterday, unplayed) stays closed to the same player.
    expect((await ask(who, { type: 'nearest' }, { date: addDays(today(), -1) })).status).toBe(403);
    expect((await ask(player(), { type: 'nearest' })).status).toBe(403);
  });

  it('reveals them to a signed-in winner from the account’s score, not to the device’s anonymous player', async () => {
    const who = player();
    const tag = randomUUID().slice(0, 8);
    const account = { email: `p-${tag}@exemple.fr`, password: 'Grille-du-jour-42', first_name: 'Ada', last_name: 'L', username: `p_${tag}` };
    await signUpVerified(server, who, account);
    expect((await win(who)).status).toBe(201);
    expect((await ask(who, { type: 'nearest' })).status).toBe(200);
    who.cookies.clear();
    expect((await ask(who, { type: 'nearest' })).status).toBe(403);
  });

  /** Counts `count` questions already asked under a rate-limit key in the current window. */
  async function alreadyAsked(key: string, rule: { windowSeconds: number }, count: number) {
    const windowStart = Math.floor(Date.now() / 1000 / rule.windowSeconds) * rule.windowSeconds;
    await server.database.db.insertInto('api_rate_limit').values({ key, window_start: windowStart, count, previous_count: 0 }).execute();
  }

  it.each([
    ['in 5 minutes', 'q:a:', QUESTION_LIMITS.address],
    ['in a day', 'q:ad:', QUESTION_LIMITS.addressDay],
  ])('limits an address %s, whatever player ids it sends', async (_, prefix, rule) => {
    const script = player();
    await alreadyAsked(`${prefix}${script.ip}`, rule, rule.limit - 1);
    expect((await guess(script, 'maison')).status).toBe(200);
    script.localUserId = randomUUID();
    const refused = await guess(script, 'maison');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Trop de requêtes : réessayez dans \d+\u00a0(s|min|h(\u00a0\d+\u00a0min)?)$/);
  });

  it(`counts every question within its play, at most ${PROXIMO_MAX_MOVES} a play (issue 22)`, async () => {
    const who = player();
    const token = await playOf(who);
    await server.database.db
      .updateTable('play')
      .set({ questions: PROXIMO_MAX_MOVES - 2 })
      .where('id', '=', token)
      .execute();
    expect((await guess(who, 'maison')).status).toBe(200);
    expect((await guess(who, 'jardin')).status).toBe(200);
    const refused = await guess(who, 'voiture');
    expect(refused).toMatchObject({ status: 429, body: { message: `Une partie de ce jeu pose au plus ${PROXIMO_MAX_MOVES} questions au serveur` } });
    const counted = await server.database.db.selectFrom('play').select('questions').where('id', '=', token).executeTakeFirstOrThrow();
    expect(Number(counted.questions)).toBe(PROXIMO_MAX_MOVES);
  });

  it('answers no question outside a play started by the same player, nor after its score (issue 22)', async () => {
    const outside = await ask(player(), { type: 'guess', word: 'maison' }, { outsidePlay: true });
    expect(outside).toMatchObject({
      status: 400,
      body: { message: 'Une question se pose pendant une partie commencée sur le serveur : rouvrez la grille du jour.' },
    });
    const owner = player();
    const stranger = player();
    plays.set(stranger, await playOf(owner));
    expect(await guess(stranger, 'maison')).toMatchObject({
      status: 403,
      body: { message: 'Cette question n’appartient à aucune partie commencée par ce joueur : rouvrez la grille du jour.' },
    });
    expect((await win(owner)).status).toBe(201);
    expect(await guess(owner, 'maison')).toMatchObject({ status: 409, body: { message: 'Cette partie est terminée : son score est enregistré.' } });
    // Once the day is won, exploring further needs no play (it changes no score).
    expect(await ask(owner, { type: 'guess', word: 'maison' }, { outsidePlay: true })).toMatchObject({ status: 200 });
  });

  it('answers within a play whose won score it refused: the end screen goes on exploring there (issue 40)', async () => {
    const hasty = player();
    const refused = await win(hasty, undefined, 0);
    expect(refused).toMatchObject({ status: 422, body: { message: expect.stringMatching(/^Temps impossible/) } });
    expect(await guess(hasty, 'maison')).toMatchObject({ status: 200, body: { data: { move: { type: 'guess', word: 'maison' } } } });
  });

  describe('the score of a Proximo game', () => {
    it('stores the attempts and best rank its replay computes, not the browser’s claim', async () => {
      const saved = await win(player());
      expect(saved.status).toBe(201);
      // The test play: one word not ranked, ranks 500 and 3, then the target; four guesses in 5 s are faster than
      // a person finds the word (placement.test.ts): kept, not placed.
      expect(saved.body.data.data).toEqual({ mistakes: 0, jokers: 0, attempts: 4, bestRank: 3, won: true, unplaced: 'too-fast' });
    });

    it('accepts a long hunt: nine hundred guesses weigh more than the 64 kB of other requests', async () => {
      const letters = (n: number) => [n % 26, Math.floor(n / 26) % 26, Math.floor(n / 676)].map((d) => String.fromCharCode(97 + d)).join('');
      const misses: ProximoMove[] = Array.from({ length: 900 }, (_, i) => ({ type: 'guess', word: `zqwx${letters(i)}`, status: 'not_ranked' }));
      const saved = await win(player(), [...misses, ...testPlaysOf('proximo')!.win(record)]);
      expect(saved.status).toBe(201);
      expect(saved.body.data.data).toMatchObject({ attempts: 904, won: true });
    });

    it('verifies a hunt whose answers were all asked within its play, and no log holding answers it did not ask (issue 22)', async () => {
      const honest = player();
      const moves: ProximoMove[] = [];
      for (const word of ['maison', record.words[499]!, record.words[2]!, record.target]) moves.push((await guess(honest, word)).body.data.move);
      const saved = await win(honest, moves);
      expect(saved.body.data).toMatchObject({ verified: true, data: { attempts: 4, won: true } });
      // The same answers, learnt elsewhere, in a play that asked nothing: stored, not verified.
      const copier = player();
      const copied = await win(copier, moves);
      expect(copied.status).toBe(201);
      expect(copied.body.data.verified).toBe(false);
    });

    it('refuses a target found in 0 s: a guess is a typed answer, a second at least (issue 22)', async () => {
      const found: ProximoMove = { type: 'guess', word: record.target, status: 'found' };
      const instant = await win(player(), [found], 0);
      expect(instant).toMatchObject({ status: 422, body: { message: 'Temps impossible : ces coups demandent au moins 1 s' } });
      expect((await win(player(), [found], 1)).status).toBe(201);
    });

    it(`refuses a log of more than ${PROXIMO_MAX_MOVES} guesses before replaying it (issue 22: 5,000 cost 3.8 s)`, async () => {
      const letters = (n: number) => [n % 26, Math.floor(n / 26) % 26, Math.floor(n / 676) % 26].map((d) => String.fromCharCode(97 + d)).join('');
      const misses: ProximoMove[] = Array.from({ length: 4_999 }, (_, i) => ({ type: 'guess', word: `zq${letters(i)}`, status: 'not_ranked' }));
      const flood = await win(player(), [...misses, { type: 'guess', word: record.target, status: 'found' }]);
      expect(flood).toMatchObject({ status: 422, body: { message: `Une partie de ce jeu compte au plus ${PROXIMO_MAX_MOVES} coups` } });
    });

    it.each([
      ['a forged rank', (moves: ProximoMove[]) => moves.map((m) => (m.type === 'guess' && 'rank' in m ? { ...m, rank: 1 } : m))],
      ['a target never guessed', (moves: ProximoMove[]) => moves.slice(0, -1)],
      ['another word claimed as the target', (moves: ProximoMove[]) => [...moves.slice(0, -1), { type: 'guess', word: record.words[0]!, status: 'found' }]],
      ['a listed word claimed not ranked', (moves: ProximoMove[]) => [{ type: 'guess', word: record.words[9]!, status: 'not_ranked' }, ...moves]],
      ['a guess the server never answered', (moves: ProximoMove[]) => [{ type: 'guess', word: 'maison' }, ...moves]],
    ] as [string, (moves: ProximoMove[]) => ProximoMove[]][])('refuses %s', async (_, forge) => {
      const forged = await win(player(), forge(testPlaysOf('proximo')!.win(record) as ProximoMove[]));
      expect(forged.status).toBe(422);
      expect(forged.body.message).toMatch(/Coup n°\d+ refusé|ne terminent pas la partie/);
    });
  });
});
