import { type FormEvent, useState } from 'react';
import { tAccount as t } from '../../i18n/fr-account.ts';
import { authCall } from '../../shared/account/auth-api.ts';
import { EmailField } from '../../shared/account/form-fields.tsx';
import { FormActions, OpenButton } from './form-parts.tsx';
import { useAction } from '../../shared/account/use-action.ts';

/**
 * « Changer d'adresse email » (better-auth's change-email): the link goes to the new address, which
 * replaces the current one only once it is followed; the old address is then told.
 */
export function EmailSection() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, setError, run } = useAction();

  const close = () => {
    setOpen(false);
    setEmail('');
    setError('');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const newEmail = email.trim();
    if (!newEmail) {
      setError(t('auth.required'));
      return;
    }
    void run(async () => {
      await authCall('change-email', { body: { newEmail } });
      setSentTo(newEmail);
      close();
    });
  };

  return (
    <div className="profile-subsection">
      {sentTo && (
        <p className="form-success" role="status">
          {t('profile.email.sent', { email: sentTo })}
        </p>
      )}
      {open ? (
        <form className="auth-form" onSubmit={onSubmit} noValidate>
          <h3>{t('profile.email.change')}</h3>
          <p>{t('profile.email.help')}</p>
          <EmailField label={t('profile.email.new')} name="newEmail" value={email} error={error} onValueChange={setEmail} onErrorClear={() => setError('')} />
          <FormActions submit={t('profile.email.submit')} busy={busy} onCancel={close} />
        </form>
      ) : (
        <OpenButton label={t('profile.email.change')} onOpen={() => setOpen(true)} />
      )}
    </div>
  );
}
