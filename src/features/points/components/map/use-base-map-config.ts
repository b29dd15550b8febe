// Which base map the map draws (docs/decisions/points.md, "The base map"), from GET /v1/app/config: a MapLibre
// style (`mapStyleUrl`, server env MAP_STYLE_URL), else a self-hosted PMTiles archive (`mapPmtilesUrl`,
// MAP_PMTILES_URL), else the map's own. The config remembered on this device is taken at once, so an offline
// start knows it; else the server's answer, waited for briefly.
import { useEffect, useState } from 'react';
import type { AppConfig } from '../../../../contract';
import { loadAppConfig, storedAppConfig } from '../../../../session/use-app-config';

/** Without a remembered config, how long the map waits for the server before it starts on its own base map. */
const CONFIG_WAIT_MS = 3000;

export type BaseMapConfig = { styleUrl: string; pmtilesUrl: string };

const NONE: BaseMapConfig = { styleUrl: '', pmtilesUrl: '' };
const fromConfig = (config: AppConfig): BaseMapConfig => ({ styleUrl: config.mapStyleUrl ?? '', pmtilesUrl: config.mapPmtilesUrl ?? '' });

/** undefined until known; '' for what is not configured. */
export function useBaseMapConfig(): BaseMapConfig | undefined {
  const [config, setConfig] = useState<BaseMapConfig | undefined>(() => {
    const stored = storedAppConfig();
    return stored ? fromConfig(stored) : undefined;
  });
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => live && setConfig((known) => known ?? NONE), CONFIG_WAIT_MS);
    void loadAppConfig().then((fresh) => {
      clearTimeout(timer);
      if (!live) return;
      // The same answer keeps the object, so the map is not made again.
      setConfig((known) => {
        const next = fresh ? fromConfig(fresh) : (known ?? NONE);
        return known && known.styleUrl === next.styleUrl && known.pmtilesUrl === next.pmtilesUrl ? known : next;
      });
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  return config;
}
