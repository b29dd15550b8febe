// Server facts for the UI (demo mode), asked once per page load.
import { useEffect, useState } from 'react';
import type { AppConfig } from '../../contract';
import { userApi } from './user-api';

let cached: Promise<AppConfig | null> | null = null;

export function useAppConfig(): AppConfig | null {
  const [config, setConfig] = useState<AppConfig | null>(null);
  useEffect(() => {
    cached ??= userApi.config().catch(() => ((cached = null), null));
    void cached.then(setConfig);
  }, []);
  return config;
}
