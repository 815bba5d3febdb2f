import { useId, useLayoutEffect, useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { waitInWords } from '@jdj/puzzles';
import { tAccount as t } from '../../i18n/fr-account.ts';
import { AuthCallError } from './auth-api.ts';
import './auth-forms.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** Highlights the input (aria-invalid). */
  invalid?: boolean;
  /** A message for this field alone, shown under it. */
  error?: string | undefined;
  /** Ids of other elements describing the input (e.g. the form's error message). */
  describedBy?: string | undefined;
  hint?: string;
}

function describedByOf(...ids: (string | undefined | false)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/** A labelled input with its hint and error linked by aria-describedby. */
export function TextField({ label, value, onValueChange, invalid, error, describedBy, hint, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  // What was typed (or filled in by the browser) into the server's markup before the app started: hydrating
  // keeps it on screen, but the state does not know it, and the next render would erase it (issue 36).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the input is first in the page.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value ?? value;
    if (typed !== value) onValueChange(typed);
  }, []);
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className="form-field__input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={invalid || error ? true : undefined}
        aria-describedby={describedByOf(hint && hintId, error && errorId, describedBy)}
      />
      {hint && (
        <p className="form-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: FieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-field">
      <TextField {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="password-field__toggle"
        aria-pressed={visible}
        aria-label={visible ? t('auth.login.hide-password') : t('auth.login.show-password')}
        title={visible ? t('auth.login.hide-password') : t('auth.login.show-password')}
        onClick={() => setVisible((shown) => !shown)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z"
          />
          {visible && <path stroke="currentColor" strokeWidth="2" d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
}

/**
 * An e-mail address alone in its form, followed by the form's error (which typing clears): the reset
 * request and the profile's change of address.
 */
export function EmailField({
  label,
  name,
  value,
  error,
  onValueChange,
  onErrorClear,
}: {
  label: string;
  name: string;
  value: string;
  error: string;
  onValueChange(value: string): void;
  onErrorClear(): void;
}) {
  const errorId = useId();
  return (
    <>
      <TextField
        label={label}
        name={name}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        required
        value={value}
        onValueChange={(typed) => {
          onValueChange(typed);
          onErrorClear();
        }}
        invalid={error !== ''}
        describedBy={error ? errorId : undefined}
      />
      <FormError id={errorId}>{error}</FormError>
    </>
  );
}

/** The form's message (role alert), linked from the inputs it concerns. */
export function FormError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p className="form-error" id={id} role="alert">
      {children}
    </p>
  );
}

export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <p className="form-success" role="status">
      {children}
    </p>
  );
}

/** The French text for a failed call that is neither a refused input nor a known code. */
export function callErrorText(error: unknown): string {
  if (error instanceof AuthCallError && error.status === 429) {
    return error.retryAfter ? t('auth.too-many-attempts', { wait: waitInWords(Number(error.retryAfter)) }) : t('auth.too-many-attempts-later');
  }
  // An answer of another shape than the contract's (auth-api.ts): its own French text.
  if (error instanceof AuthCallError && error.code === 'UNEXPECTED_ANSWER') return error.message;
  return t('auth.generic-error');
}
