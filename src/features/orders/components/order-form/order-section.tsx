// The order itself: delivery service, its connection and tariff, how the parcel is picked up and
// delivered, and the points when a point is involved. Only connected services are offered, and of the
// chosen one the tariffs its connection enables that fit the types (lib/order-choices.ts).
import { useLingui } from '@lingui/react/macro';
import { useReferenceList } from '../../../../session/use-reference-list';
import { useOverlaidCollection } from '../../../../sync/use-overlaid';
import { DELIVERY_TO_POINT, PICKUP_AT_POINT } from '../../../../contract/order-constants';
import { connectedProviders, offeredTariffs } from '../../lib/order-choices';
import { useDraft } from './draft-context';
import { DraftInput, DraftSelect } from './draft-input';
import { FormSection } from './form-section';
import { QuotePanel } from './quote-panel';
import { PointField } from './point-field';

export function OrderSection() {
  const { t } = useLingui();
  const { draft, set } = useDraft();
  const providers = useReferenceList('providers') ?? [];
  const tariffs = useReferenceList('tariffs') ?? [];
  const connections = useOverlaidCollection('connections') ?? [];
  const o = draft.order;
  const offered = connectedProviders(providers, connections, o.providerKey);
  const fitting = offeredTariffs(tariffs, connections, { providerKey: o.providerKey, connectionId: o.providerConnectId, pickupType: o.pickupType, deliveryType: o.deliveryType });
  // An edited order may name a tariff its connection no longer enables: shown as it is, so the refusal is understood.
  const kept = fitting.some((x) => String(x.id) === o.tariffId) ? undefined : tariffs.find((x) => String(x.id) === o.tariffId);

  const pickProvider = (key: string) => {
    set('order.providerKey', key);
    set('order.tariffId', '');
    set('order.providerConnectId', '');
  };
  const resetTariff = (path: string) => (value: string) => {
    set(path, value);
    set('order.tariffId', '');
  };

  return (
    <FormSection title={t`Order`}>
      <DraftSelect path="order.providerKey" label={t`Delivery service`} onPick={pickProvider} required>
        <option value="">{offered.length ? t`Choose a delivery service` : t`No delivery service is connected`}</option>
        {offered.map((p) => <option key={p.key} value={p.key}>{p.name}</option>)}
      </DraftSelect>
      <DraftSelect path="order.providerConnectId" label={t`Connection`} onPick={resetTariff('order.providerConnectId')}>
        <option value="">{t`Default connection`}</option>
        {connections.filter((c) => c.providerKey === o.providerKey).map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
      </DraftSelect>
      <DraftSelect path="order.pickupType" label={t`Pickup`} onPick={resetTariff('order.pickupType')}>
        <option value="1">{t`Courier picks up`}</option>
        <option value="2">{t`Drop-off at a point`}</option>
      </DraftSelect>
      <DraftSelect path="order.deliveryType" label={t`Delivery`} onPick={resetTariff('order.deliveryType')}>
        <option value="1">{t`Courier to the door`}</option>
        <option value="2">{t`To a pickup point`}</option>
      </DraftSelect>
      <DraftSelect path="order.tariffId" label={t`Tariff`} required>
        <option value="">{o.providerKey && !fitting.length ? t`The connection enables no tariff for these pickup and delivery types` : t`Choose a tariff`}</option>
        {fitting.map((x) => <option key={x.id} value={x.id}>{x.name}</option>)}
        {kept && <option value={kept.id}>{t`${kept.name} (not enabled in the connection)`}</option>}
      </DraftSelect>
      {Number(o.pickupType) === PICKUP_AT_POINT && (
        <PointField path="order.pointInId" label={t`Drop-off point`} city={draft.sender.city} operation={1} pickTitle={t`Choose a drop-off point`} />
      )}
      {Number(o.deliveryType) === DELIVERY_TO_POINT && (
        <PointField path="order.pointOutId" label={t({ message: 'Pickup point', context: 'order' })} city={draft.recipient.city} operation={2} pickTitle={t`Choose a pickup point`} />
      )}
      <DraftInput path="order.length" label={t`Parcel length, cm`} inputMode="decimal" />
      <DraftInput path="order.width" label={t`Parcel width, cm`} inputMode="decimal" />
      <DraftInput path="order.height" label={t`Parcel height, cm`} inputMode="decimal" />
      <QuotePanel />
    </FormSection>
  );
}
