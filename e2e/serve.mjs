// Starts the built app for the journeys on a fresh data folder (test-results/e2e-data).
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve('test-results/e2e-data');
// E2E_PORT moves the server (and playwright.config.ts's baseURL) off 4173, e.g. for two checkouts at once.
const port = process.env.E2E_PORT ?? '4173';
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  ADMIN_EMAIL: 'admin@hatira.test',
  ADMIN_PASSWORD: 'admin-password-1',
  DEMO_DATA: 'true',
  LOG_LEVEL: 'warn',
  // every journey signs in (the admin in most) from this one address within minutes
  LOGIN_ATTEMPTS_PER_IP: '1000',
  LOGIN_ATTEMPTS_PER_ACCOUNT: '1000',
  // E2E_WEB_DIST points the server at another build of the web app (default: apps/web/dist).
  ...(process.env.E2E_WEB_DIST && { WEB_DIST: process.env.E2E_WEB_DIST }),
});
await import('../apps/server/dist/main.js');
