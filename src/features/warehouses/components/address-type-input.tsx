// The kind of an address part ("обл", "р-н", "г", "ул"), typed freely with the usual short forms suggested, as
// Russian address services (FIAS) write them.
import { useId, type ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';

export const ADDRESS_TYPE_SUGGESTIONS = {
  region: ['обл', 'край', 'респ', 'АО', 'Аобл', 'г'],
  area: ['р-н', 'г.о.', 'м.р-н', 'у'],
  city: ['г', 'пгт', 'рп', 'п', 'с', 'д'],
  community: ['с', 'д', 'п', 'пгт', 'х', 'ст-ца', 'снт'],
  street: ['ул', 'пр-кт', 'пер', 'ш', 'б-р', 'пл', 'наб', 'проезд', 'мкр', 'тер'],
} as const;

type AddressTypeInputProps = ComponentProps<typeof Input> & { kind: keyof typeof ADDRESS_TYPE_SUGGESTIONS };

export function AddressTypeInput({ kind, ...input }: AddressTypeInputProps) {
  const listId = useId();
  return (
    <>
      <Input {...input} list={listId} autoComplete="off" spellCheck={false} />
      <datalist id={listId}>
        {ADDRESS_TYPE_SUGGESTIONS[kind].map((short) => <option key={short} value={short} />)}
      </datalist>
    </>
  );
}
