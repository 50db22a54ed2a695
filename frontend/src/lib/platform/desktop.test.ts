import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  CodeConflict,
  CodeLoginOutdated,
  CodeNotFound,
  DesktopInvalidBody,
  DesktopInvalidCamera,
  DesktopInvalidDestination,
  DesktopInvalidHotkey,
  DesktopInvalidLanguage,
  DesktopInvalidResolution,
  DesktopInvalidServer,
  DesktopLaunchAtLogin,
  DesktopSaveFailed,
  DesktopSettingsUnreachable,
} from '@/lib/api/types.gen';
import { shellAnswer, shellRefusal } from '@/testing/desktop-shell';

import {
  announceReady,
  createDesktopPlatform,
  DESKTOP_LANGUAGE_META,
  DESKTOP_SERVER_META,
  desktopLanguage,
  desktopServer,
} from './desktop';
import { createPlatform, createWebPlatform, DESKTOP_SETTINGS_FAILURES, DesktopSettingsError } from './index';

function announce(server: string): void {
  const meta = document.createElement('meta');
  meta.name = DESKTOP_SERVER_META;
  meta.content = server;
  document.head.appendChild(meta);
}

function stubFetch(status = 200) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(status === 200 ? shellAnswer() : shellRefusal('failed', status)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  document.head
    .querySelectorAll(`meta[name="${DESKTOP_SERVER_META}"], meta[name="${DESKTOP_LANGUAGE_META}"]`)
    .forEach((meta) => meta.remove());
});

describe('platform choice', () => {
  it('is the web in a browser tab', () => {
    expect(desktopServer()).toBeNull();
    expect(createPlatform().kind).toBe('web');
    expect(createPlatform().desktop).toBeNull();
  });

  it('is the desktop when the desktop shell announced its server', () => {
    announce('https://video.example.com/');
    expect(desktopServer()).toBe('https://video.example.com');
    const platform = createPlatform();
    expect(platform.kind).toBe('desktop');
    expect(platform.webOrigin).toBe('https://video.example.com');
  });
});

describe('media URLs', () => {
  it('come from the server itself in the desktop app, and stay as they are on the web', () => {
    const desktop = createDesktopPlatform('https://video.example.com');
    expect(desktop.mediaUrl('/api/media/videos/7/video.mp4?exp=1&sig=a')).toBe('https://video.example.com/api/media/videos/7/video.mp4?exp=1&sig=a');
    expect(desktop.mediaUrl('https://cdn.example.com/v.mp4')).toBe('https://cdn.example.com/v.mp4');
    expect(desktop.mediaUrl('')).toBe('');
    expect(createWebPlatform().mediaUrl('/api/media/videos/7/video.mp4')).toBe('/api/media/videos/7/video.mp4');
  });
});

