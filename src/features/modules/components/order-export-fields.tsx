// What both marketplaces' settings say of orders: the status an order goes to the marketplace in, and the
// weight of items it sends without one.
import { useLingui } from '@lingui/react/macro';
import type { OrderStatusKey } from '../../../contract/constants';
import type { TextBinding } from '../../../components/resource/form-types';
import { requiredLabel } from '../../../components/resource/resource-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { StatusSelect } from './status-select';

type OrderExportFieldsProps = {
  status: OrderStatusKey | '';
  onStatus: (status: OrderStatusKey | '') => void;
  weight: TextBinding;
  error: (key: 'exportOrderStatus' | 'defaultWeight') => string | undefined;
};

export function OrderExportFields({ status, onStatus, weight, error }: OrderExportFieldsProps) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={requiredLabel(t`Order status for export`)} error={error('exportOrderStatus')} hint={t`Orders go to the marketplace once they reach it`}>
        <StatusSelect value={status} onChange={(e) => onStatus(e.target.value as OrderStatusKey | '')} aria-required />
      </Field>
      <Field label={requiredLabel(t`Default weight, g`)} error={error('defaultWeight')} hint={t`For items the marketplace sends without a weight`}>
        <Input {...weight} inputMode="numeric" aria-required autoComplete="off" />
      </Field>
    </div>
  );
}
