import { normaliseGuess, PROXIMO_MAX_GUESS, typedGuess } from '@jdj/puzzles';
import { type FormEvent, useId, useState } from 'react';
import { tProximo as t } from '../../i18n/fr-proximo.ts';

interface GuessFormProps {
  /** Sends the typed guess; resolves once answered (the input then empties) or refused (it stays). */
  onGuess(word: string): Promise<boolean>;
  /** The game is over or paused: nothing can be submitted. */
  disabled: boolean;
}

/**
 * The word input (document 2 §2, §5): 20 characters at most, lower-cased and trimmed while typing; Enter or
 * Valider submits; the button waits while the input is empty. A guess with no letter left after
 * normalising is refused and only logged.
 */
export function GuessForm({ onGuess, disabled }: GuessFormProps) {
  const [value, setValue] = useState('');
  const [waiting, setWaiting] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled || waiting || value === '') return;
    if (normaliseGuess(value) === '') {
      console.info('Proximo: a guess without letters is not sent', value);
      return;
    }
    setWaiting(true);
    const answered = await onGuess(value);
    setWaiting(false);
    if (answered) setValue('');
  };

  return (
    <form className="proximo-form" onSubmit={(event) => void submit(event)}>
      <label className="visually-hidden" htmlFor={id}>
        {t('proximo.input.label')}
      </label>
      <input
        id={id}
        className="proximo-form__input"
        type="text"
        value={value}
        onChange={(event) => setValue(typedGuess(event.target.value))}
        placeholder={t('proximo.input.placeholder')}
        maxLength={PROXIMO_MAX_GUESS}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="send"
        disabled={disabled}
      />
      <button type="submit" className="button button--game proximo-form__submit" disabled={disabled || waiting || value === ''}>
        {waiting ? t('proximo.waiting') : t('proximo.submit')}
      </button>
    </form>
  );
}