describe('desktop platform', () => {
  it('copies through the desktop shell', async () => {
    const fetchMock = stubFetch();
    await createDesktopPlatform('http://localhost:8080').copyText('hello');
    expect(fetchMock).toHaveBeenCalledWith('/_desktop/copy-text', { method: 'POST', body: 'hello' });
  });

  it('reports a failed copy', async () => {
    stubFetch(500);
    await expect(createDesktopPlatform('http://localhost:8080').copyText('hello')).rejects.toThrow();
  });

  it('opens links in the system browser, resolving relative ones against the server', () => {
    const fetchMock = stubFetch();
    const platform = createDesktopPlatform('http://localhost:8080');
    platform.openUrl('https://example.com/a');
    platform.openUrl('/share/1/key');
    expect(fetchMock.mock.calls).toEqual([
      ['/_desktop/open-url', { method: 'POST', body: 'https://example.com/a' }],
      ['/_desktop/open-url', { method: 'POST', body: 'http://localhost:8080/share/1/key' }],
    ]);
  });

  it('hands app links to the desktop shell', () => {
    const fetchMock = stubFetch();
    createDesktopPlatform('http://localhost:8080').openAppLink('reelroom://auth?code=abc');
    expect(fetchMock).toHaveBeenCalledWith('/_desktop/app-link', { method: 'POST', body: 'reelroom://auth?code=abc' });
  });

  it('reads the app language the desktop shell served', () => {
    expect(desktopLanguage()).toBeNull();
    const meta = document.createElement('meta');
    meta.name = DESKTOP_LANGUAGE_META;
    meta.content = 'zh-CN';
    document.head.appendChild(meta);
    expect(desktopLanguage()).toBe('zh-CN');
    expect(createDesktopPlatform('http://localhost:8080').desktop?.language).toBe('zh-CN');
  });

  it('tells the shell the page signed out', async () => {
    const fetchMock = stubFetch();
    createDesktopPlatform('http://localhost:8080').desktop!.signedOut();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls).toEqual([['/_desktop/signed-out', { method: 'POST', body: undefined }]]),
    );
  });

  it('starts the browser sign-in and reads the user code under way', async () => {
    const started = { user_code: 'BCDF-GHJK', expires_in: 600 };
    const fetchMock = vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
      Promise.resolve(
        init?.method === 'POST' ? shellAnswer(started) : shellAnswer(null),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const shell = createDesktopPlatform('http://localhost:8080').desktop!;
    await expect(shell.signInWithBrowser()).resolves.toEqual(started);
    await expect(shell.pendingSignIn()).resolves.toBeNull();
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([
      ['/_desktop/sign-in', 'POST'],
      ['/_desktop/sign-in', undefined],
    ]);
  });

  it('reads every shell answer as an envelope: data, null, or a refusal with its reason', async () => {
    const pair = { token: 't2', refresh_token: 'r2' };
    const answers: Record<string, Response> = {
      '/_desktop/refresh': shellAnswer(pair),
      '/_desktop/camera?after=3': shellAnswer(null),
      '/_desktop/camera?after=4': shellRefusal('no_camera', 404, CodeNotFound),
      '/_desktop/recorder/resume': shellRefusal('not_now', 409, CodeConflict),
    };
    vi.stubGlobal('fetch', (input: string) => Promise.resolve(answers[input]));
    const shell = createDesktopPlatform('http://localhost:8080').desktop!;
    await expect(shell.renewSession('r1')).resolves.toEqual(pair);
    await expect(shell.cameraFrame(3)).resolves.toBe('wait');
    await expect(shell.cameraFrame(4)).resolves.toBe('off');
    await expect(shell.recorderAction('resume')).rejects.toMatchObject({ reason: 'not_now' });
    answers['/_desktop/refresh'] = shellRefusal('signed_out', 401, CodeLoginOutdated);
    await expect(shell.renewSession('r1')).resolves.toBeNull();
  });

  it('words every settings refusal the app answers', () => {
    const generated = [
      DesktopInvalidBody,
      DesktopInvalidServer,
      DesktopInvalidLanguage,
      DesktopInvalidResolution,
      DesktopInvalidHotkey,
      DesktopInvalidCamera,
      DesktopInvalidDestination,
      DesktopLaunchAtLogin,
      DesktopSaveFailed,
      DesktopSettingsUnreachable,
    ];
    expect([...DESKTOP_SETTINGS_FAILURES].sort()).toEqual([...generated].sort());
    expect(new DesktopSettingsError('something_new').code).toBe('save_failed');
  });

  it('keeps settings in the webview storage', () => {
    const { storage } = createDesktopPlatform('http://localhost:8080');
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
    storage.remove('k');
    expect(storage.get('k')).toBeNull();
  });
});

describe('announceReady', () => {
  it('sends the ready message over the WebKit bridge', () => {
    const postMessage = vi.fn();
    expect(announceReady({ webkit: { messageHandlers: { external: { postMessage } } } })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('wails:runtime:ready');
  });

  it('sends the ready message over the WebView2 bridge', () => {
    const postMessage = vi.fn();
    expect(announceReady({ chrome: { webview: { postMessage } } })).toBe(true);
    expect(postMessage).toHaveBeenCalledWith('wails:runtime:ready');
  });

  it('does nothing without a bridge', () => {
    expect(announceReady({})).toBe(false);
  });
});
