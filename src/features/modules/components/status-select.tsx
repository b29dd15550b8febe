// One of the 19 order status keys, named as the statuses list names them in the user's language.
import type { ComponentProps } from 'react';
import { ORDER_STATUS_KEYS } from '../../../contract/constants';
import { Select } from '../../../components/ui/select';
import { useKeyNames } from '../../../session/use-key-names';

export function StatusSelect({ placeholder, ...props }: ComponentProps<typeof Select> & { placeholder?: string }) {
  const name = useKeyNames('statuses');
  return (
    <Select {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {ORDER_STATUS_KEYS.map((key) => (
        <option key={key} value={key}>{name(key)}</option>
      ))}
    </Select>
  );
}
