import { useState, type FormEvent } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { setToken } from '../../../api/token';
import { startSession } from '../session/ensure-session';
import { userApi } from '../../../session/user-api';
import { checkPassword, checkPasswordsMatch, collectProblems } from '../lib/validation';
import { serverErrorText } from '../lib/server-error-text';
import { FormError } from './form-error';
import { useNetworkNeeded } from './use-network-needed';

export function ResetForm({ resetToken }: { resetToken?: string }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<ReturnType<typeof collectProblems<'password' | 'confirmation'>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const network = useNetworkNeeded(t`Setting a new password needs the network. Connect to the internet to save it.`);

  if (!resetToken) {
    return (
      <div className="flex flex-col gap-4">
        <FormError text={t`Invalid link`} />
        <Link to="/password/recover" className="text-sm text-primary hover:underline">
          <Trans>Request a new link</Trans>
        </Link>
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = collectProblems({
      password: checkPassword(password),
      confirmation: checkPasswordsMatch(password, confirmation),
    });
    setProblems(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { token } = await userApi.reset(resetToken!, password);
      setToken(token);
      await startSession(token);
      router.history.replace('/');
    } catch (e) {
      setServerError(serverErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={t`New password`} error={problems.password && i18n._(problems.password)}>
        <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} autoFocus />
      </Field>
      <Field label={t`Confirm password`} error={problems.confirmation && i18n._(problems.confirmation)}>
        <Input type="password" autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
      </Field>
      <FormError text={serverError} />
      {network.note}
      <Button type="submit" disabled={busy || !network.online} aria-describedby={network.describedBy}>
        <Trans>Set new password</Trans>
      </Button>
    </form>
  );
}
