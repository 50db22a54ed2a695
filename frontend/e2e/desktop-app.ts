import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname , join, resolve } from 'node:path';

import { test as base } from './csp';
import { screensDir } from './helpers';
import { OwnServer } from './own-server';
import { freePort, startProcess, stopProcess } from './servers';

const frontendDir = resolve(import.meta.dirname, '..');
const screen = { width: 1600, height: 1000 };

/** What the app's main window shows (desktop/automation_e2e.go). */
export interface WindowPage {
  url: string;
  title: string;
  lang: string;
  text: string;
}

/** How the app is started: signed in already (a token pair in its store), with sound and a picture. */
export interface StartOptions {
  /** The app's own token pair, as a finished sign-in leaves it. */
  signedIn?: { token: string; refresh_token: string };
  /** A PulseAudio server of the app's own with a null sink as the default source, playing a 440 Hz tone. */
  sound?: boolean;
  /** The moving test pattern on the display (bin/testpattern). */
  pattern?: boolean;
  /** FFmpeg's moving test picture as a camera (REELROOM_FAKE_CAMERA), chosen in the settings. */
  camera?: boolean;
  /** Settings beyond the server and the language (desktop/internal/settings). */
  settings?: Record<string, unknown>;
  /** A notification daemon on the app's D-Bus (bin/testnotifyd) that keeps what the app shows. */
  notifications?: boolean;
}

/** A native notification the app showed, as the notification daemon got it (desktop/cmd/testnotifyd). */
export interface NativeNotification {
  id: number;
  app: string;
  summary: string;
  body: string;
  /** The app's data: the page a click opens. */
  data?: { page?: string };
}

/** The test camera's ID (desktop/internal/camera). */
export const testCamera = 'lavfi:testsrc2=size=640x360:rate=30,realtime';

/** The desktop recorder's state (desktop/internal/recorder). */
export interface RecorderState {
  status: string;
  elapsed_ms: number;
  video_id?: number;
  share_url?: string;
  level: number;
}

/** One of the app's windows: where it is, its size, whether it shows. */
export interface AppWindow {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  visible: boolean;
}

export interface TrayItem {
  label: string;
  enabled: boolean;
}

/**
 * The test build of the desktop app (`make desktop-e2e`) named by REELROOM_DESKTOP_BIN, as
 * `make test` sets it; null when unset. Named but missing is an error, not a skip.
 */
export function desktopBinary(): string | null {
  const bin = process.env.REELROOM_DESKTOP_BIN;
  if (!bin) return null;
  if (!existsSync(bin)) throw new Error(`REELROOM_DESKTOP_BIN=${bin} does not exist; run make desktop-e2e`);
  return bin;
}

/**
 * The desktop app on a virtual display (Xvfb) with a D-Bus session of its own, a fresh
 * home folder whose settings point at `server`, and its automation API on a free port.
 */
export class DesktopApp {
  private readonly home = mkdtempSync(join(tmpdir(), 'reelroom-desktop-'));
  private readonly children: ChildProcess[] = [];
  private env: NodeJS.ProcessEnv = {};
  private app: ChildProcess | null = null;
  private busPid = 0;
  private control = '';
  private wails = '';
  private notificationsLog = '';
  private notificationDaemon: ChildProcess | null = null;

  private constructor(private readonly bin: string) {}

  static async start(bin: string, server: string, options: StartOptions = {}): Promise<DesktopApp> {
    const app = new DesktopApp(bin);
    await app.up(server, options);
    return app;
  }

  private async up(server: string, options: StartOptions): Promise<void> {
    const display = await this.startDisplay();
    const bus = execFileSync('dbus-daemon', ['--session', '--fork', '--print-address=1', '--print-pid=1'], {
      encoding: 'utf8',
    }).split('\n');
    this.busPid = Number(bus[1]);
    const config = join(this.home, '.config');
    mkdirSync(join(config, 'reelroom'), { recursive: true });
    const settings = { server, language: 'en', ...(options.camera ? { camera: testCamera } : {}), ...options.settings };
    writeFileSync(join(config, 'reelroom', 'settings.json'), JSON.stringify(settings));
    if (options.signedIn) {
      const { token, refresh_token } = options.signedIn;
      writeFileSync(join(config, 'reelroom', 'tokens.json'), JSON.stringify({ token, refresh_token }));
    }
    const port = await freePort();
    const mcpPort = await freePort();
    this.control = `http://127.0.0.1:${port}`;
    this.wails = `http://127.0.0.1:${mcpPort}/mcp`;
    this.env = {
      DISPLAY: display,
      DBUS_SESSION_BUS_ADDRESS: bus[0].trim(),
      HOME: this.home,
      XDG_CONFIG_HOME: config,
      XDG_RUNTIME_DIR: this.home,
      REELROOM_AUTOMATION: `127.0.0.1:${port}`,
      WAILS_MCP_PORT: String(mcpPort),
      // The sign-in must come back through the reelroom:// link, not the fallback poll.
      REELROOM_AUTOMATION_POLL: '1h',
      NO_AT_BRIDGE: '1',
      ...(options.camera ? { REELROOM_FAKE_CAMERA: '1' } : {}),
    };
    if (options.sound) await this.startSound();
    if (options.notifications) await this.startNotificationDaemon();
    if (options.pattern) {
      const pattern = this.launchTool(join(dirname(this.bin), 'testpattern'), [], 'pattern');
      this.children.push(pattern);
      await new Promise((r) => setTimeout(r, 500));
      if (pattern.exitCode !== null) throw new Error(`the test pattern exited with ${pattern.exitCode}`);
    }
    await this.relaunch();
  }

