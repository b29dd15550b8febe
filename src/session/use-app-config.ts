// Server facts for the UI (demo mode, the points map's base map), asked once per page load. The last
// answer is kept on this device, so a start without the network still knows them (the map its style).
import { useEffect, useState } from 'react';
import type { AppConfig } from '../contract';
import { userApi } from './user-api';

const STORAGE_KEY = 'app-config';
let cached: Promise<AppConfig | null> | null = null;

/** Checked by hand: zod would pull its runtime into the entry chunk for three fields. */
const isAppConfig = (value: unknown): value is AppConfig => {
  const v = value as Partial<AppConfig> | null;
  const optionalText = (x: unknown) => x === undefined || typeof x === 'string';
  return typeof v?.demo === 'boolean' && Array.isArray(v.demoRoles) && optionalText(v.mapStyleUrl) && optionalText(v.mapPmtilesUrl);
};

/** The last config the server gave on this device, or null if it never answered here. */
export function storedAppConfig(): AppConfig | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return isAppConfig(value) ? value : null;
  } catch {
    return null;
  }
}

/** The server's answer, once per page load (a failure is asked again next time); null when unreachable. */
export function loadAppConfig(): Promise<AppConfig | null> {
  cached ??= userApi.config().then(
    (config) => {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(config));
      return config;
    },
    () => ((cached = null), null),
  );
  return cached;
}

/** The stored config at once, then the server's fresh one. */
export function useAppConfig(): AppConfig | null {
  const [config, setConfig] = useState<AppConfig | null>(storedAppConfig);
  useEffect(() => {
    let live = true;
    void loadAppConfig().then((fresh) => live && fresh && setConfig(fresh));
    return () => {
      live = false;
    };
  }, []);
  return config;
}
