// Email verification: the code from the confirmation email, with a resend button. The code is sent with
// the password typed at signup (the server opens the account only for both); when a reload has lost it,
// the form asks for it again.
import { useState, type FormEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { notices } from '../../../components/ui/notices';
import { setToken } from '../../../api/token';
import { userApi } from '../../../session/user-api';
import { startSession } from '../session/ensure-session';
import { checkPassword } from '../lib/validation';
import { serverErrorText } from '../lib/server-error-text';
import { signupPassword } from '../lib/signup-password';
import { FormError } from './form-error';
import { useNetworkNeeded } from './use-network-needed';

export function ConfirmForm({ email }: { email: string }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [remembered] = useState(() => signupPassword.of(email));
  const [code, setCode] = useState('');
  const [typed, setTyped] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const network = useNetworkNeeded(t`Confirming the email needs the network. Connect to the internet to enter the code.`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const password = remembered ?? typed;
    const problem = remembered ? null : checkPassword(typed);
    setPasswordProblem(problem ? i18n._(problem) : undefined);
    setServerError(null);
    if (problem) return;
    setBusy(true);
    try {
      const { token } = await userApi.confirm(email, code.trim(), password);
      signupPassword.forget();
      notices.show(t`Email confirmed. Login...`, 3000, 'success');
      setToken(token);
      await startSession(token);
      router.history.replace('/');
    } catch (e) {
      setServerError(serverErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    try {
      await userApi.resendCode(email);
      notices.show(t`Verification email sent`, 4000, 'success');
    } catch (e) {
      setServerError(serverErrorText(e));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        <Trans>We sent a confirmation code to {email}.</Trans>
      </p>
      <Field label={t`Confirmation code`}>
        <Input inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} autoFocus />
      </Field>
      {remembered === null && (
        <Field
          label={t`Password chosen at signup`}
          error={passwordProblem}
          hint={t`Enter the password you chose when signing up: this page was reloaded or opened anew and no longer has it.`}
        >
          <Input type="password" autoComplete="new-password" value={typed} onChange={(e) => setTyped(e.target.value)} />
        </Field>
      )}
      <FormError text={serverError} />
      {network.note}
      <Button type="submit" disabled={busy || code.trim().length === 0 || !network.online} aria-describedby={network.describedBy}>
        <Trans>Confirm</Trans>
      </Button>
      <Button variant="link" onClick={resend} disabled={!network.online} aria-describedby={network.describedBy}>
        <Trans>Send the code again</Trans>
      </Button>
    </form>
  );
}
