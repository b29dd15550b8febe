// A warehouse link that finds no warehouse on this device.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MissingItem } from '../../shops/components/missing-item';

export function MissingWarehouse({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <MissingItem
      title={title}
      text={t`This warehouse is not on this device: it may have been deleted, or the link is wrong.`}
      back={
        <Link to="/warehouses" className="text-sm text-primary hover:underline">
          <Trans>Back to warehouses</Trans>
        </Link>
      }
    />
  );
}
