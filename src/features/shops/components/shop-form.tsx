// The create and edit form of a shop. Saving is local (the outbox), so it never waits for the network.
import type { ChangeEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { checkShop, SHOP_LIMITS, type ShopForm } from '../lib/shop-form';
import { useCheckedForm } from './use-checked-form';

type ShopFormCardProps = { initial: ShopForm; onSave: (form: ShopForm) => Promise<void> };

export function ShopFormCard({ initial, onSave }: ShopFormCardProps) {
  const { t } = useLingui();
  const { form, set, error, submit, busy, formRef } = useCheckedForm(initial, checkShop, onSave);
  const input = (key: keyof ShopForm) => ({
    value: form[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value),
    maxLength: SHOP_LIMITS[key],
  });

  return (
    <Card className="max-w-xl">
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <Field label={`${t`Shop name`} *`} error={error('name')}>
          <Input {...input('name')} aria-required autoComplete="off" />
        </Field>
        <Field label={t`Company name`}>
          <Input {...input('companyName')} autoComplete="organization" />
        </Field>
        <Field label={t`Email`} error={error('email')}>
          <Input {...input('email')} type="email" autoComplete="email" />
        </Field>
        <Field label={t`Phone`}>
          <Input {...input('phone')} type="tel" autoComplete="tel" />
        </Field>
        <p className="text-xs text-slate-500">
          <Trans>Fields marked * are required.</Trans>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            <Trans>Save</Trans>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/shops">
              <Trans>Cancel</Trans>
            </Link>
          </Button>
        </div>
      </form>
    </Card>
  );
}
