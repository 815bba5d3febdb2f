import { SHOWN_NAME_LABELS, shownNameMessage, shownNameProblem } from '@jdj/api/shown-name';
import { type FormEvent, useId, useState } from 'react';
import { tLeagues as t } from '../../i18n/fr-leagues.ts';
import { failureText } from './use-load.ts';

/** Fits the server's limit (40 characters, counted in graphemes); the server checks again. */
export const LEAGUE_NAME_MAX = 40;

interface LeagueNameFormProps {
  initialName: string;
  submitLabel: string;
  /** Extra class of the form (the inline rename form of a league's page). */
  className?: string;
  buttonClassName: string;
  /** Sends the trimmed name; a refusal it throws is shown under the field. */
  onSubmit(name: string): Promise<void>;
}

/** A league's name, labelled, with its limit, sent once at a time; the server's refusal stays linked to the field. */
export function LeagueNameForm({ initialName, submitLabel, className, buttonClassName, onSubmit }: LeagueNameFormProps) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // The server's own rule of shown names (pure, no zod), so the player reads its sentence at once.
    const problem = shownNameProblem(name.trim(), LEAGUE_NAME_MAX);
    if (problem) {
      setError(shownNameMessage(problem, SHOWN_NAME_LABELS.league, LEAGUE_NAME_MAX));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await onSubmit(name.trim());
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={className ? `league-form ${className}` : 'league-form'} onSubmit={submit} noValidate>
      <label className="league-form__label" htmlFor={id}>
        {t('leagues.create.name')}
      </label>
      <input
        id={id}
        className="league-form__input"
        value={name}
        required
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setError('');
        }}
      />
      <p id={`${id}-hint`} className="league-form__hint">
        {t('leagues.create.hint', { max: LEAGUE_NAME_MAX })}
      </p>
      {error && (
        <p id={`${id}-error`} className="league-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={buttonClassName} disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}
