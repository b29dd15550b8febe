import { useState, type FormEvent } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { setToken } from '../../../api/token';
import { userApi } from '../../../session/user-api';
import { startSession } from '../session/ensure-session';
import { checkPassword, checkUsername, collectProblems, trimmed } from '../lib/validation';
import { safeRedirectPath } from '../lib/safe-redirect';
import { serverErrorText } from '../lib/server-error-text';
import { FormError } from './form-error';
import { useNetworkNeeded } from './use-network-needed';
import { DemoAccounts } from './demo-accounts';

export function LoginForm({ redirect }: { redirect?: string }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<ReturnType<typeof collectProblems<'username' | 'password'>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const network = useNetworkNeeded(t`Logging in needs the network. Connect to the internet to log in.`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = collectProblems({ username: checkUsername(username), password: checkPassword(password) });
    setProblems(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { token } = await userApi.login(trimmed(username), password);
      setToken(token);
      await startSession(token);
      router.history.replace(safeRedirectPath(redirect));
    } catch (e) {
      setServerError(serverErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={t`Email`} error={problems.username && i18n._(problems.username)}>
        <Input autoComplete="username" type="email" value={username} onChange={(e) => setUsername(e.target.value)} autoFocus />
      </Field>
      <Field label={t`Password`} error={problems.password && i18n._(problems.password)}>
        <Input autoComplete="current-password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <FormError text={serverError} />
      {network.note}
      <Button type="submit" disabled={busy || !network.online} aria-describedby={network.describedBy}>
        {busy ? t`Signing in…` : t`Log in`}
      </Button>
      <div className="flex justify-between text-sm">
        <Link to="/password/recover" className="text-primary hover:underline">
          <Trans>Forgot password?</Trans>
        </Link>
        <Link to="/signup" className="text-primary hover:underline">
          <Trans>Sign up</Trans>
        </Link>
      </div>
      <DemoAccounts onPick={(email, pass) => { setUsername(email); setPassword(pass); }} />
    </form>
  );
}
