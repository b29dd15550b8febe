import { resolve } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The server's data directory during the run; tests read it to learn what a user would get by email. */
export const E2E_DATA_DIR = resolve(import.meta.dirname, '../../.tmp/e2e-data');

export const DEMO_PASSWORD = 'demo12345';
export const ADMIN = 'admin@demo.local';
export const OPERATOR = 'operator@demo.local';
export const OTHER = 'other@demo.local';
