import { isoInstant, isSet, withAuthTables } from '../../db/auth-tables.ts';
import { type PersonalDataPart, rowCount } from './part.ts';

/**
 * better-auth's rows of the account: the profile, its sign-in methods (password, third-party), sessions,
 * second factor and the tokens of its mails and codes. Last in the list: the user row goes once nothing
 * else points at it.
 */
export const accountPart: PersonalDataPart = {
  name: 'account',

  async export(db, subject) {
    if (!subject.userId) return {};
    const auth = withAuthTables(db);
    const user = await auth.selectFrom('user').selectAll().where('id', '=', subject.userId).executeTakeFirst();
    if (!user) return {};
    const accounts = await auth.selectFrom('account').select(['providerId', 'accountId', 'createdAt']).where('userId', '=', subject.userId).execute();
    const sessions = await auth
      .selectFrom('session')
      .select(['createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
      .where('userId', '=', subject.userId)
      .orderBy('createdAt')
      .execute();
    return {
      profile: {
        id: user.id,
        email: user.email,
        email_verified: isSet(user.emailVerified),
        username: user.username,
        first_name: user.first_name,
        last_name: user.last_name,
        phone: user.phone,
        name: user.name,
        two_factor_enabled: isSet(user.twoFactorEnabled),
        created_at: isoInstant(user.createdAt),
        updated_at: isoInstant(user.updatedAt),
      },
      // The password itself is never stored, only its scrypt hash, which is not handed out.
      sign_in_methods: accounts.map((account) => ({
        method: account.providerId === 'credential' ? 'password' : account.providerId,
        ...(account.providerId === 'credential' ? {} : { account_id: account.accountId }),
        since: isoInstant(account.createdAt),
      })),
      sessions: sessions.map((session) => ({
        opened_at: isoInstant(session.createdAt),
        last_used_at: isoInstant(session.updatedAt),
        expires_at: isoInstant(session.expiresAt),
        ip_address: session.ipAddress,
        user_agent: session.userAgent,
      })),
    };
  },

  async erase(trx, subject) {
    const userId = subject.userId;
    if (!userId) return 0;
    const auth = withAuthTables(trx);
    let touched = 0;
    touched += rowCount(await auth.deleteFrom('twoFactor').where('userId', '=', userId).executeTakeFirst());
    // Reset links and two-factor steps hold the id as their value; used TOTP codes in their identifier.
    touched += rowCount(
      await auth
        .deleteFrom('verification')
        .where((eb) => eb.or([eb('value', '=', userId), eb('identifier', 'like', `%${userId}%`)]))
        .executeTakeFirst(),
    );
    touched += rowCount(await auth.deleteFrom('session').where('userId', '=', userId).executeTakeFirst());
    touched += rowCount(await auth.deleteFrom('account').where('userId', '=', userId).executeTakeFirst());
    touched += rowCount(await auth.deleteFrom('user').where('id', '=', userId).executeTakeFirst());
    return touched;
  },
};
