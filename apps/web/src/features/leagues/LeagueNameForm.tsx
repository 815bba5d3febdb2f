import { tLeagues as t } from '../../i18n/fr-leagues.ts';

/** Fits the server's limit (40 characters); the server checks again. */
export const LEAGUE_NAME_MAX = 40;

interface LeagueNameFieldProps {
  id: string;
  value: string;
  /** The server's refusal, shown under the field. */
  error: string;
  onChange(value: string): void;
}

/** The league's name, labelled, with its limit and the server's refusal linked to it. */
export function LeagueNameField({ id, value, error, onChange }: LeagueNameFieldProps) {
  return (
    <>
      <label className="league-form__label" htmlFor={id}>
        {t('leagues.create.name')}
      </label>
      <input
        id={id}
        className="league-form__input"
        value={value}
        maxLength={LEAGUE_NAME_MAX}
        required
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="league-form__hint">
        {t('leagues.create.hint', { max: LEAGUE_NAME_MAX })}
      </p>
      {error && (
        <p id={`${id}-error`} className="league-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
