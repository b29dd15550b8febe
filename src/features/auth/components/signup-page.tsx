import { useLingui } from '@lingui/react/macro';
import { AuthCard } from './auth-card';
import { SignupForm } from './signup-form';

export function SignupPage() {
  const { t } = useLingui();
  return (
    <AuthCard title={t`Sign up`}>
      <SignupForm />
    </AuthCard>
  );
}
