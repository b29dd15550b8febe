// The order's fields as read: numbers, service and tariff, sender and recipient, cost, contents.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Card } from '../../../../components/ui/card';
import type { OrderContact } from '../../../../contract/orders';
import type { OrderRow } from '../../data/order-row';
import { useKeyNames } from '../../../../session/use-key-names';

function Block({ title, rows }: { title: string; rows: Array<[string, ReactNode]> }) {
  return (
    <Card>
      <h2 className="mb-2 text-sm font-semibold text-slate-900">{title}</h2>
      <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.filter(([, v]) => v !== null && v !== undefined && v !== '').map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-slate-500">{k}</dt>
            <dd className="break-words">{v}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const address = (c?: OrderContact | null) =>
  c ? c.addressString || [c.postIndex, c.region, c.city, c.street, c.house, c.office].filter(Boolean).join(', ') : '';

export function OrderInfo({ row }: { row: OrderRow }) {
  const { t, i18n } = useLingui();
  const providerName = useKeyNames('allProviders');
  const money = (v?: number | null) => (v == null ? '' : i18n.number(v, { style: 'currency', currency: 'RUB' }));
  const contact = (c?: OrderContact | null): Array<[string, ReactNode]> => [
    [t`Contact name`, c?.contactName], [t`Phone`, c?.phone], [t`Email`, c?.email], [t`Company`, c?.companyName], [t`Address`, address(c)], [t`Comment`, c?.comment],
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Block title={t`Order`} rows={[
        [t`Client number`, row.order?.clientNumber], [t`Delivery service`, providerName(row.order?.providerKey ?? '')],
        [t`Delivery service number`, row.orderInfo?.providerNumber], [t`Tracking`, row.orderInfo?.trackingUrl ? <a className="text-primary hover:underline" href={row.orderInfo.trackingUrl} target="_blank" rel="noreferrer">{row.orderInfo.trackingUrl}</a> : null],
        [t`Barcode`, row.order?.barcode], [t`Description`, row.order?.description], [t`Platform`, row.platform], [t`Created by`, row.username],
        [t`Created`, row.created ? i18n.date(row.created, { dateStyle: 'medium', timeStyle: 'short' }) : ''],
      ]} />
      <Block title={t`Payment`} rows={[
        [t`Declared value`, money(row.cost?.assessedCost)], [t`Cash on delivery`, money(row.cost?.codCost)],
        [t`Delivery cost`, money(row.cost?.deliveryCost)], [t`Insurance fee`, money((row.cost as { insuranceFee?: number })?.insuranceFee)],
      ]} />
      <Block title={t`Sender`} rows={contact(row.sender)} />
      <Block title={t`Recipient`} rows={contact(row.recipient)} />
      {row.returnAddress && <Block title={t`Return address`} rows={contact(row.returnAddress)} />}
      <Block title={t`Items`} rows={(row.items ?? []).map((item, i) => [`${i + 1}. ${item.description}`, `× ${item.quantity}${item.cost != null ? ` · ${money(item.cost)}` : ''}`])} />
    </div>
  );
}
