// The base map the map starts with (docs/decisions/points.md, "The base map"): a configured MapLibre style, a
// self-hosted PMTiles archive (its style made here, with pmtiles' protocol, in a chunk loaded only then), or the
// map's own. A PMTiles chunk that cannot be loaded (offline before it was ever fetched) leaves the own map.
import { useEffect, useState } from 'react';
import type { StyleSpecification } from 'maplibre-gl';
import { useBaseMapConfig } from './use-base-map-config';

export type BaseMapChoice =
  | { kind: 'own' }
  | { kind: 'style'; styleUrl: string }
  | { kind: 'pmtiles'; archiveUrl: string; style: StyleSpecification };

const OWN: BaseMapChoice = { kind: 'own' };

/** undefined until known; `key` changes when the map must be made again. */
export function useBaseMapChoice(lang: string): { choice: BaseMapChoice; key: string } | undefined {
  const config = useBaseMapConfig();
  const archiveUrl = config && !config.styleUrl ? config.pmtilesUrl : '';
  const [pmtiles, setPmtiles] = useState<{ for: string; choice: BaseMapChoice } | null>(null);
  const wanted = `${archiveUrl}|${lang}`;

  useEffect(() => {
    if (!archiveUrl) return;
    let live = true;
    import('./pmtiles-base-map').then(
      ({ pmtilesStyle }) => live && setPmtiles({ for: wanted, choice: { kind: 'pmtiles', archiveUrl, style: pmtilesStyle(archiveUrl, lang) } }),
      () => live && setPmtiles({ for: wanted, choice: OWN }),
    );
    return () => {
      live = false;
    };
  }, [archiveUrl, lang, wanted]);

  if (!config) return undefined;
  if (config.styleUrl) return { choice: { kind: 'style', styleUrl: config.styleUrl }, key: `style|${config.styleUrl}` };
  if (!archiveUrl) return { choice: OWN, key: 'own' };
  return pmtiles?.for === wanted ? { choice: pmtiles.choice, key: `pmtiles|${wanted}|${pmtiles.choice.kind}` } : undefined;
}
