import type { PrivacyFactsDto } from '@jdj/api';
import { FRESH_SIGN_IN_S } from '../auth/account-security.ts';
import { RESET_LINK_S, SESSION_LIFETIME_S, SESSION_RENEWAL_S, VERIFICATION_LINK_S } from '../auth/auth.ts';
import { KNOWN_DEVICE_MAX_AGE_S } from '../auth/known-device.ts';
import { ACCOUNT_SIGN_IN_RULE } from '../auth/sign-in-throttle.ts';
import { USED_CODE_MEMORY_MS } from '../auth/totp-reuse.ts';
import { ANALYTICS_RETENTION_DAYS, COUNTER_RETENTION_S, MOVE_LOG_RETENTION_DAYS } from './retention.ts';

const DAY_S = 86_400;

/**
 * The retention times the privacy policy states, taken from the constants the code applies: the page
 * cannot say one thing while the server does another.
 */
export const PRIVACY_FACTS: PrivacyFactsDto = {
  analytics_s: ANALYTICS_RETENTION_DAYS * DAY_S,
  move_log_s: MOVE_LOG_RETENTION_DAYS * DAY_S,
  session_s: SESSION_LIFETIME_S,
  session_renewal_s: SESSION_RENEWAL_S,
  verification_link_s: VERIFICATION_LINK_S,
  reset_link_s: RESET_LINK_S,
  counters_s: COUNTER_RETENTION_S,
  sign_in_window_s: ACCOUNT_SIGN_IN_RULE.windowSeconds,
  used_code_s: USED_CODE_MEMORY_MS / 1000,
  known_device_s: KNOWN_DEVICE_MAX_AGE_S,
  fresh_sign_in_s: FRESH_SIGN_IN_S,
};
