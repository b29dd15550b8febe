// Stands in for a value that is on its way: a delivery service's name until the list of services reaches this
// device (the first sync brings points before it at times; the raw key "x5" would show otherwise), a point's
// fields its list row did not carry until the points worker reads the whole point. Still, not pulsing: during
// the first pull every animation costs the download frames (docs/decisions/points.md "Points page").
import { useLingui } from '@lingui/react/macro';

export function PendingValue({ wide = false }: { wide?: boolean }) {
  const { t } = useLingui();
  return (
    <span data-testid="pending-value">
      <span className={`inline-block h-3 rounded bg-slate-200 align-middle ${wide ? 'w-40' : 'w-16'}`} aria-hidden />
      <span className="sr-only">{t`Loading…`}</span>
    </span>
  );
}
