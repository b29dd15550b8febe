// The order's fields as read, every one the order has: numbers, service, connection and tariff, how it is picked
// up and delivered, its size, sender, recipient and return address, cost, places with what is inside, items and
// extra parameters. Empty fields are left out.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Card } from '../../../../components/ui/card';
import type { OrderContact } from '../../../../contract/orders';
import { useReferenceList } from '../../../../session/use-reference-list';
import { useKeyNames } from '../../../../session/use-key-names';
import { useOverlaidCollection } from '../../../../sync/use-overlaid';
import type { OrderRow } from '../../data/order-row';
import { PointSummary } from '../point-summary';

type Rows = Array<[string, ReactNode]>;

function Block({ title, rows, wide = false }: { title: string; rows: Rows; wide?: boolean }) {
  const shown = rows.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (!shown.length) return null;
  return (
    <Card className={wide ? 'lg:col-span-2' : undefined}>
      <h2 className="mb-2 text-sm font-semibold text-slate-900">{title}</h2>
      {/* A value as long as a tracking link breaks anywhere rather than widen the card past a phone's screen. */}
      <dl className="grid grid-cols-[minmax(8rem,auto)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {shown.map(([k, v], i) => (
          <div key={`${k}-${i}`} className="contents">
            <dt className="text-slate-500">{k}</dt>
            <dd className="wrap-anywhere">{v}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const address = (c?: OrderContact | null) =>
  c ? c.addressString || [c.postIndex, c.region, c.area, c.city, c.street, c.house, c.block, c.office].filter(Boolean).join(', ') : '';

const join = (...parts: Array<string | number | null | undefined>) => parts.filter((p) => p !== null && p !== undefined && p !== '').join(' ');

export function OrderInfo({ row }: { row: OrderRow }) {
  const { t, i18n } = useLingui();
  const providerName = useKeyNames('allProviders');
  const tariffs = useReferenceList('tariffs');
  const platforms = useReferenceList('platforms');
  const platformName = platforms?.find((p) => p.key === row.platform)?.name ?? row.platform;
  const connections = useOverlaidCollection('connections');
  const money = (v?: number | null) => (v == null ? '' : i18n.number(v, { style: 'currency', currency: 'RUB' }));
  const grams = (v?: number | null) => (v == null ? '' : t`${i18n.number(v)} g`);
  const size = (l?: number | null, w?: number | null, h?: number | null) => (l || w || h ? t`${l ?? '–'} × ${w ?? '–'} × ${h ?? '–'} cm` : '');
  const vat = (v?: number | null) => (v == null ? '' : v === -1 ? t`Without VAT` : `${v}%`);
  const window = (date?: string | null, from?: string | null, to?: string | null) => join(date, from && to ? `${from}–${to}` : from ?? to);
  const payment = ({ 1: t`Cash`, 2: t`Card`, 3: t`Cash and card`, 4: t`Cashless` } as Record<number, string>)[row.cost?.paymentMethod ?? 0] ?? '';
  const o = row.order;
  const cost = row.cost as (OrderRow['cost'] & { insuranceFee?: number; cashServiceFee?: number }) | undefined;

  const contact = (c?: OrderContact | null): Rows => [
    [t`Contact name`, c?.contactName], [t`Phone`, c?.phone], [t`Email`, c?.email], [t`Company`, c?.companyName],
    [t`Company INN`, c?.companyInn], [t`Country`, c?.countryCode], [t`Address`, address(c)],
    [t`City ID (FIAS)`, c?.cityGuid], [t`Coordinates`, c?.lat != null && c?.lng != null ? `${c.lat}, ${c.lng}` : ''], [t`Comment`, c?.comment],
  ];
  const itemRows = (items: OrderRow['items'], prefix = ''): Rows => (items ?? []).flatMap((item, i) => [
    [`${prefix}${i + 1}. ${item.description}`, join(
      `× ${item.quantity}`,
      item.quantityDelivered != null ? t`(delivered ${item.quantityDelivered})` : '',
      item.articul ? `· ${item.articul}` : '', item.barcode ? `· ${item.barcode}` : '',
    )],
    [t`Weight and size`, join(grams(item.weight), size(item.length, item.width, item.height))],
    [t`Value and price`, join(money(item.assessedCost), item.cost != null ? `· ${money(item.cost)}` : '', item.costVat != null ? `· ${t`VAT`} ${vat(item.costVat)}` : '')],
  ] as Rows);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Block title={t`Order`} rows={[
        [t`Client number`, o?.clientNumber], [t`Delivery service`, providerName(o?.providerKey ?? '')],
        [t`Connection`, connections?.find((c) => c.id === String(o?.providerConnectId ?? ''))?.name],
        [t`Tariff`, tariffs?.find((x) => x.id === o?.tariffId)?.name ?? o?.tariffId],
        [t`Pickup`, o?.pickupType === 1 ? t`Courier picks up` : o?.pickupType === 2 ? t`Drop-off at a point` : ''],
        [t`Drop-off point`, o?.pointInId ? <PointSummary id={o.pointInId} /> : null],
        [t`Delivery`, o?.deliveryType === 1 ? t`Courier to the door` : o?.deliveryType === 2 ? t`To a pickup point` : ''],
        [t({ message: 'Pickup point', context: 'order' }), o?.pointOutId ? <PointSummary id={o.pointOutId} /> : null],
        [t`Pickup date`, window(o?.pickupDate, o?.pickupTimeStart, o?.pickupTimeEnd)],
        [t`Delivery date`, window(o?.deliveryDate, o?.deliveryTimeStart, o?.deliveryTimeEnd)],
        [t`Weight and size`, join(grams(o?.weight), size(o?.length, o?.width, o?.height))],
        [t`Delivery service number`, row.orderInfo?.providerNumber], [t`Return number`, row.orderInfo?.returnProviderNumber],
        [t`Tracking`, row.orderInfo?.trackingUrl ? <a className="text-primary hover:underline" href={row.orderInfo.trackingUrl} target="_blank" rel="noreferrer">{row.orderInfo.trackingUrl}</a> : null],
        [t`Barcode`, o?.barcode], [t`Description`, o?.description], [t`Platform`, platformName], [t`Created by`, row.username],
        [t`Created`, row.created ? i18n.date(row.created, { dateStyle: 'medium', timeStyle: 'short' }) : ''],
      ]} />
      <Block title={t`Payment`} rows={[
        [t`Declared value`, money(cost?.assessedCost)], [t`Cash on delivery`, money(cost?.codCost)],
        [t`Delivery cost`, money(cost?.deliveryCost)], [t`VAT on delivery`, vat(cost?.deliveryCostVat)],
        [t`Insurance fee`, money(cost?.insuranceFee)], [t`Cash handling fee`, money(cost?.cashServiceFee)],
        [t`Payment method`, payment], [t`The recipient pays for delivery`, cost?.isDeliveryPayedByRecipient ? t`Yes` : ''],
      ]} />
      <Block title={t`Sender`} rows={contact(row.sender)} />
      <Block title={t`Recipient`} rows={contact(row.recipient)} />
      {row.returnAddress && <Block title={t`Return address`} rows={contact(row.returnAddress)} />}
      <Block title={t`Places`} rows={(row.places ?? []).flatMap((place, i) => [
        [t`Place ${place.placeNumber || i + 1}`, join(place.barcode, grams(place.weight), size(place.length, place.width, place.height))],
        ...itemRows(place.items, `${i + 1}.`),
      ] as Rows)} />
      <Block title={t`Items`} rows={itemRows(row.items)} />
      <Block title={t`Extra parameters`} rows={(row.extraParams ?? []).map((p) => [p.key, p.value] as [string, ReactNode])} />
    </div>
  );
}
