import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { type ApiSuccess, API_ROUTES, type ForgetDeviceDto } from '@jdj/api';
import type { Database } from '../db/schema.ts';
import { clientAddress } from '../http/client-address.ts';
import { parseJsonBody } from '../http/errors.ts';
import { forgetDevice } from '../services/forget-device.ts';
import { localUserKeyOf } from '../services/players.ts';
import { enforceRateLimits, type RateRule } from '../services/rate-limit.ts';

/** A browser forgets itself once; a script trying keys from one address is held to this. */
export const FORGET_LIMIT: RateRule = { limit: 20, windowSeconds: 600 };

/** POST /api/players/forget — « Oublier cet appareil », proven with the id's key (x-local-user-key). */
export function playerRoutes(db: Kysely<Database>, options: { trustProxy: boolean }): Hono {
  return new Hono().post('/forget', async (c) => {
    const { local_user_id: localUserId } = await parseJsonBody(c, API_ROUTES.players.forget.body);
    const address = clientAddress(c, options.trustProxy);
    if (address) await enforceRateLimits(db, [{ key: `forget:a:${address}`, rule: FORGET_LIMIT }]);
    const erased = await forgetDevice(db, localUserId, localUserKeyOf(c.req.raw.headers));
    const body: ApiSuccess<ForgetDeviceDto> = { code: 200, data: { erased } };
    return c.json(body);
  });
}
