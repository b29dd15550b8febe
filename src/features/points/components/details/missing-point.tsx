// A point link that finds no point on this device.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MissingItem } from '../../../../components/resource/missing-item';

export function MissingPoint({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <MissingItem
      title={title}
      text={t`This point is not on this device: it may not be downloaded yet, its delivery service may have removed it, or the link is wrong.`}
      back={
        <Link to="/points/list" className="text-sm text-primary hover:underline">
          <Trans>Back to points</Trans>
        </Link>
      }
    />
  );
}
