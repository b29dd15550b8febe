import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { notices } from '../../../components/ui/notices';
import { userApi } from '../../../session/user-api';
import { checkEmail, checkPassword, checkPasswordsMatch, collectProblems, trimmed } from '../lib/validation';
import { serverErrorText } from '../lib/server-error-text';
import { signupPassword } from '../lib/signup-password';
import { FormError } from './form-error';
import { useNetworkNeeded } from './use-network-needed';

type Fields = 'email' | 'password' | 'confirmation';

export function SignupForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Fields, string>>({ email: '', password: '', confirmation: '' });
  const [problems, setProblems] = useState<ReturnType<typeof collectProblems<Fields>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: Fields) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const network = useNetworkNeeded(t`Signing up needs the network. Connect to the internet to create an account.`);
  const problem = (key: Fields) => (problems[key] ? i18n._(problems[key]) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = collectProblems({
      email: checkEmail(values.email),
      password: checkPassword(values.password),
      confirmation: checkPasswordsMatch(values.password, values.confirmation),
    });
    setProblems(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { email } = await userApi.signup(trimmed(values.email), values.password);
      signupPassword.remember(email, values.password);
      notices.show(t`Verification email sent`, 4000, 'success');
      await navigate({ to: '/signup/confirm', search: { email } });
    } catch (e) {
      setServerError(serverErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={t`Email`} error={problem('email')}>
        <Input type="email" autoComplete="email" value={values.email} onChange={set('email')} autoFocus />
      </Field>
      <Field label={t`Password`} error={problem('password')}>
        <Input type="password" autoComplete="new-password" value={values.password} onChange={set('password')} />
      </Field>
      <Field label={t`Confirm password`} error={problem('confirmation')}>
        <Input type="password" autoComplete="new-password" value={values.confirmation} onChange={set('confirmation')} />
      </Field>
      <FormError text={serverError} />
      {network.note}
      <Button type="submit" disabled={busy || !network.online} aria-describedby={network.describedBy}>
        <Trans>Sign up</Trans>
      </Button>
      <Link to="/login" className="text-center text-sm text-primary hover:underline">
        <Trans>I already have an account</Trans>
      </Link>
    </form>
  );
}
