import { REMINDER_HOURS, type ReminderKeyDto, type RemindersDto } from '@jdj/api/reminders';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { tReminders as t } from '../../i18n/fr-reminders.ts';
import { useSessionUser } from '../../shared/account/session-store.ts';
import { ApiRequestError } from '../../shared/api/api-client.ts';
import { isEmbedded } from '../../shared/embed/embed-mode.ts';
import { useProvider } from '../../shared/provider/provider-context.ts';
import { currentSubscription, pushSupport, subscribe, unsubscribe } from './push-subscription.ts';
import { type ReminderChoices, remindersApi } from './reminders-api.ts';
import '../../shared/account/auth-forms.css';
import '../../styles/page.css';

type Setup =
  | { kind: 'loading' }
  | { kind: 'unavailable'; why: 'unsupported' | 'embedded' | 'not-offered' | 'error' }
  | { kind: 'ready'; key: ReminderKeyDto; saved: RemindersDto | null };

type Note = { kind: 'success' | 'error'; text: string } | null;

const DEFAULT_CHOICES: ReminderChoices = { daily: true, weekly: false, hour: 9 };
const HOURS = Array.from({ length: REMINDER_HOURS.max - REMINDER_HOURS.min + 1 }, (_, i) => REMINDER_HOURS.min + i);

const when = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

const reasonOf = (error: unknown) => (error instanceof ApiRequestError && error.status >= 400 && error.status < 500 ? error.message : null);

/** Loads what this browser can do and what it has chosen: the provider's key, then its subscription's reminders. */
function useSetup(provider: string): [Setup, (saved: RemindersDto | null) => void] {
  const [setup, setSetup] = useState<Setup>({ kind: 'loading' });
  useEffect(() => {
    if (isEmbedded()) return setSetup({ kind: 'unavailable', why: 'embedded' });
    if (pushSupport() === 'unsupported') return setSetup({ kind: 'unavailable', why: 'unsupported' });
    const controller = new AbortController();
    const api = remindersApi(provider);
    (async () => {
      const key = await api.key(controller.signal);
      const subscription = await currentSubscription();
      const saved = subscription ? await api.state(subscription.endpoint) : null;
      if (!controller.signal.aborted) setSetup({ kind: 'ready', key, saved });
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      if (error instanceof ApiRequestError && error.status === 404) setSetup({ kind: 'unavailable', why: 'not-offered' });
      else {
        console.warn('Reminders could not be loaded', error);
        setSetup({ kind: 'unavailable', why: 'error' });
      }
    });
    return () => controller.abort();
  }, [provider]);
  const setSaved = (saved: RemindersDto | null) => setSetup((current) => (current.kind === 'ready' ? { ...current, saved } : current));
  return [setup, setSaved];
}

