import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { freePort, startProcess, stopProcess, waitUntilUp } from './servers';

const frontendDir = resolve(import.meta.dirname, '..');
const logDir = join(frontendDir, 'test-results');

/**
 * Starts the real cloud binary, with this app embedded (`make build`), on a free
 * port with a fresh data directory: the tests see exactly what users get.
 */
export default async function globalSetup() {
  const bin = resolve(frontendDir, process.env.REELROOM_BIN ?? '../bin/reelroom');
  if (!existsSync(bin)) throw new Error(`cloud binary not found at ${bin} (set REELROOM_BIN or run make build)`);
  mkdirSync(logDir, { recursive: true });

  const dataDir = mkdtempSync(join(tmpdir(), 'reelroom-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const cloud = startProcess(bin, [], { PORT: String(port), DATA_DIR: dataDir, ...mailEnv() }, join(logDir, 'reelroom.log'));
  await waitUntilUp(`${url}/healthz`, cloud, 60_000);
  process.env.REELROOM_E2E_URL = url;

  return async () => {
    await stopProcess(cloud);
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * The test mail server scripts/test.sh starts (mailpit), when there is one: the service
 * sends through it and verify-email.spec.ts reads the codes back through its API.
 * Without one the service keeps mail in its outbox and that spec is skipped.
 */
function mailEnv(): NodeJS.ProcessEnv {
  const host = process.env.TEST_SMTP_HOST;
  if (!host) return {};
  return {
    SMTP_HOST: host,
    SMTP_PORT: process.env.TEST_SMTP_PORT,
    SMTP_FROM: 'Reelroom E2E <noreply@reelroom.test>',
    SMTP_TLS: 'none',
  };
}
