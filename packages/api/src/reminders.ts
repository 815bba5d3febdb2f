import * as z from 'zod/mini';
import { providerSlug, uuid } from './primitives.ts';
import { route } from './route.ts';

/** The hours a reminder may be chosen at, on the player's own clock. */
export const REMINDER_HOURS = { min: 6, max: 22 } as const;

/** What a browser's PushManager gives (PushSubscription.toJSON()): where to send, and the keys to encrypt with. */
export const PushSubscriptionBody = z.strictObject({
  endpoint: z.url('adresse d’abonnement invalide').check(z.maxLength(2048, 'adresse d’abonnement trop longue')),
  /** When the push service ends it (ms since the epoch), or null: said by some browsers, not kept. */
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.strictObject({
    // A P-256 public key (65 bytes) and a 16-byte secret, base64url: the lengths the Web Push standard fixes.
    p256dh: z.string().check(z.regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'clé de chiffrement invalide')),
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/, 'secret d’abonnement invalide')),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

/** POST /api/reminders: this browser's reminders, created or changed (an anonymous one proves its key, x-local-user-key). */
export const SaveReminders = z.strictObject({
  provider: z.optional(providerSlug),
  subscription: PushSubscriptionBody,
  /** The daily reminder, unless the player has already played that day. */
  daily: z.boolean(),
  /** The leagues' week, on Monday (signed-in players). */
  weekly: z.boolean(),
  hour: z
    .number()
    .check(
      z.int('heure entière attendue'),
      z.minimum(REMINDER_HOURS.min, `entre ${REMINDER_HOURS.min} h et ${REMINDER_HOURS.max} h`),
      z.maximum(REMINDER_HOURS.max, `entre ${REMINDER_HOURS.min} h et ${REMINDER_HOURS.max} h`),
    ),
  /** The browser's IANA zone (Intl), which the hour is on. */
  time_zone: z.string().check(z.maxLength(64, 'fuseau horaire inconnu')),
  /** The anonymous player of this browser: the reminder is skipped once it has played (and erased when it is forgotten). */
  local_user_id: z.optional(uuid),
});
export type SaveReminders = z.infer<typeof SaveReminders>;

/** POST /api/reminders/state and /remove: a subscription is named by its endpoint, which only its browser knows. */
export const ReminderEndpoint = z.strictObject({ endpoint: z.string().check(z.maxLength(2048, 'adresse d’abonnement trop longue')) });

export const RemindersDto = z.object({
  daily: z.boolean(),
  weekly: z.boolean(),
  hour: z.number(),
  time_zone: z.string(),
  /** When the next reminder is due (ISO instant). */
  next_at: z.string(),
});
export type RemindersDto = z.infer<typeof RemindersDto>;

/** POST /api/reminders/state: the saved reminders, or null when this endpoint has none. */
export const ReminderStateDto = z.nullable(RemindersDto);
export const RemovedDto = z.object({ removed: z.boolean() });

/** GET /api/reminders/key: what a browser subscribes with, and what this provider offers. */
export const ReminderKeyDto = z.object({
  /** The VAPID public key (base64url), PushManager.subscribe's applicationServerKey. */
  public_key: z.string(),
  /** Leagues' weekly results can be asked (the provider has accounts and the player is signed in). */
  weekly: z.boolean(),
});
export type ReminderKeyDto = z.infer<typeof ReminderKeyDto>;

export const reminderRoutes = {
  key: route('GET', '/api/reminders/key', { query: z.object({ provider: z.optional(providerSlug) }), answer: ReminderKeyDto }),
  save: route('POST', '/api/reminders', { body: SaveReminders, answer: RemindersDto }),
  state: route('POST', '/api/reminders/state', { body: ReminderEndpoint, answer: ReminderStateDto }),
  remove: route('POST', '/api/reminders/remove', { body: ReminderEndpoint, answer: RemovedDto }),
};

/** The reminders' fields as a player reads them: a refusal says « Heure du rappel », never `hour`. */
const REMINDER_FIELD_WORDS: Readonly<Record<string, string>> = {
  subscription: 'Abonnement du navigateur',
  endpoint: 'Abonnement du navigateur',
  daily: 'Rappel quotidien',
  weekly: 'Résultat des ligues',
  hour: 'Heure du rappel',
  time_zone: 'Fuseau horaire',
  local_user_id: 'Joueur de cet appareil',
  provider: 'Fournisseur',
};

export function reminderFieldWords(path: readonly PropertyKey[]): string | undefined {
  const [head] = path;
  return typeof head === 'string' ? REMINDER_FIELD_WORDS[head] : undefined;
}
