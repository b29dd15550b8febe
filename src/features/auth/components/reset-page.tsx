import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { AuthCard } from './auth-card';
import { ResetForm } from './reset-form';

const route = getRouteApi('/password/reset');

export function ResetPage() {
  const { t } = useLingui();
  const { token } = route.useSearch();
  return (
    <AuthCard title={t`New password`}>
      <ResetForm resetToken={token} />
    </AuthCard>
  );
}
