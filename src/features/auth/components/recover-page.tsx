import { useLingui } from '@lingui/react/macro';
import { AuthCard } from './auth-card';
import { RecoverForm } from './recover-form';

export function RecoverPage() {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Password recovery`}>
      <RecoverForm />
    </AuthCard>
  );
}
