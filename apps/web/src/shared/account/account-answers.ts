import { answerFrom } from '../api/answer-schema.ts';
import { loadPlayerContract as account } from '../api/answers.ts';

// The answers' schemas of the /api/auth/* calls whose answer a page reads (better-auth's, without the API's
// envelope), loaded with the player's contract on the first call that needs one.

export const accountAnswers = {
  session: answerFrom(account, (m) => m.SessionCheckDto),
  signIn: answerFrom(account, (m) => m.SignInDto),
  socialSignIn: answerFrom(account, (m) => m.SocialSignInDto),
  emailVerified: answerFrom(account, (m) => m.EmailVerifiedDto),
  twoFactorSetup: answerFrom(account, (m) => m.TwoFactorSetupDto),
  sessions: answerFrom(account, (m) => m.AccountSessionListDto),
  linkedAccounts: answerFrom(account, (m) => m.LinkedAccountListDto),
};
