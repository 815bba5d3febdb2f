import { useCallback, useEffect, useState } from 'react';
import { fetchSessionUser } from '../../shared/account/session-source.ts';
import { useSessionStore } from '../../shared/account/session-store.ts';
import { toSessionUser, type AccountUser } from '../../shared/account/session-user.ts';

export type AccountState = { status: 'loading' } | { status: 'ready'; user: AccountUser } | { status: 'failed' };

/** The signed-in account in full (profile screens). A missing session clears the store, so the guard sends to login. */
export function useAccount(): [AccountState, () => Promise<void>] {
  const [state, setState] = useState<AccountState>({ status: 'loading' });
  const reload = useCallback(async () => {
    const user = await fetchSessionUser();
    if (user === null) {
      useSessionStore.getState().setUser(null);
      return;
    }
    if (user === undefined) {
      setState({ status: 'failed' });
      return;
    }
    useSessionStore.getState().setUser(toSessionUser(user));
    setState({ status: 'ready', user });
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return [state, reload];
}

/** A date of the account in French (fr-FR), or the raw text when it is not a date. */
export function frenchDateTime(value: string | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
