import { useCallback, useState } from 'react';
import { isRefusal } from './auth-api.ts';
import { callErrorText } from './form-fields.tsx';

/** The text of a refused account action (sign-in, reset, profile): the server's French message for a 4xx, else network or server trouble. */
export function actionErrorText(error: unknown): string {
  if (isRefusal(error) && error.message) return error.message;
  return callErrorText(error);
}

/** One account action at a time: busy while it runs, its refusal as French text. */
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