/** /rappels: the daily reminder and the leagues' week, chosen for this browser (issue 39). */
export default function RemindersPage() {
  const { provider, hasFeature } = useProvider();
  const signedIn = useSessionUser() !== null;
  const [setup, setSaved] = useSetup(provider.slug);
  const [choices, setChoices] = useState<ReminderChoices | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const hourId = useId();
  const api = useMemo(() => remindersApi(provider.slug), [provider.slug]);

  const saved = setup.kind === 'ready' ? setup.saved : null;
  const shown: ReminderChoices = choices ?? (saved ? { daily: saved.daily, weekly: saved.weekly, hour: saved.hour } : DEFAULT_CHOICES);
  const weeklyOffered = setup.kind === 'ready' && setup.key.weekly;
  const denied = typeof Notification !== 'undefined' && Notification.permission === 'denied';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (setup.kind !== 'ready') return;
    const wanted = { ...shown, weekly: shown.weekly && weeklyOffered };
    if (!wanted.daily && !wanted.weekly) return setNote({ kind: 'error', text: t('reminders.pick-one') });
    setBusy(true);
    setNote(null);
    try {
      const subscribed = await subscribe(setup.key.public_key);
      if (!subscribed.ok) {
        setNote({ kind: 'error', text: subscribed.reason === 'denied' ? t('reminders.denied') : t('reminders.subscribe-failed') });
        return;
      }
      const stored = await api.save(subscribed.subscription, wanted);
      setSaved(stored);
      setChoices(null);
      setNote({ kind: 'success', text: t('reminders.saved') });
    } catch (error) {
      const reason = reasonOf(error);
      setNote({ kind: 'error', text: reason ? t('reminders.error', { reason }) : t('reminders.error-generic') });
    } finally {
      setBusy(false);
    }
  };

  const disable = async () => {
    setBusy(true);
    setNote(null);
    try {
      const subscription = await currentSubscription();
      // The server first: a subscription it still holds would keep sending to a browser that dropped it.
      if (subscription) await api.remove(subscription.endpoint);
      await unsubscribe();
      setSaved(null);
      setChoices(null);
      setNote({ kind: 'success', text: t('reminders.disabled') });
    } catch (error) {
      console.warn('Reminders could not be turned off', error);
      setNote({ kind: 'error', text: t('reminders.error-generic') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <article className="page page--narrow">
      <h1 className="page__title">{t('reminders.title')}</h1>
      <p>{t('reminders.intro')}</p>
      {setup.kind === 'loading' && <p role="status">{t('reminders.loading')}</p>}
      {setup.kind === 'unavailable' && (
        <p role="status">
          {setup.why === 'not-offered'
            ? t('reminders.not-offered', { provider: provider.name })
            : setup.why === 'error'
              ? t('reminders.error-generic')
              : t(setup.why === 'embedded' ? 'reminders.embedded' : 'reminders.unsupported')}
        </p>
      )}
      {setup.kind === 'ready' && (
        <form className="profile-section" onSubmit={save} aria-busy={busy}>
          <p role="status" data-testid="reminders-state">
            {saved ? t('reminders.on', { when: when(saved.next_at) }) : t('reminders.off')}
          </p>
          {denied && (
            <p className="form-error" role="alert">
              {t('reminders.denied')}
            </p>
          )}
          <label className="form-check">
            <input type="checkbox" checked={shown.daily} onChange={(e) => setChoices({ ...shown, daily: e.target.checked })} />
            {t('reminders.daily')}
          </label>
          <div className="form-field">
            <label className="form-field__label" htmlFor={hourId}>
              {t('reminders.hour')}
            </label>
            <select id={hourId} className="form-field__input" value={shown.hour} onChange={(e) => setChoices({ ...shown, hour: Number(e.target.value) })}>
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {t('reminders.hour-option', { hour })}
                </option>
              ))}
            </select>
            <p className="form-field__hint">{t('reminders.zone', { zone: Intl.DateTimeFormat().resolvedOptions().timeZone })}</p>
          </div>
          {weeklyOffered ? (
            <label className="form-check">
              <input type="checkbox" checked={shown.weekly} onChange={(e) => setChoices({ ...shown, weekly: e.target.checked })} />
              {t('reminders.weekly')}
            </label>
          ) : (
            !signedIn &&
            !hasFeature('no_login') && (
              <p>
                <Link to="/login?redirect=%2Frappels">{t('reminders.weekly-signed-out')}</Link>
              </p>
            )
          )}
          {note && (
            <p className={note.kind === 'success' ? 'form-success' : 'form-error'} role={note.kind === 'success' ? 'status' : 'alert'}>
              {note.text}
            </p>
          )}
          <div className="auth-actions">
            <button type="submit" className="button button--primary" disabled={busy || denied}>
              {busy ? t('reminders.busy') : saved ? t('reminders.save') : t('reminders.enable')}
            </button>
            {saved && (
              <button type="button" className="button button--ghost" onClick={disable} disabled={busy}>
                {t('reminders.disable')}
              </button>
            )}
          </div>
        </form>
      )}
    </article>
  );
}
