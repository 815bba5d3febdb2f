import { type PersonalDataPart, rowCount } from './part.ts';

/**
 * Request counters kept under a person's name (services/rate-limit.ts, auth/sign-in-throttle.ts): keys end
 * with `:<id>` for a player or an account (q:p:…, q:pd:…, signin:u:…), or `:<id>:<key hash>` for what an
 * anonymous request proved (score:p:a:…, start:p:a:…), and wrong passwords typed
 * for an identifier that named no account yet are kept under `signin:i:<email or username>`. Counters per
 * address name no one and are left to expire (retention.ts). Nothing to export: they last a day at most.
 */
export const rateLimitPart: PersonalDataPart = {
  name: 'rate-limit-keys',

  async erase(trx, subject) {
    // UUIDs hold no LIKE wildcard; identifiers (an email may hold `_`) are matched exactly.
    const ids = [...(subject.userId ? [subject.userId] : []), ...subject.devices.map((device) => device.localUserId)];
    const exact = subject.identifiers.map((identifier) => `signin:i:${identifier}`);
    if (ids.length === 0 && exact.length === 0) return 0;
    const result = await trx
      .deleteFrom('api_rate_limit')
      .where((eb) =>
        eb.or([...ids.flatMap((id) => [eb('key', 'like', `%:${id}`), eb('key', 'like', `%:${id}:%`)]), ...(exact.length > 0 ? [eb('key', 'in', exact)] : [])]),
      )
      .executeTakeFirst();
    return rowCount(result);
  },
};
