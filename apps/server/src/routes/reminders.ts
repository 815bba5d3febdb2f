import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import { type ApiSuccess, API_ROUTES, type ReminderKeyDto } from '@jdj/api';
import type { Database } from '../db/schema.ts';
import { clientAddress } from '../http/client-address.ts';
import { HttpError, parseJsonBody, parseQuery } from '../http/errors.ts';
import { type ProviderResolver, providerOfRequest } from '../http/provider-of-request.ts';
import { anonymousUserId, localUserKeyOf } from '../services/players.ts';
import { enforceRateLimits, type RateRule } from '../services/rate-limit.ts';
import { assertRemindersOffered, remindersOf, removeReminders, saveReminders, weeklyOffered } from '../services/reminders/subscriptions.ts';
import type { SessionUserOf } from './scores.ts';

/** A browser saves its choices a few times; a script filling the table from one address is held to this. */
export const REMINDER_LIMIT: RateRule = { limit: 30, windowSeconds: 600 };

export interface ReminderRouteOptions {
  trustProxy: boolean;
  /** The VAPID public key browsers subscribe with (services/reminders/vapid.ts). */
  publicKey: string;
  /** Push services subscriptions may point at (host names, `*.` for a domain); others are refused. */
  pushHosts: readonly string[];
  sessionUserOf?: SessionUserOf;
}

/** The push services of Chrome, Firefox, Safari and Edge (what their PushManager hands out). */
export const PUSH_SERVICE_HOSTS: readonly string[] = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'];

const contract = API_ROUTES.reminders;
const ok = <T>(c: Context, data: T) => c.json({ code: 200, data } satisfies ApiSuccess<T>);

/** Whether an endpoint is on a known push service: the server posts to it, so it must not reach anything else. */
export function onPushService(endpoint: string, hosts: readonly string[]): boolean {
  const url = new URL(endpoint);
  const host = url.host;
  const allowed = hosts.some((pattern) => (pattern.startsWith('*.') ? url.hostname.endsWith(pattern.slice(1)) : host === pattern || url.hostname === pattern));
  // Plain http only towards this machine (a test's or a developer's own push service).
  return allowed && (url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)));
}

/** /api/reminders: a browser's Web Push subscription and its choices (issue 39). */
export function reminderRoutes(db: Kysely<Database>, resolver: ProviderResolver, options: ReminderRouteOptions): Hono {
  const sessionUserOf = options.sessionUserOf ?? (async () => undefined);
  const countWrite = async (c: Context) => {
    const address = clientAddress(c, options.trustProxy);
    if (address) await enforceRateLimits(db, [{ key: `reminders:a:${address}`, rule: REMINDER_LIMIT }]);
  };
  return new Hono()
    .get('/key', async (c) => {
      const provider = await providerOfRequest(c, resolver, parseQuery(c, contract.key.query).provider);
      assertRemindersOffered(provider);
      return ok<ReminderKeyDto>(c, { public_key: options.publicKey, weekly: weeklyOffered(provider, await sessionUserOf(c)) });
    })
    .post('/', async (c) => {
      const body = await parseJsonBody(c, contract.save.body);
      const provider = await providerOfRequest(c, resolver, body.provider);
      if (!onPushService(body.subscription.endpoint, options.pushHosts)) throw new HttpError(422, 'Ce navigateur utilise un service de notifications inconnu');
      await countWrite(c);
      const userId = await sessionUserOf(c);
      // An anonymous player proves its key (and is created with it): « Oublier cet appareil » erases its reminders.
      if (body.local_user_id) await anonymousUserId(db, body.local_user_id, localUserKeyOf(c.req.raw.headers));
      return ok(c, await saveReminders(db, provider, { userId, localUserId: body.local_user_id }, body));
    })
    .post('/state', async (c) => {
      const { endpoint } = await parseJsonBody(c, contract.state.body);
      return ok(c, await remindersOf(db, endpoint));
    })
    .post('/remove', async (c) => {
      const { endpoint } = await parseJsonBody(c, contract.remove.body);
      await countWrite(c);
      return ok(c, { removed: await removeReminders(db, endpoint) });
    });
}
