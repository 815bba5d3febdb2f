import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isValidTimeZone } from '@jdj/puzzles';
import type { ProviderDto, RemindersDto, SaveReminders } from '@jdj/api';
import type { Database, PushSubscriptionTable } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { nextReminderAt } from './reminder-time.ts';

/** Who asks: the signed-in account, and this browser's anonymous player (its key already proven). */
export interface ReminderOwner {
  userId: string | undefined;
  localUserId: string | undefined;
}

/** Reminders are offered by a provider that turned them on (its `reminders` feature). */
export function assertRemindersOffered(provider: ProviderDto): void {
  if (!provider.features.includes('reminders')) throw new HttpError(404, `Les rappels ne sont pas proposés par ${provider.name}`);
}

/** The leagues' week can be asked by a signed-in player of a provider with accounts (leagues are theirs). */
export const weeklyOffered = (provider: ProviderDto, userId: string | undefined): boolean => userId !== undefined && !provider.features.includes('no_login');

function toDto(row: Pick<PushSubscriptionTable, 'daily' | 'weekly' | 'hour' | 'time_zone' | 'next_at'>): RemindersDto {
  return { daily: row.daily === 1, weekly: row.weekly === 1, hour: row.hour, time_zone: row.time_zone, next_at: new Date(Number(row.next_at)).toISOString() };
}

/**
 * Saves this browser's reminders under its endpoint: a new subscription, or the same one with new choices
 * or keys (a browser renews its keys now and then). The row belongs to whoever saves it last: a browser
 * that signed out is an anonymous one again.
 */
export async function saveReminders(
  db: Kysely<Database>,
  provider: ProviderDto,
  owner: ReminderOwner,
  body: SaveReminders,
  now = Date.now(),
): Promise<RemindersDto> {
  assertRemindersOffered(provider);
  if (!isValidTimeZone(body.time_zone)) throw new HttpError(422, `Fuseau horaire inconnu : ${body.time_zone}`);
  if (!body.daily && !body.weekly) throw new HttpError(422, 'Choisissez au moins un rappel, ou désactivez les rappels');
  if (body.weekly && !weeklyOffered(provider, owner.userId)) {
    throw new HttpError(
      422,
      provider.features.includes('no_login')
        ? `Les ligues ne sont pas proposées par ${provider.name}`
        : 'Connectez-vous pour recevoir le résultat de vos ligues',
    );
  }
  if (!owner.userId && !owner.localUserId) throw new HttpError(422, 'Joueur inconnu : rechargez la page puis réessayez');
  const stamp = new Date(now).toISOString();
  const values = {
    p256dh: body.subscription.keys.p256dh,
    auth: body.subscription.keys.auth,
    provider_id: provider.id,
    user_id: owner.userId ?? null,
    local_user_id: owner.localUserId ?? null,
    daily: body.daily ? 1 : 0,
    weekly: body.weekly ? 1 : 0,
    hour: body.hour,
    time_zone: body.time_zone,
    next_at: nextReminderAt(now, body.hour, body.time_zone),
    updated_at: stamp,
  };
  await db
    .insertInto('push_subscription')
    .values({ id: randomUUID(), endpoint: body.subscription.endpoint, created_at: stamp, last_sent_at: null, ...values })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
    .execute();
  return toDto(values);
}

/** The reminders saved under a browser's endpoint, or null. */
export async function remindersOf(db: Kysely<Database>, endpoint: string): Promise<RemindersDto | null> {
  const row = await db
    .selectFrom('push_subscription')
    .select(['daily', 'weekly', 'hour', 'time_zone', 'next_at'])
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return row ? toDto(row) : null;
}

/** Unsubscribing: the row goes (the browser drops its subscription itself). */
export async function removeReminders(db: Kysely<Database>, endpoint: string): Promise<boolean> {
  const result = await db.deleteFrom('push_subscription').where('endpoint', '=', endpoint).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
