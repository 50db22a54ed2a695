import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { freePort, startProcess, stopProcess, waitUntilUp } from './servers';

const frontendDir = resolve(import.meta.dirname, '..');

/**
 * A cloud instance of a test's own, for tests that stop and start the server: same
 * binary as global-setup, its own port and data directory, kept across restarts.
 */
export class OwnServer {
  readonly url: string;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'reelroom-e2e-own-'));
  private child: ChildProcess | null = null;
  private starts = 0;

  private constructor(private readonly port: number) {
    this.url = `http://127.0.0.1:${port}`;
  }

  static async start(): Promise<OwnServer> {
    const server = new OwnServer(await freePort());
    await server.up();
    return server;
  }

  async up(): Promise<void> {
    const bin = resolve(frontendDir, process.env.REELROOM_BIN ?? '../bin/reelroom');
    this.starts += 1;
    const log = join(frontendDir, 'test-results', `reelroom-own-${this.port}-${this.starts}.log`);
    this.child = startProcess(bin, [], { PORT: String(this.port), DATA_DIR: this.dataDir }, log);
    await waitUntilUp(`${this.url}/healthz`, this.child, 60_000);
  }

  /** Kills the server without warning (SIGKILL), like a crash or a power cut. */
  async crash(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGKILL');
    });
  }

  async stop(): Promise<void> {
    if (this.child) await stopProcess(this.child);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
