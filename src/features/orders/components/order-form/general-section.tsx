// General info: which shop and warehouse the order ships from (choosing a warehouse fills the sender),
// the shop's own order number, a barcode and a description.
import { useLingui } from '@lingui/react/macro';
import { useOverlaidCollection } from '../../../../sync/use-overlaid';
import { useDraft } from './draft-context';
import { DraftInput, DraftSelect } from './draft-input';
import { FormSection } from './form-section';

export function GeneralSection() {
  const { t } = useLingui();
  const { set } = useDraft();
  const shops = useOverlaidCollection('shops') ?? [];
  const warehouses = useOverlaidCollection('warehouses') ?? [];

  function pickWarehouse(id: string) {
    set('warehouseId', id);
    const w = warehouses.find((x) => x.id === id);
    if (!w) return;
    const from = { countryCode: w.countryCode, postIndex: w.postIndex, region: w.region, city: w.city, street: w.street, house: w.house, office: w.office, addressString: w.addressString, companyName: w.companyName, contactName: w.contactName, phone: w.phone, email: w.email };
    Object.entries(from).forEach(([key, value]) => set(`sender.${key}`, value ?? ''));
  }

  return (
    <FormSection title={t`General info`}>
      <DraftSelect path="shopId" label={t`Shop`}>
        <option value="">{t`Not chosen`}</option>
        {shops.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
      </DraftSelect>
      <DraftSelect path="warehouseId" label={t`Warehouse`} onPick={pickWarehouse}>
        <option value="">{t`Not chosen`}</option>
        {warehouses.map((w) => <option key={w.id} value={w.id}>{w.name}</option>)}
      </DraftSelect>
      <DraftInput path="order.clientNumber" label={t`Client number`} hint={t`Your shop's order number`} required />
      <DraftInput path="order.barcode" label={t`Barcode`} />
      <DraftInput path="order.description" label={t`Description`} />
    </FormSection>
  );
}
