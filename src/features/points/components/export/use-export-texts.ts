// The words of the exported sheet in the user's language (the worker that writes it has no catalogs):
// column headers, type and operation names as the list shows them, service names, yes and no.
import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ExportTexts } from '../../../../../workers/points/export-xlsx';
import { useReferenceList } from '../../../../session/use-reference-list';
import { POINT_OPERATION_LABELS, POINT_TYPE_LABELS } from '../point-labels';

export function useExportTexts(): ExportTexts {
  const { t, i18n } = useLingui();
  const providers = useReferenceList('allProviders');
  return useMemo(() => {
    const byCode = (labels: typeof POINT_TYPE_LABELS) =>
      Object.fromEntries(Object.entries(labels).map(([code, label]) => [code, i18n._(label)]));
    return {
      sheetName: t`Points`,
      headers: {
        id: t`ID`, provider: t`Delivery service`, code: t`Code`, name: t`Point name`, type: t`Type`, city: t`City`,
        address: t`Address`, postIndex: t`Postal code`, lat: t`Latitude`, lng: t`Longitude`, hours: t`Hours`,
        card: t`Card payment`, cash: t`Cash payment`, cod: t`Cash on delivery`, operation: t`Operations`,
      },
      types: byCode(POINT_TYPE_LABELS),
      operations: byCode(POINT_OPERATION_LABELS),
      providers: Object.fromEntries((providers ?? []).map((p) => [p.key, p.name])),
      yes: t`Yes`,
      no: t`No`,
    };
  }, [t, i18n, providers]);
}
