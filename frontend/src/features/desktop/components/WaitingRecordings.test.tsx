import { describe, expect, it } from 'vitest';

import { createDesktopPlatform, type DesktopWaitingRecording } from '@/lib/platform';
import { shellAnswer } from '@/testing/desktop-shell';
import { mockFetch, type Call } from '@/testing/fetch-mock';
import { render, screen, waitFor } from '@/testing/render';

import { WaitingRecordings } from './WaitingRecordings';

function desktopApp(list: DesktopWaitingRecording[]) {
  const { calls } = mockFetch((call: Call) =>
    call.url === '/_desktop/recordings' ? shellAnswer(list) : shellAnswer(),
  );
  const shell = createDesktopPlatform('http://localhost:8080').desktop!;
  return { calls, ...render(<WaitingRecordings shell={shell} />) };
}

describe('WaitingRecordings', () => {
  it('lists what waits, with why the last try failed, and retries one', async () => {
    const { user, calls } = desktopApp([
      { id: 'r1', title: 'WEB_2026-11-22 07:44:37', video_id: 4, started_at: '2026-11-22T07:44:37Z', failure: 'server unreachable', retrying: false },
    ]);
    expect(await screen.findByText('Waiting to upload')).toBeInTheDocument();
    expect(screen.getByText('WEB_2026-11-22 07:44:37')).toBeInTheDocument();
    expect(screen.getByText('Last try: server unreachable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.url === '/_desktop/recordings/r1/retry')).toBe(true),
    );
  });

  it('shows nothing when nothing waits', async () => {
    const { calls } = desktopApp([]);
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByTestId('waiting-recordings')).not.toBeInTheDocument();
    expect(screen.queryByText('Waiting to upload')).not.toBeInTheDocument();
  });
});
