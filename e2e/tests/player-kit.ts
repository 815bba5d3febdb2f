import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { type GameSlug, getGameModule } from '@jdj/puzzles';
import { timedWin } from '@jdj/puzzles/testing';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_PORT, mailsPort } from './e2e-env.ts';
import { wholePuzzle } from './game-kit.ts';

/** An anonymous player as a browser keeps it: the id and the key beside it. */
export interface Player {
  id: string;
  key: string;
}

export const newPlayer = (): Player => ({ id: randomUUID(), key: randomBytes(24).toString('hex') });

/** This page's browser is `player` (its scores stored through the API are then its own). */
export async function playAs(page: Page, player: Player): Promise<void> {
  await page.addInitScript(({ id, key }) => {
    localStorage.setItem('jdj.local-user-id', id);
    localStorage.setItem('jdj.local-user-key', key);
  }, player);
}

let storedWins = 0;
/**
 * An address on a network (/24) of its own for each stored win, distinct within a worker and between workers:
 * the day's comparison weighs the players of one network as two at most.
 */
const ownNetwork = () => `10.${100 + (test.info().workerIndex % 150)}.${storedWins++ % 256}.${randomInt(1, 255)}`;

/** The least time the server accepts for a won day of `slug`. */
export const leastTime = (slug: GameSlug, date: string): number => timedWin(slug, wholePuzzle(slug, date)).lastAt;

/**
 * A day won (or, with `outcome: 'lose'`, lost) in `seconds` by `player`, stored through the real score route as a verified play:
 * started on the server (its start then moved an hour back through the e2e side server), from an address of its own.
 */
export async function storeWin(
  request: APIRequestContext,
  slug: GameSlug,
  date: string,
  player: Player,
  seconds: number,
  provider = 'default',
  outcome: 'win' | 'lose' = 'win',
): Promise<void> {
  const { moves, lastAt } = timedWin(slug, wholePuzzle(slug, date), outcome);
  expect(seconds, 'a time the move log allows').toBeGreaterThanOrEqual(lastAt);
  const headers = { 'x-forwarded-for': ownNetwork(), 'x-local-user-key': player.key };
  const started = await request.post('/api/plays', { headers, data: { game: slug, date, provider, local_user_id: player.id } });
  expect(started.status(), await started.text()).toBe(201);
  const token = ((await started.json()) as { data: { start_token: string } }).data.start_token;
  await askWithin(request, slug, date, player, token, moves, headers);
  const moved = await request.put(`http://127.0.0.1:${mailsPort(E2E_PORT)}/play-started`, { data: { token, secondsAgo: 3600 } });
  expect(moved.status()).toBe(200);
  const answer = await request.post('/api/scores', {
    headers,
    data: {
      game: slug,
      date,
      local_user_id: player.id,
      provider,
      score: seconds,
      played_at: new Date().toISOString(),
      data: {},
      moves,
      client_play_id: randomUUID(),
      start_token: token,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  expect(((await answer.json()) as { data: { verified: boolean } }).data.verified).toBe(true);
}

/**
 * The log's questions (a Decrypto attempt or joker, a Proximo guess) asked within the play, as the browser asks
 * them: a verified score's answers must all have been asked (the same as placement.test.ts's).
 */
async function askWithin(
  request: APIRequestContext,
  slug: GameSlug,
  date: string,
  player: Player,
  token: string,
  moves: readonly { move: unknown }[],
  headers: Record<string, string>,
): Promise<void> {
  const questions = getGameModule(slug)?.questions;
  if (!questions) return;
  for (const { move } of moves) {
    if (!questions.isAnswer(move)) continue;
    const { marks: _marks, digit: _digit, status: _status, rank: _rank, ...question } = move as Record<string, unknown>;
    const asked = await request.post(`/api/games/${slug}/puzzles/${date}/answers`, {
      headers,
      data: { move: question, local_user_id: player.id, start_token: token },
    });
    expect(asked.status(), await asked.text()).toBe(200);
  }
}

/** An account made by signUp(): what its player types to sign in, and the initials its avatar shows. */
export interface Account {
  email: string;
  password: string;
  username: string;
  initials: string;
}

/** The side server of e2e/serve.ts (captured mails, database probes). */
export const SIDE = `http://127.0.0.1:${mailsPort(E2E_PORT)}`;

/**
 * The latest link of the mails to `to` whose text holds `part`, waiting for it: a mail leaves after the answer
 * that caused it (password hashing, then SMTP), longer than a screen's 7 s when the machine is busy.
 */
export async function linkInMails(request: APIRequestContext, to: string, part: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`${SIDE}/mails?to=${encodeURIComponent(to)}`)).json()) as { text: string }[];
        link = mails
          .reverse()
          .flatMap((mail) => mail.text.split(/\s+/))
          .find((word) => word.includes(part));
        return link !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return new URL(link!);
}

/**
 * A new account for this page: the registration form, then the mailed link (captured by the e2e server's
 * SMTP listener), which verifies the address and signs the player in.
 */
export async function signUp(page: Page): Promise<Account> {
  await page.goto('/register');
  return registerHere(page);
}

/** Fills the registration form already on screen (Ada Lovelace, a new address) and follows the mailed link. */
export async function registerHere(page: Page): Promise<Account> {
  const id = randomUUID().slice(0, 8);
  const account = { email: `ada.${id}@example.fr`, password: `analytical-engine-${id}`, username: `ada-${id}`, initials: 'AL' };
  await page.getByLabel('Prénom', { exact: true }).fill('Ada');
  await page.getByLabel('Nom', { exact: true }).fill('Lovelace');
  await page.getByLabel('Nom d’utilisateur', { exact: true }).fill(account.username);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'S’inscrire' }).click();
  // The server took the registration (a refusal would show here, not as a missing mail).
  await expect(page.getByText(`Un email vient d’être envoyé à ${account.email}`, { exact: false })).toBeVisible({ timeout: 20_000 });
  const url = await linkInMails(page.request, account.email, '/verify-email?');
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('link', { name: 'Mon profil : AL' })).toBeVisible();
  return account;
}

/** An account made as a browser makes it, through the API: signed up, then signed in by its mailed link. */
export async function apiAccount(request: APIRequestContext, origin: string): Promise<string> {
  const id = randomUUID().slice(0, 8);
  const account = {
    email: `cent.${id}@example.fr`,
    password: `cent-membres-${id}`,
    passwordConfirm: `cent-membres-${id}`,
    username: `membre-${id}`,
    first_name: 'Camille',
    last_name: 'Martin',
  };
  const signedUp = await request.post('/api/auth/sign-up/email', { data: account, headers: { origin } });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const link = await linkInMails(request, account.email, '/verify-email?');
  const verified = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get('token') ?? '')}`, { headers: { origin } });
  expect(verified.status(), await verified.text()).toBe(200);
  return account.username;
}
