import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNEXPECTED_ANSWER_MESSAGE } from '../api/api-client.ts';
import { accountAnswers } from './account-answers.ts';
import { AuthCallError, authCall } from './auth-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('authCall', () => {
  it('gives the answer as the contract reads it when its schema is given', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ url: 'https://idp.example/authorize?state=x', redirect: true }));
    await expect(authCall('sign-in/social', { body: { provider: 'oidc' }, answer: accountAnswers.socialSignIn })).resolves.toEqual({
      url: 'https://idp.example/authorize?state=x',
      redirect: true,
    });
  });

  it('refuses, in French, an answer whose shape is not the contract’s', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', async () => Response.json({ totpURI: 42 }));
    const error = (await authCall('two-factor/enable', { body: { password: 'x' }, answer: accountAnswers.twoFactorSetup }).catch(
      (e: unknown) => e,
    )) as AuthCallError;
    expect(error).toBeInstanceOf(AuthCallError);
    expect(error).toMatchObject({ status: 200, code: 'UNEXPECTED_ANSWER', message: UNEXPECTED_ANSWER_MESSAGE });
  });

  it('leaves an answer the page does not read unchecked', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ status: true }));
    await expect(authCall('revoke-other-sessions', { body: {} })).resolves.toEqual({ status: true });
  });
});
