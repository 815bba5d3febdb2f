import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { tAccount as t } from '../../i18n/fr-account.ts';
import { accountAnswers } from '../../shared/account/account-answers.ts';
import { authCall } from '../../shared/account/auth-api.ts';
import { FormError, PasswordField } from '../../shared/account/form-fields.tsx';
import { toast } from '../../shared/toasts/toast-store.ts';
import { FormActions, TotpCodeField } from './form-parts.tsx';
import { useAction } from '../../shared/account/use-action.ts';

// The QR code's library comes only with the set-up step.
const QrCode = lazy(() => import('../../shared/qr-code/QrCode.tsx'));

type Step = { kind: 'idle' } | { kind: 'password'; action: 'enable' | 'disable' } | { kind: 'code'; uri: string; backupCodes: string[] };

export function secretOf(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** Status of the two-factor authentication, its set-up (password → secret → code) and its removal (password). */
export function TwoFactorSection({ enabled, hasPassword, onChange }: { enabled: boolean; hasPassword: boolean; onChange(): Promise<void> }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const { busy, error, setError, run } = useAction();
  const errorId = useId();

  const reset = () => {
    setStep({ kind: 'idle' });
    setPassword('');
    setCode('');
    setError('');
  };

  const onPassword = (action: 'enable' | 'disable') => (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (action === 'enable') {
        const answer = await authCall('two-factor/enable', { body: { password }, answer: accountAnswers.twoFactorSetup });
        setPassword('');
        setStep({ kind: 'code', uri: answer.totpURI, backupCodes: answer.backupCodes });
      } else {
        await authCall('two-factor/disable', { body: { password } });
        reset();
        toast.success(t('profile.two-factor.disabled-toast'));
        await onChange();
      }
    });
  };

  const onCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await authCall('two-factor/verify-totp', { body: { code: code.trim() } });
      reset();
      toast.success(t('profile.two-factor.enabled-toast'));
      await onChange();
    });
  };

  return (
    <div>
      <dl className="profile-list">
        <dt>{t('profile.two-factor')}</dt>
        <dd data-testid="two-factor-status">{enabled ? t('profile.enabled') : t('profile.disabled')}</dd>
      </dl>
      {!hasPassword && <p>{t('profile.two-factor.no-password')}</p>}
      {hasPassword && step.kind === 'idle' && (
        <div className="auth-actions">
          {enabled ? (
            <button type="button" className="button button--ghost" onClick={() => setStep({ kind: 'password', action: 'disable' })}>
              {t('profile.two-factor.disable')}
            </button>
          ) : (
            <button type="button" className="button button--primary" onClick={() => setStep({ kind: 'password', action: 'enable' })}>
              {t('profile.enable-two-factor')}
            </button>
          )}
        </div>
      )}
      {step.kind === 'password' && (
        <form className="auth-form" onSubmit={onPassword(step.action)} noValidate>
          <h3>{step.action === 'enable' ? t('profile.setup') : t('profile.two-factor.disable')}</h3>
          <p>{t('profile.two-factor.password-help')}</p>
          <PasswordField
            label={t('profile.two-factor.password')}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onValueChange={(value) => {
              setPassword(value);
              setError('');
            }}
            invalid={error !== ''}
            describedBy={error ? errorId : undefined}
          />
          <FormError id={errorId}>{error}</FormError>
          <FormActions
            submit={step.action === 'enable' ? t('profile.two-factor.continue') : t('profile.two-factor.disable-confirm')}
            busy={busy}
            onCancel={reset}
          />
        </form>
      )}
      {step.kind === 'code' && (
        <form className="auth-form" onSubmit={onCode} noValidate>
          <h3>{t('profile.setup')}</h3>
          <p>{t('profile.two-factor.secret-help')}</p>
          <div className="totp-setup">
            <Suspense fallback={<div className="qr-code qr-code--loading" />}>
              <QrCode text={step.uri} label={t('profile.two-factor.qr')} />
            </Suspense>
            <div className="totp-setup__secret">
              <strong>{t('profile.two-factor.secret')}</strong>
              <code className="auth-code" data-testid="totp-secret">
                {secretOf(step.uri)}
              </code>
            </div>
          </div>
          {step.backupCodes.length > 0 && (
            <div>
              <strong>{t('profile.two-factor.backup-codes')}</strong>
              <code className="auth-code">{step.backupCodes.join(' ')}</code>
            </div>
          )}
          <TotpCodeField
            value={code}
            onValueChange={(value) => {
              setCode(value);
              setError('');
            }}
            invalid={error !== ''}
            describedBy={error ? errorId : undefined}
          />
          <FormError id={errorId}>{error}</FormError>
          <FormActions submit={t('profile.two-factor.activate')} busy={busy} onCancel={reset} />
        </form>
      )}
    </div>
  );
}
