// Sender, recipient or return address: one shape, contact first, then the address. Region, district, the
// FIAS code and coordinates wait behind "More fields": the services find the address without them.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { WAREHOUSE_COUNTRIES } from '../../../../contract/warehouses';
import { DraftInput, DraftSelect } from './draft-input';
import { FormSection } from './form-section';
import { MoreFields } from './more-fields';

const MORE = ['region', 'area', 'cityGuid', 'lat', 'lng'];

export function ContactSection({ prefix, title, aside }: { prefix: 'sender' | 'recipient' | 'returnAddress'; title: string; aside?: ReactNode }) {
  const { t } = useLingui();
  const p = (field: string) => `${prefix}.${field}`;
  const g = { group: title };
  return (
    <FormSection title={title} aside={aside}>
      <DraftInput path={p('contactName')} label={t`Contact name`} {...g} required autoComplete="name" />
      <DraftInput path={p('phone')} label={t`Phone`} {...g} type="tel" required autoComplete="tel" />
      <DraftInput path={p('email')} label={t`Email`} {...g} type="email" />
      <DraftInput path={p('companyName')} label={t`Company`} {...g} />
      <DraftInput path={p('companyInn')} label={t`Company INN`} {...g} inputMode="numeric" />
      <DraftSelect path={p('countryCode')} label={t`Country`}>
        {WAREHOUSE_COUNTRIES.map((c) => <option key={c} value={c}>{c}</option>)}
      </DraftSelect>
      <DraftInput path={p('postIndex')} label={t`Postcode`} {...g} inputMode="numeric" />
      <DraftInput path={p('city')} label={t`City`} {...g} />
      <DraftInput path={p('street')} label={t`Street`} {...g} />
      <DraftInput path={p('house')} label={t`House`} {...g} />
      <DraftInput path={p('block')} label={t`Building`} {...g} />
      <DraftInput path={p('office')} label={t`Office / flat`} {...g} />
      <DraftInput path={p('addressString')} label={t`Full address`} {...g} />
      <DraftInput path={p('comment')} label={t`Comment`} {...g} />
      <MoreFields paths={MORE.map(p)}>
        <DraftInput path={p('region')} label={t`Region`} {...g} />
        <DraftInput path={p('area')} label={t`District`} {...g} />
        <DraftInput path={p('cityGuid')} label={t`City ID (FIAS)`} {...g} spellCheck={false} />
        <DraftInput path={p('lat')} label={t`Latitude`} {...g} inputMode="decimal" />
        <DraftInput path={p('lng')} label={t`Longitude`} {...g} inputMode="decimal" />
      </MoreFields>
    </FormSection>
  );
}
