// The RetailCRM module's mode in words.
import { useLingui } from '@lingui/react/macro';

export function ModeName({ mode }: { mode: 'aggregator' | 'direct' }) {
  const { t } = useLingui();
  return <>{mode === 'direct' ? t`Direct` : t`Through the aggregator`}</>;
}
