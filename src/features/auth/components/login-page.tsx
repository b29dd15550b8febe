import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

const route = getRouteApi('/login');

export function LoginPage() {
  const { t } = useLingui();
  const { redirect } = route.useSearch();
  return (
    <AuthCard title={t`Log in`}>
      <LoginForm redirect={redirect} />
    </AuthCard>
  );
}
