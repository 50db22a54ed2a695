import { beforeEach, describe, expect, it } from 'vitest';

import type { Team } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { createDesktopPlatform, type DesktopRecorderState, type DesktopSettings } from '@/lib/platform';
import { shellAnswer, shellRefusal } from '@/testing/desktop-shell';
import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';
import { render, screen, waitFor } from '@/testing/render';

import { DesktopRecordStart } from './DesktopRecordStart';

/** Rendering, the app's settings and the rooms take a few round trips: generous on a busy machine. */
const slow = { timeout: 10_000 };


const acme: Team = {
  id: 2,
  name: 'Acme',
  icon: '',
  role: 3,
  owner_id: 1,
  member_count: 3,
  pending_invite_count: 0,
  channel_count: 1,
  video_count: 0,
  unread: 0,
  created_at: '2026-11-01T10:00:00Z',
  channels: [
    {
      id: 5,
      team_id: 2,
      name: 'Design',
      description: '',
      is_private: true,
      is_member: true,
      creator_id: 1,
      member_count: 2,
      video_count: 0,
      unread: 0,
      last_read: null,
      can_add_video: true,
      role: 2,
      created_at: '2026-11-01T10:00:00Z',
    },
  ],
};

/** The desktop app and the cloud as the page sees them; `order` lists what the page asked of the app. */
function desktopApp(saved: Partial<DesktopSettings> = {}, status: DesktopRecorderState['status'] = 'ready') {
  let current = { server: 'http://localhost:8080', record_channel_id: 0, record_channel_name: '', ...saved } as DesktopSettings;
  const order: string[] = [];
  mockFetch((call: Call) => {
    if (call.url.includes('/api/team/list')) return envelope({ teams: [acme] });
    if (call.url === '/_desktop/settings') {
      if (call.method === 'PUT') {
        current = { ...current, ...(call.body as Partial<DesktopSettings>) };
        order.push(`save ${current.record_channel_id} ${current.record_channel_name}`);
      }
      return shellAnswer(current);
    }
    if (call.url === '/_desktop/recorder') return shellAnswer({ status, elapsed_ms: 0, level: 0, uploaded_mb: 0 });
    if (call.url === '/_desktop/recorder/start' && call.method === 'POST') {
      order.push('start');
      return shellAnswer();
    }
    return shellRefusal('not_found', 404);
  });
  return { order };
}

function setup(channelId = 0) {
  const shell = createDesktopPlatform('http://localhost:8080').desktop!;
  return render(<DesktopRecordStart shell={shell} channelId={channelId} />, { route: '/recorder', path: '/recorder' });
}

describe('DesktopRecordStart', () => {
  beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));

  it("records into the room whose Record button was pressed, remembering it first, and opens the room", async () => {
    const app = desktopApp();
    const { user } = setup(5);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Record into' })).toHaveValue('Design'), slow);
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/room/5'), slow);
    expect(app.order).toEqual(['save 5 Design', 'start']);
  });

  it('starts with the remembered choice; a room no longer joined records into My Videos', async () => {
    const app = desktopApp({ record_channel_id: 77, record_channel_name: 'Old room' });
    const { user } = setup();
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('“Old room” is no longer available to you');
    await user.click(screen.getByRole('button', { name: 'Start recording' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/my_videos'), slow);
    expect(app.order).toEqual(['save 0 ', 'start']);
  });

  it('waits while a recording is under way', async () => {
    const app = desktopApp({}, 'recording');
    setup();
    expect(await screen.findByText('A recording is already under way.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeDisabled();
    expect(app.order).toEqual([]);
  });
});