  /** Starts the app (again, after it quit) and waits for its automation. */
  async relaunch(): Promise<void> {
    this.app = this.launch([], 'app');
    await this.until('the automation answers', async () => (await this.get<TrayItem[]>('/tray')) !== null);
  }

  /**
   * Starts PulseAudio with a null sink whose monitor is the default source (what the app
   * records as its microphone), and plays a 440 Hz tone into it for two minutes.
   */
  private async startSound(): Promise<void> {
    const dir = join(this.home, 'pulse');
    mkdirSync(dir, { recursive: true });
    const socket = join(dir, 'native');
    const env = { HOME: dir, XDG_RUNTIME_DIR: dir };
    this.children.push(
      startProcess(
        'pulseaudio',
        [
          '--daemonize=no', '--exit-idle-time=-1', '-n', '--use-pid-file=no', '--disable-shm=yes',
          `--load=module-native-protocol-unix socket=${socket} auth-anonymous=1`,
          '--load=module-null-sink sink_name=reelroom_e2e rate=48000',
        ],
        env,
        join(frontendDir, 'test-results', 'pulseaudio.log'),
      ),
    ); // prettier-ignore
    this.env.PULSE_SERVER = `unix:${socket}`;
    const pulseEnv = { ...process.env, PULSE_SERVER: this.env.PULSE_SERVER };
    await this.until('PulseAudio', () => {
      try {
        execFileSync('pactl', ['info'], { env: pulseEnv, stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    });
    execFileSync('pactl', ['set-default-source', 'reelroom_e2e.monitor'], { env: pulseEnv });
    // A fresh null sink's monitor gives its first recording stream nothing for a moment.
    try {
      execFileSync('timeout', ['1.5', 'parecord', '--raw', '--device=reelroom_e2e.monitor', '/dev/null'], { env: pulseEnv });
    } catch {
      // timeout ends it with status 124, as intended.
    }
    const tone = join(dir, 'tone.raw');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=120',
      '-f', 's16le', '-ac', '1', tone]); // prettier-ignore
    this.children.push(
      this.launchTool('pacat', ['--raw', '--format=s16le', '--rate=48000', '--channels=1', '--device=reelroom_e2e', tone], 'tone'),
    );
  }

  /** Starts bin/testnotifyd on the app's bus and waits until it owns the notifications' name. */
  private async startNotificationDaemon(): Promise<void> {
    this.notificationsLog = join(frontendDir, 'test-results', `desktop-notifyd-${Date.now()}.log`);
    const daemon = startProcess(join(dirname(this.bin), 'testnotifyd'), [], this.env, this.notificationsLog);
    this.children.push(daemon);
    this.notificationDaemon = daemon;
    await this.until('the notification daemon', () => {
      if (daemon.exitCode !== null) throw new Error(`the notification daemon exited with ${daemon.exitCode}`);
      return existsSync(this.notificationsLog) && readFileSync(this.notificationsLog, 'utf8').includes('testnotifyd: serving');
    });
  }

  /** The native notifications the app showed so far (needs the `notifications` option). */
  nativeNotifications(): NativeNotification[] {
    return readFileSync(this.notificationsLog, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as NativeNotification);
  }

  /** Clicks the latest native notification, as the user would on the desktop. */
  clickNativeNotification(): void {
    this.notificationDaemon!.kill('SIGUSR1');
  }

  private launchTool(command: string, args: string[], name: string): ChildProcess {
    return startProcess(command, args, this.env, join(frontendDir, 'test-results', `desktop-${name}-${Date.now()}.log`));
  }

  /** How many windows on the display carry the title `title` (xdotool), as window lists show them. */
  windowsTitled(title: string): number {
    try {
      const ids = execFileSync('xdotool', ['search', '--name', `^${title}$`], { env: { ...process.env, DISPLAY: this.env.DISPLAY } });
      return ids.toString().trim().split('\n').filter(Boolean).length;
    } catch {
      return 0; // xdotool exits 1 when none matches
    }
  }

  /** Presses keys on the display as the user would (xdotool), e.g. 'ctrl+shift+r'. */
  pressKeys(keys: string): void {
    execFileSync('xdotool', ['key', keys], { env: { ...process.env, DISPLAY: this.env.DISPLAY } });
  }

  /** Kills the app without warning (SIGKILL), like a crash or a power cut. */
  kill(): Promise<void> {
    const app = this.app!;
    return new Promise((resolve) => {
      app.once('exit', () => resolve());
      app.kill('SIGKILL');
    });
  }

  async recorder(): Promise<RecorderState> {
    const state = await this.get<RecorderState>('/recorder');
    if (!state) throw new Error('the recorder did not answer');
    return state;
  }

  /** The app's folder of recordings waiting for the server. */
  get pendingDir(): string {
    return join(this.home, '.config', 'reelroom', 'recordings');
  }

  /**
   * Starts Xvfb and gives its display once it serves. Xvfb picks the number itself (-displayfd),
   * so numbers whose server was killed and left a lock are taken over, not skipped.
   */
  private async startDisplay(): Promise<string> {
    const xvfb = spawn(
      'Xvfb',
      ['-displayfd', '3', '-screen', '0', `${screen.width}x${screen.height}x24`, '-nolisten', 'tcp', '-noreset'],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] },
    );
    this.children.push(xvfb);
    const served = new Promise<string>((resolveNumber, reject) => {
      let text = '';
      xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('\n')) resolveNumber(`:${text.trim()}`);
      });
      xvfb.once('exit', () => reject(new Error('Xvfb exited before it served a display')));
      setTimeout(() => reject(new Error('Xvfb served no display within 15 s')), 15_000);
    });
    return served;
  }

  /** Runs the binary again with `args`, as the OS does for a second launch or a link. */
  launch(args: string[], name: string): ChildProcess {
    const log = join(frontendDir, 'test-results', `desktop-${name}-${Date.now()}.log`);
    const child = startProcess(this.bin, args, this.env, log);
    this.children.push(child);
    return child;
  }

  /** Waits for a second launch to hand over to the running app and exit. */
  async launchAgain(args: string[]): Promise<number | null> {
    const child = this.launch(args, 'second');
    await this.until('the second launch exits', () => child.exitCode !== null || child.signalCode !== null);
    return child.exitCode;
  }

  private async get<T>(path: string): Promise<T | null> {
    try {
      const response = await fetch(this.control + path);
      return response.ok ? ((await response.json()) as T) : null;
    } catch {
      return null;
    }
  }

  /** Calls a tool of Wails' automation (the mcp build tag) and gives its JSON result. */
  async wailsTool<T>(name: string, args: Record<string, unknown> = {}): Promise<T> {
    const response = await fetch(this.wails, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
    });
    const body = (await response.json()) as {
      result?: { isError: boolean; content: { text: string }[] };
      error?: { message: string };
    };
    const text = body.result?.content[0]?.text ?? '';
    if (!body.result || body.result.isError) throw new Error(`wails ${name}: ${body.error?.message ?? text}`);
    return (text ? JSON.parse(text) : null) as T;
  }

  /**
   * Signs the window's web app in as the app does after a sign-in (session.SignInJS), then opens
   * path; `signedIn` at launch signs in only the app's own side. The page moves after the script
   * answers: a page that unloads while the script runs never answers it.
   */
  async signInWindow(account: { token: string; refresh_token: string }, path: string): Promise<void> {
    await this.wailsTool('js_eval', {
      js: `localStorage.setItem('token', ${JSON.stringify(account.token)});
        localStorage.setItem('refresh_token', ${JSON.stringify(account.refresh_token)});
        localStorage.setItem('token_date', String(Date.now()));
        setTimeout(() => location.assign(${JSON.stringify(path)}), 0); return true;`,
    });
  }

  /** What the main window shows, or null while it cannot say. */
  async page(): Promise<WindowPage | null> {
    return this.wailsTool<WindowPage>('js_eval', {
      js: 'return {url: location.pathname + location.search, title: document.title, lang: document.documentElement.lang, text: document.body.innerText};',
      timeout_ms: 5000,
    }).catch(() => null);
  }

  /** Clicks, with Wails' cursor, the button, link or label in the window whose text is `text`. */
  async clickInWindow(text: string): Promise<void> {
    const at = await this.wailsTool<{ x: number; y: number } | null>('js_eval', {
      js: `const el = [...document.querySelectorAll('button, a, label')].find((e) => e.innerText.trim() === ${JSON.stringify(text)});
        if (!el) return null;
        el.scrollIntoView({block: 'center'});
        const r = el.getBoundingClientRect();
        return {x: r.left + r.width / 2, y: r.top + r.height / 2};`,
    });
    if (!at) throw new Error(`nothing to click named ${text} in the window`);
    await this.wailsTool('mouse_click', { x: at.x, y: at.y });
  }

  /** Whether the app's notification socket is subscribed, and its unread count (desktop/internal/inbox). */
  async inbox(): Promise<{ subscribed: boolean; unread: number }> {
    return (await this.get<{ subscribed: boolean; unread: number }>('/inbox')) ?? { subscribed: false, unread: 0 };
  }

  async tray(): Promise<TrayItem[]> {
    return (await this.get<TrayItem[]>('/tray')) ?? [];
  }

  async opened(): Promise<string[]> {
    return (await this.get<string[]>('/opened')) ?? [];
  }

  /** The app's window named `name` (main, bar, bubble) as Wails' automation lists it. */
  async window(name: string): Promise<AppWindow | null> {
    const windows = await this.wailsTool<AppWindow[]>('windows_list');
    return windows.find((w) => w.name === name) ?? null;
  }

  /** Whether the app's window named `name` shows. */
  async windowVisible(name = 'main'): Promise<boolean> {
    return (await this.window(name))?.visible ?? false;
  }

  /** Closes the main window as its close button does. */
  async closeWindow(): Promise<void> {
    await this.wailsTool('window_control', { action: 'close' });
  }

  /** Clicks the tray menu item named `label`; fails when it is missing or disabled. */
  async clickTray(label: string): Promise<void> {
    const response = await fetch(`${this.control}/tray/click?label=${encodeURIComponent(label)}`, { method: 'POST' });
    if (response.status !== 204) throw new Error(`tray item ${label}: ${response.status} ${await response.text()}`);
  }

  /** Waits until the window shows a page `check` accepts, and returns it. */
  async waitForPage(what: string, check: (page: WindowPage) => boolean): Promise<WindowPage> {
    let last: WindowPage | null = null;
    await this.until(what, async () => {
      last = await this.page();
      return last !== null && check(last);
    }).catch((error: Error) => {
      throw new Error(`${error.message}; the window last showed ${JSON.stringify(last)}`);
    });
    return last!;
  }

  async until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.app && this.app.exitCode !== null) {
        throw new Error(`the app exited with ${this.app.exitCode} while waiting for ${what}`);
      }
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  /** Saves the virtual display as test-results/screens/<name>.png, once the page has painted. */
  async screenshot(name: string): Promise<void> {
    await new Promise((r) => setTimeout(r, 500));
    mkdirSync(screensDir, { recursive: true });
    execFileSync('ffmpeg', [
      '-loglevel', 'error', '-y',
      '-f', 'x11grab', '-video_size', `${screen.width}x${screen.height}`, '-i', this.env.DISPLAY!,
      '-frames:v', '1', join(screensDir, `${name}.png`),
    ]); // prettier-ignore
  }

  /** Waits for the app to quit and gives its exit code. */
  async exited(): Promise<number | null> {
    const app = this.app!;
    if (app.exitCode === null && app.signalCode === null) {
      await new Promise((resolve) => app.once('exit', resolve));
    }
    return app.exitCode;
  }

  async stop(): Promise<void> {
    for (const child of this.children.reverse()) await stopProcess(child);
    if (this.busPid) {
      try {
        process.kill(this.busPid);
      } catch {
        // Already gone.
      }
    }
    rmSync(this.home, { recursive: true, force: true });
  }
}

/**
 * Tests of the desktop app: each gets a cloud instance of its own (`server`) and starts the app
 * with `launch`; both are stopped after the test. Skipped when no test build is named.
 */
export const desktopTest = base.extend<{ server: OwnServer; launch: (options?: StartOptions) => Promise<DesktopApp> }>({
  // eslint-disable-next-line no-empty-pattern
  server: async ({}, use) => {
    const server = await OwnServer.start();
    await use(server);
    await server.stop();
  },
  launch: async ({ server }, use) => {
    const bin = desktopBinary();
    base.skip(!bin, 'REELROOM_DESKTOP_BIN names no test build of the desktop app (make desktop-e2e)');
    const apps: DesktopApp[] = [];
    await use(async (options) => {
      const app = await DesktopApp.start(bin!, server.url, options);
      apps.push(app);
      return app;
    });
    for (const app of apps) await app.stop();
  },
});
