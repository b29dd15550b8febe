import { getRouteApi, Navigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { AuthCard } from './auth-card';
import { ConfirmForm } from './confirm-form';

const route = getRouteApi('/signup/confirm');

export function ConfirmPage() {
  const { t } = useLingui();
  const { email } = route.useSearch();
  if (!email) return <Navigate to="/signup" replace />;
  return (
    <AuthCard title={t`Email confirmation`}>
      <ConfirmForm email={email} />
    </AuthCard>
  );
}
