// The map without a city or ID filter (the product's rule: "The map view needs a city or ID filter"): a calm
// notice, and the cities with the most stored points as one-click choices.
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPinned } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { useCatalogStatus, useWorkerAnswer } from '../../data/points-client';

const QUICK_CITIES = 6;

export function MapNeedsFilter() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { ready, size } = useCatalogStatus();
  const cities = useWorkerAnswer((w) => w.cities('', QUICK_CITIES), []);
  const choose = (city: string) =>
    void navigate({ to: '/points/list', search: (prev) => ({ ...prev, tab: 'map', city }) });

  return (
    <Card className="flex flex-col items-center gap-3 py-10 text-center">
      <MapPinned className="size-8 text-slate-400" aria-hidden />
      <p className="font-medium text-slate-800"><Trans>The map view needs a city or ID filter</Trans></p>
      <p className="max-w-md text-sm text-slate-600">
        <Trans>Choose a city in the filters above, or enter a point's ID, to see its points on the map.</Trans>
      </p>
      {!ready ? (
        <div className="flex gap-2" aria-hidden>
          {Array.from({ length: 3 }, (_, n) => <span key={n} className="h-8 w-28 animate-pulse rounded-md bg-slate-100" />)}
        </div>
      ) : cities && cities.length > 0 ? (
        <nav aria-label={t`Cities with the most points`} className="flex flex-wrap justify-center gap-2">
          {cities.map(({ city, count }) => (
            <Button key={city} variant="secondary" size="sm" onClick={() => choose(city)}>
              {city}
              <span className="text-xs text-slate-500">{i18n.number(count)}</span>
            </Button>
          ))}
        </nav>
      ) : size === 0 ? (
        <p className="text-sm text-slate-500"><Trans>No points are stored on this device yet.</Trans></p>
      ) : null}
    </Card>
  );
}
