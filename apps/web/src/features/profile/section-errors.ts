import { AuthCallError } from '../auth/auth-api.ts';
import { callErrorText } from '../auth/form-fields.tsx';

/** The text of a refused profile action: the server's French message for a 4xx, else network or server trouble. */
export function actionErrorText(error: unknown): string {
  if (error instanceof AuthCallError && error.status >= 400 && error.status < 500 && error.status !== 429 && error.message) return error.message;
  return callErrorText(error);
}
