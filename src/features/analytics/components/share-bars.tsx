// Each service's share (of the cheapest offers) as bars: plain HTML, so it reads as a list too.
import { useLingui } from '@lingui/react/macro';
import type { Share } from '../lib/chart-series';

export function ShareBars({ shares, name, label }: { shares: Share[]; name: (key: string) => string; label: string }) {
  const { t, i18n } = useLingui();
  if (!shares.length) return <p className="text-sm text-slate-600">{t`No calculations in this period.`}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {shares.map((share) => (
        <li key={share.key} className="grid grid-cols-[8rem_1fr_4.5rem] items-center gap-2 text-sm">
          <span className="truncate text-slate-800" title={name(share.key)}>{name(share.key)}</span>
          <span className="h-3 rounded bg-slate-100" aria-hidden>
            <span className="block h-3 rounded bg-primary" style={{ width: `${share.percent}%` }} />
          </span>
          <span className="text-right text-slate-600 tabular-nums">{i18n.number(share.percent / 100, { style: 'percent', maximumFractionDigits: 1 })}</span>
        </li>
      ))}
    </ul>
  );
}
