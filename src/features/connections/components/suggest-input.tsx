// A connection field the schema marks `remote.suggestType`, with suggestions from this device: the cities of the
// points, the service's own points or terminals by code, the company's warehouse addresses. A suggestion only
// saves typing: any value may still be typed, as the service decides what it accepts.
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Input } from '../../../components/ui/input';
import { useOverlaidCollection } from '../../../sync/use-overlaid';
import { CityCombobox, usePointWindow } from '../../points';
import { formatAddress } from '../../warehouses/lib/format-address';

const SUGGESTIONS = 8;

type SuggestInputProps = {
  id?: string;
  name: string;
  suggestType: string;
  providerKey: string;
  value: string;
  onChange: (value: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
};

/** The kinds this form can suggest; others are typed in full. */
export const SUGGEST_TYPES: ReadonlySet<string> = new Set(['city', 'point', 'terminal', 'address']);

export function SuggestInput({ suggestType, providerKey, value, onChange, ...input }: SuggestInputProps) {
  const { t } = useLingui();
  if (suggestType === 'city') {
    const { name: _name, ...aria } = input;
    return <CityCombobox {...aria} value={value} onChange={(city) => onChange(city ?? '')} freeText placeholder={t`Start typing a city`} />;
  }
  if (suggestType === 'address') return <AddressInput {...input} value={value} onChange={onChange} />;
  return <PointCodeInput {...input} providerKey={providerKey} value={value} onChange={onChange} />;
}

type ListInputProps = Omit<SuggestInputProps, 'suggestType' | 'providerKey'>;

/** The service's points whose code contains what is typed, named by their name and address. */
function PointCodeInput({ providerKey, value, onChange, ...input }: ListInputProps & { providerKey: string }) {
  const listId = useId();
  const typed = value.trim();
  const window = usePointWindow({ providerKey, ...(typed ? { code: typed } : {}) }, { by: 'code', desc: false }, 0, SUGGESTIONS);
  return (
    <>
      <Input {...input} list={listId} autoComplete="off" spellCheck={false} value={value} onChange={(e) => onChange(e.target.value)} />
      <datalist id={listId}>
        {window?.rows.map((p) => <option key={p.id} value={p.code}>{[p.name, p.address].filter(Boolean).join(', ')}</option>)}
      </datalist>
    </>
  );
}

function AddressInput({ value, onChange, ...input }: ListInputProps) {
  const listId = useId();
  const warehouses = useOverlaidCollection('warehouses');
  const addresses = [...new Set((warehouses ?? []).map((w) => formatAddress(w)).filter(Boolean))];
  return (
    <>
      <Input {...input} list={listId} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      <datalist id={listId}>
        {addresses.map((a) => <option key={a} value={a} />)}
      </datalist>
    </>
  );
}
