import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { freePort, startProcess, stopProcess, waitUntilUp } from './servers';

const frontendDir = resolve(import.meta.dirname, '..');

/** The PostgreSQL server scripts/test.sh starts, when there is one (its admin URL). */
export const testPostgres = process.env.TEST_PG_DSN ?? '';

function psql(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort();
  return `/usr/lib/postgresql/${versions[versions.length - 1]}/bin/psql`;
}

/**
 * Several cloud instances behind no balancer: one fresh PostgreSQL database, one data
 * directory (signing key and local storage), each on its own port, as a deployment
 * behind a load balancer would run them. Realtime events cross between them through
 * the database (LISTEN/NOTIFY).
 */
export class Instances {
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'reelroom-e2e-pg-'));
  private readonly children: ChildProcess[] = [];
  readonly urls: string[] = [];

  private constructor(private readonly database: string) {}

  static async start(count: number): Promise<Instances> {
    const name = `e2e_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    execFileSync(psql(), [testPostgres, '-q', '-c', `CREATE DATABASE ${name}`]);
    const url = new URL(testPostgres);
    url.pathname = `/${name}`;
    const set = new Instances(url.href);
    // One after another: the first makes the signing key the others then read.
    for (let i = 0; i < count; i += 1) await set.startOne();
    return set;
  }

  private async startOne(): Promise<void> {
    const bin = resolve(frontendDir, process.env.REELROOM_BIN ?? '../bin/reelroom');
    const port = await freePort();
    const log = join(frontendDir, 'test-results', `reelroom-pg-${port}.log`);
    const child = startProcess(bin, [], { PORT: String(port), DATA_DIR: this.dataDir, DATABASE_URL: this.database }, log);
    this.children.push(child);
    const origin = `http://127.0.0.1:${port}`;
    await waitUntilUp(`${origin}/healthz`, child, 60_000);
    this.urls.push(origin);
  }

  async stop(): Promise<void> {
    await Promise.all(this.children.map((child) => stopProcess(child)));
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
