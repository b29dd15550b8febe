import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { userApi } from '../../../session/user-api';
import { checkEmail, trimmed } from '../lib/validation';
import { serverErrorText } from '../lib/server-error-text';
import { FormError } from './form-error';
import { useNetworkNeeded } from './use-network-needed';

export function RecoverForm() {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const network = useNetworkNeeded(t`Password recovery needs the network. Connect to the internet to get the email.`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkEmail(email);
    setProblem(found ? i18n._(found) : undefined);
    setServerError(null);
    if (found) return;
    setBusy(true);
    try {
      await userApi.recover(trimmed(email));
      setSent(true);
    } catch (e) {
      setServerError(serverErrorText(e));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="flex flex-col gap-4">
        <p role="status" className="text-sm text-green-700">
          <Trans>Password recovery email sent</Trans>
        </p>
        <Link to="/login" className="text-sm text-primary hover:underline">
          <Trans>Back to login</Trans>
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label={t`Email`} error={problem}>
        <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
      </Field>
      <FormError text={serverError} />
      {network.note}
      <Button type="submit" disabled={busy || !network.online} aria-describedby={network.describedBy}>
        <Trans>Send recovery email</Trans>
      </Button>
      <Link to="/login" className="text-center text-sm text-primary hover:underline">
        <Trans>Back to login</Trans>
      </Link>
    </form>
  );
}
