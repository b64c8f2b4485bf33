// Starts the built app for the journeys on a fresh data folder (test-results/e2e-data).
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve('test-results/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: '4173',
  HOST: '127.0.0.1',
  PUBLIC_URL: 'http://127.0.0.1:4173',
  ADMIN_EMAIL: 'admin@hatira.test',
  ADMIN_PASSWORD: 'admin-password-1',
  DEMO_DATA: 'true',
  LOG_LEVEL: 'warn',
  // E2E_WEB_DIST points the server at another build of the web app (default: apps/web/dist).
  ...(process.env.E2E_WEB_DIST && { WEB_DIST: process.env.E2E_WEB_DIST }),
});
await import('../apps/server/dist/main.js');
