import { resolve } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** The server's data directory during the run; tests read it to learn what a user would get by email. */
export const E2E_DATA_DIR = resolve(import.meta.dirname, '../../.tmp/e2e-data');
/** In a data directory: the PostgreSQL URL of the instances that share it (two-instance-server.ts), for the tests
 *  that read their database (support/mail.ts). */
export const DATABASE_URL_FILE = 'database-url';

/** A second server with a big world of pickup points, for the points specs only (every login pulls all
 *  points, which would weigh on every other test). */
export const POINTS_PORT = E2E_PORT + 1;
export const POINTS_BASE_URL = `http://localhost:${POINTS_PORT}`;
/** How many pickup points the points server seeds: enough that a scan, a sort or the list's virtual window
 *  would show a slow path, few enough that the six specs' copies keep the suite inside CI's 40 minutes (the
 *  100,000-point figures are the bench's). */
export const POINTS_WORLD = 20_000;
export const POINTS_DATA_DIR = resolve(import.meta.dirname, '../../.tmp/e2e-points-data');

export const DEMO_PASSWORD = 'demo12345';
export const ADMIN = 'admin@demo.local';
export const OPERATOR = 'operator@demo.local';
export const OTHER = 'other@demo.local';

/** Where each server writes the answers its OpenAPI document does not list (support/answers-documented.ts). */
export const ANSWER_FILES = [E2E_DATA_DIR, POINTS_DATA_DIR].map((dir) => resolve(dir, 'undocumented-answers.jsonl'));
