import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createDesktopPlatform } from '@/lib/platform';
import { shellRefusal } from '@/testing/desktop-shell';
import { mockFetch, type Call } from '@/testing/fetch-mock';
import { fireEvent, render, screen, waitFor } from '@/testing/render';

import { CameraBubble } from './CameraBubble';

describe('CameraBubble', () => {
  const revoked: string[] = [];
  beforeEach(() => {
    let n = 0;
    revoked.length = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: () => `blob:picture-${++n}`,
        revokeObjectURL: (url: string) => revoked.push(url),
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each new picture of the camera, asking for the one after the last', async () => {
    const asked: string[] = [];
    mockFetch((call: Call) => {
      asked.push(call.url);
      const after = Number(new URL(call.url, 'http://app').searchParams.get('after'));
      if (after >= 2) return new Promise<Response>(() => undefined); // no newer picture yet
      return new Response('jpeg', { headers: { 'Content-Type': 'image/jpeg', 'X-Frame-Number': String(after + 1) } });
    });
    render(<CameraBubble shell={createDesktopPlatform('http://localhost:8080').desktop!} />);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Your camera' })).toHaveAttribute('src', 'blob:picture-2'));
    expect(asked).toEqual(['/_desktop/camera?after=0', '/_desktop/camera?after=1', '/_desktop/camera?after=2']);
    expect(revoked).toEqual(['blob:picture-1']);
  });

  it('says the camera is off, and moves the window when dragged', async () => {
    const posted: string[] = [];
    vi.stubGlobal('chrome', { webview: { postMessage: (m: string) => posted.push(m) } });
    mockFetch(() => shellRefusal('no_camera', 404));
    render(<CameraBubble shell={createDesktopPlatform('http://localhost:8080').desktop!} />);
    const off = await screen.findByRole('status', { name: 'The camera is off' });
    fireEvent.mouseDown(off, { button: 0 });
    expect(posted).toEqual(['wails:drag']);
  });
});
