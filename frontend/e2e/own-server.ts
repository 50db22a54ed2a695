import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { freePort, startProcess, stopProcess, waitUntilUp } from './servers';

const frontendDir = resolve(import.meta.dirname, '..');

function binary(): string {
  return resolve(frontendDir, process.env.REELROOM_BIN ?? '../bin/reelroom');
}

/**
 * A cloud instance of a test's own, for tests that stop and start the server: same
 * binary as global-setup, its own port and data directory, kept across restarts.
 */
export class OwnServer {
  readonly url: string;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'reelroom-e2e-own-'));
  private child: ChildProcess | null = null;
  private starts = 0;

  private constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** Starts the instance with `env` besides its port and data directory (e.g. BUILTIN_TEAM). */
  static async start(env: Record<string, string> = {}): Promise<OwnServer> {
    const server = new OwnServer(await freePort(), env);
    await server.up();
    return server;
  }

  async up(): Promise<void> {
    this.starts += 1;
    const log = join(frontendDir, 'test-results', `reelroom-own-${this.port}-${this.starts}.log`);
    this.child = startProcess(binary(), [], { ...this.env, PORT: String(this.port), DATA_DIR: this.dataDir }, log);
    await waitUntilUp(`${this.url}/healthz`, this.child, 60_000);
  }

  /** Runs an operator's command (`reelroom admin ...`) on this instance's data; answers what it printed. */
  command(args: string[]): string {
    return execFileSync(binary(), args, { env: { ...process.env, ...this.env, DATA_DIR: this.dataDir }, encoding: 'utf8' });
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
