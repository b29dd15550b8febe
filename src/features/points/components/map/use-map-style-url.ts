// The base map style the map draws with (GET /v1/app/config `mapStyleUrl`, server env MAP_STYLE_URL):
// the config remembered on this device at once, so an offline start knows it; else the server's answer,
// waited for briefly. '' means none configured: the map draws on its plain background.
import { useEffect, useState } from 'react';
import { loadAppConfig, storedAppConfig } from '../../../../session/use-app-config';

/** Without a remembered config, how long the map waits for the server before it starts plain. */
const CONFIG_WAIT_MS = 3000;

/** undefined until known; the URL, or '' for none. */
export function useMapStyleUrl(): string | undefined {
  const [url, setUrl] = useState<string | undefined>(() => {
    const stored = storedAppConfig();
    return stored ? (stored.mapStyleUrl ?? '') : undefined;
  });
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => live && setUrl((known) => known ?? ''), CONFIG_WAIT_MS);
    void loadAppConfig().then((fresh) => {
      clearTimeout(timer);
      if (live) setUrl((known) => (fresh ? (fresh.mapStyleUrl ?? '') : (known ?? '')));
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  return url;
}
