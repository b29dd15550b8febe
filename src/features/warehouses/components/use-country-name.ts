// Names of the warehouse countries in the UI language, for the form and the details page.
import { useLingui } from '@lingui/react/macro';
import type { WarehouseCountry } from '../lib/warehouse-form';

export function useCountryName(): (code: string) => string {
  const { t } = useLingui();
  const names: Record<WarehouseCountry, string> = { RU: t`Russia`, BY: t`Belarus`, KZ: t`Kazakhstan` };
  return (code) => names[code as WarehouseCountry] ?? code;
}
