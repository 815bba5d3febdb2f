import { useCallback, useState } from 'react';
import { AuthCallError } from '../auth/auth-api.ts';
import { callErrorText } from '../auth/form-fields.tsx';

/** The text of a refused profile action: the server's French message for a 4xx, else network or server trouble. */
export function actionErrorText(error: unknown): string {
  if (error instanceof AuthCallError && error.status >= 400 && error.status < 500 && error.status !== 429 && error.message) return error.message;
  return callErrorText(error);
}

/** One profile action at a time: busy while it runs, its refusal as French text. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = useCallback(
    async (work: () => Promise<void>) => {
      if (busy) return;
      setBusy(true);
      setError('');
      try {
        await work();
      } catch (failure) {
        setError(actionErrorText(failure));
      } finally {
        setBusy(false);
      }
    },
    [busy],
  );
  return { busy, error, setError, run };
}
