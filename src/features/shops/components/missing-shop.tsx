// A shop link that finds no shop on this device.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MissingItem } from './missing-item';

export function MissingShop({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <MissingItem
      title={title}
      text={t`This shop is not on this device: it may have been deleted, or the link is wrong.`}
      back={
        <Link to="/shops" className="text-sm text-primary hover:underline">
          <Trans>Back to shops</Trans>
        </Link>
      }
    />
  );
}
