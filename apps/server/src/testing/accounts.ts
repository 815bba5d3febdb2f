import type { Browser } from '../auth/test-kit.ts';
import type { TestServer } from './test-server.ts';

/** The last verification link written to the outbox for `email` (a server without SMTP_URL logs it). */
export async function outboxVerificationLink(server: TestServer, email: string): Promise<URL> {
  await server.mailer.idle();
  // Test servers log at debug level, where the outbox's link is written.
  const line = server.logs.findLast((l) => l.msg === 'mail link' && l.kind === 'verify-email' && l.to === email);
  if (!line) throw new Error(`no verification mail to ${email} in the outbox`);
  return new URL(String(line.link));
}

/** A new account on a server without SMTP_URL, signed in on `browser` by its mailed link (as a player does). */
export async function signUpVerified(server: TestServer, browser: Browser, account: Record<string, unknown> & { email: string }): Promise<void> {
  const answer = await browser.call('/api/auth/sign-up/email', account);
  if (answer.status !== 200) throw new Error(`sign-up refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  const link = await outboxVerificationLink(server, account.email);
  const verified = await browser.call(`/api/auth/verify-email?token=${encodeURIComponent(link.searchParams.get('token') ?? '')}`);
  if (verified.status !== 200) throw new Error(`verification refused: ${verified.status} ${JSON.stringify(verified.body)}`);
}
