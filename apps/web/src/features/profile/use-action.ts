import { useCallback, useState } from 'react';
import { actionErrorText } from './section-errors.ts';

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
