import { afterEach, describe, expect, it, vi } from 'vitest';

import { useDesktopRecordingPlaceholder } from '@/features/desktop';
import { LibraryView } from '@/features/videos';
import { VideoRecordUploading, type DesktopRecorderState } from '@/lib/api/types.gen';
import { createDesktopPlatform, type DesktopShell } from '@/lib/platform';
import { shellAnswer } from '@/testing/desktop-shell';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { render, screen, waitFor, within } from '@/testing/render';


afterEach(() => vi.unstubAllGlobals());

const video = (id: number, title: string, status = 1) =>
  ({ id, title, pid: 0, status, cover: '', duration: 0, views: 0, itemType: 'video', created_at: '2026-11-20T10:00:00Z' });

function MyVideos({ shell }: { shell: DesktopShell }) {
  useDesktopRecordingPlaceholder(shell);
  return <LibraryView folderId={0} />;
}

describe('useDesktopRecordingPlaceholder', () => {
  it('puts the desktop recorder’s recording at the top of My Videos while it is made, then the video', async () => {
    let recorder: DesktopRecorderState = { status: 'ready', elapsed_ms: 0, level: 0, no_sound: false, silent: false, has_sound: false, uploaded_mb: 0 };
    // The server lists the recording's video from its start (status recording), newest first.
    let videos = [video(3, 'Older demo')];
    mockFetch((call) => {
      const path = call.url.split('?')[0];
      if (path === '/_desktop/recorder') return shellAnswer(recorder);
      if (path.startsWith('/api/video/list/')) return envelope({ folder: null, breadcrumb: [], folders: [], videos });
      if (path === '/api/user/info') return envelope({ id: 1, videoCount: videos.length, videoLimit: 30 });
      return envelope({});
    });
    const shell = createDesktopPlatform('http://localhost:8080').desktop!;
    render(<MyVideos shell={shell} />);
    expect(await screen.findByText('Older demo')).toBeInTheDocument();
    expect(screen.queryByText('Recording…')).not.toBeInTheDocument();

    // The tray (or a hotkey) starts a recording in the app.
    videos = [video(9, 'WEB_2026-11-25 01:40:00', VideoRecordUploading), ...videos];
    recorder = { ...recorder, status: 'recording', video_id: 9, elapsed_ms: 1000 };
    const placeholder = await screen.findByText('WEB_2026-11-25 01:40:00', undefined, { timeout: 5000 });
    const cards = screen.getAllByText(/demo|WEB_/);
    expect(cards[0]).toBe(placeholder);
    expect(within(placeholder.closest('[data-testid]') ?? document.body).getAllByText(/Recording/).length).toBeGreaterThan(0);

    // It stops and the server has it: the placeholder becomes the video.
    videos = [video(9, 'WEB_2026-11-25 01:40:00'), video(3, 'Older demo')];
    recorder = { ...recorder, status: 'ready', video_id: undefined };
    await waitFor(() => expect(screen.queryAllByText(/Recording/)).toHaveLength(0), { timeout: 5000 });
    expect(screen.getByText('WEB_2026-11-25 01:40:00')).toBeInTheDocument();
  });
});
