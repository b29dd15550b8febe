// The order itself: delivery service, its connection and tariff, how the parcel is picked up and
// delivered, and the points when a point is involved. Tariffs offered fit the chosen service and types.
import { useLingui } from '@lingui/react/macro';
import { useReferenceList } from '../../../../session/use-reference-list';
import { useOverlaidCollection } from '../../../../sync/use-overlaid';
import { DELIVERY_TO_POINT, PICKUP_AT_POINT } from '../../../../contract/order-constants';
import { useDraft } from './draft-context';
import { DraftInput, DraftSelect } from './draft-input';
import { FormSection } from './form-section';
import { QuotePanel } from './quote-panel';
import { ChosenPoint } from './chosen-point';
import { PointPicker } from './point-picker';

export function OrderSection() {
  const { t } = useLingui();
  const { draft, set } = useDraft();
  const providers = useReferenceList('providers') ?? [];
  const tariffs = useReferenceList('tariffs') ?? [];
  const connections = useOverlaidCollection('connections') ?? [];
  const o = draft.order;
  const fitting = tariffs.filter((x) => x.providerKey === o.providerKey && String(x.pickupType) === o.pickupType && String(x.deliveryType) === o.deliveryType);

  const pickProvider = (key: string) => {
    set('order.providerKey', key);
    set('order.tariffId', '');
    set('order.providerConnectId', '');
  };
  const pickType = (path: string) => (value: string) => {
    set(path, value);
    set('order.tariffId', '');
  };

  return (
    <FormSection title={t`Order`}>
      <DraftSelect path="order.providerKey" label={t`Delivery service`} onPick={pickProvider}>
        <option value="">{t`Choose a delivery service`}</option>
        {providers.map((p) => <option key={p.key} value={p.key}>{p.name}</option>)}
      </DraftSelect>
      <DraftSelect path="order.providerConnectId" label={t`Connection`}>
        <option value="">{t`Default connection`}</option>
        {connections.filter((c) => c.providerKey === o.providerKey).map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
      </DraftSelect>
      <DraftSelect path="order.pickupType" label={t`Pickup`} onPick={pickType('order.pickupType')}>
        <option value="1">{t`Courier picks up`}</option>
        <option value="2">{t`Drop-off at a point`}</option>
      </DraftSelect>
      <DraftSelect path="order.deliveryType" label={t`Delivery`} onPick={pickType('order.deliveryType')}>
        <option value="1">{t`Courier to the door`}</option>
        <option value="2">{t`To a pickup point`}</option>
      </DraftSelect>
      <DraftSelect path="order.tariffId" label={t`Tariff`}>
        <option value="">{o.providerKey && !fitting.length ? t`No tariff of this service fits` : t`Choose a tariff`}</option>
        {fitting.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
      </DraftSelect>
      {Number(o.pickupType) === PICKUP_AT_POINT && (
        <div>
          <div className="flex items-end gap-2">
            <div className="flex-1"><DraftInput path="order.pointInId" label={t`Drop-off point ID`} /></div>
            <PointPicker path="order.pointInId" city={draft.sender.city} operation={1} title={t`Choose a drop-off point`} />
          </div>
          <ChosenPoint path="order.pointInId" />
        </div>
      )}
      {Number(o.deliveryType) === DELIVERY_TO_POINT && (
        <div>
          <div className="flex items-end gap-2">
            <div className="flex-1"><DraftInput path="order.pointOutId" label={t`Pickup point ID`} /></div>
            <PointPicker path="order.pointOutId" city={draft.recipient.city} operation={2} title={t`Choose a pickup point`} />
          </div>
          <ChosenPoint path="order.pointOutId" />
        </div>
      )}
      <DraftInput path="order.length" label={t`Parcel length, cm`} inputMode="decimal" />
      <DraftInput path="order.width" label={t`Parcel width, cm`} inputMode="decimal" />
      <DraftInput path="order.height" label={t`Parcel height, cm`} inputMode="decimal" />
      <QuotePanel />
    </FormSection>
  );
}
