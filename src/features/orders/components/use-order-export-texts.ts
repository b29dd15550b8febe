// The exported order sheet's words in the user's language (the worker that writes it has no catalogs):
// column headers, status and delivery service names as the list shows them.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OrderExportTexts } from '../../../../workers/orders/export-orders';
import { useReferenceList } from '../../../session/use-reference-list';

const byKey = (items: ReadonlyArray<{ key: string; name: string }> | undefined) => Object.fromEntries((items ?? []).map((x) => [x.key, x.name]));

export function useOrderExportTexts(): OrderExportTexts {
  const { t } = useLingui();
  const statuses = useReferenceList('statuses');
  const providers = useReferenceList('allProviders');
  return useMemo(() => ({
    sheetName: t`Orders`,
    headers: {
      number: t`Number`, created: t`Created`, clientNumber: t`Client number`, status: t`Status`, service: t`Delivery service`,
      trackingNumber: t`Tracking number`, recipient: t`Recipient`, phone: t`Phone`, city: t`City`, address: t`Address`,
      assessedCost: t`Assessed cost`, codCost: t`Cash on delivery`, deliveryCost: t`Delivery cost`,
    },
    statuses: byKey(statuses),
    providers: byKey(providers),
    pending: t`Pending`,
  }), [t, statuses, providers]);
}
