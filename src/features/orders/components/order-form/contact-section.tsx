// Sender, recipient or return address: one shape, contact first, then the address.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { WAREHOUSE_COUNTRIES } from '../../../../contract/warehouses';
import { DraftInput, DraftSelect } from './draft-input';
import { FormSection } from './form-section';

export function ContactSection({ prefix, title, aside }: { prefix: 'sender' | 'recipient' | 'returnAddress'; title: string; aside?: ReactNode }) {
  const { t } = useLingui();
  const p = (field: string) => `${prefix}.${field}`;
  return (
    <FormSection title={title} aside={aside}>
      <DraftInput path={p('contactName')} label={t`Contact name`} required autoComplete="name" />
      <DraftInput path={p('phone')} label={t`Phone`} type="tel" required autoComplete="tel" />
      <DraftInput path={p('email')} label={t`Email`} type="email" />
      <DraftInput path={p('companyName')} label={t`Company`} />
      <DraftInput path={p('companyInn')} label={t`Company INN`} inputMode="numeric" />
      <DraftSelect path={p('countryCode')} label={t`Country`}>
        {WAREHOUSE_COUNTRIES.map((c) => <option key={c} value={c}>{c}</option>)}
      </DraftSelect>
      <DraftInput path={p('postIndex')} label={t`Postcode`} inputMode="numeric" />
      <DraftInput path={p('region')} label={t`Region`} />
      <DraftInput path={p('area')} label={t`District`} />
      <DraftInput path={p('city')} label={t`City`} />
      <DraftInput path={p('street')} label={t`Street`} />
      <DraftInput path={p('house')} label={t`House`} />
      <DraftInput path={p('block')} label={t`Building`} />
      <DraftInput path={p('office')} label={t`Office / flat`} />
      <DraftInput path={p('addressString')} label={t`Full address`} />
      <DraftInput path={p('cityGuid')} label={t`City ID (FIAS)`} spellCheck={false} />
      <DraftInput path={p('lat')} label={t`Latitude`} inputMode="decimal" />
      <DraftInput path={p('lng')} label={t`Longitude`} inputMode="decimal" />
      <DraftInput path={p('comment')} label={t`Comment`} />
    </FormSection>
  );
}
