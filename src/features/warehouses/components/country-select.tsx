// The country of a warehouse: only RU, BY and KZ, named in the UI language.
import type { ComponentProps } from 'react';
import { Select } from '../../../components/ui/select';
import { WAREHOUSE_COUNTRY_CODES, type WarehouseCountry } from '../lib/warehouse-form';
import { useCountryName } from './use-country-name';

type CountrySelectProps = Omit<ComponentProps<'select'>, 'value' | 'onChange'> & {
  value: WarehouseCountry;
  onChange: (value: WarehouseCountry) => void;
};

export function CountrySelect({ value, onChange, ...props }: CountrySelectProps) {
  const countryName = useCountryName();
  return (
    <Select value={value} onChange={(event) => onChange(event.target.value as WarehouseCountry)} {...props}>
      {WAREHOUSE_COUNTRY_CODES.map((code) => (
        <option key={code} value={code}>
          {countryName(code)}
        </option>
      ))}
    </Select>
  );
}
