import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Channel, Team } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { render, screen, within } from '@/testing/render';

import { RecordDestinationPicker } from './RecordDestinationPicker';
import { MY_VIDEOS, usableDestination, type RecordDestination } from '../destination';

/** The rooms take a round trip: generous on a busy machine. */
const slow = { timeout: 10_000 };

function room(id: number, name: string, teamId: number): Channel {
  return {
    id,
    team_id: teamId,
    name,
    description: '',
    is_private: id % 2 === 0,
    is_member: true,
    creator_id: 1,
    member_count: 2,
    video_count: 0,
    unread: 0,
    last_read: null,
    role: 2,
    created_at: '2026-11-01T10:00:00Z',
  };
}

function team(id: number, name: string, channels: Channel[]): Team {
  return {
    id,
    name,
    icon: '',
    role: 3,
    owner_id: 1,
    member_count: 3,
    pending_invite_count: 0,
    channel_count: channels.length,
    video_count: 0,
    unread: 0,
    created_at: '2026-11-01T10:00:00Z',
    channels,
  };
}

const teams = [
  team(2, 'Acme', [room(5, 'Design', 2), room(6, 'Standup', 2)]),
  team(3, 'Side project', []),
  team(4, 'Globex', [room(9, 'Support', 4)]),
];

function serveTeams(list: Team[] | 'fail' = teams) {
  return mockFetch((call) => {
    if (!call.url.includes('/api/team/list')) return new Response(null, { status: 404 });
    return list === 'fail' ? envelope(null, 500001, 'down', 500) : envelope({ teams: list });
  });
}

function Harness({ initial, onChange }: { initial: RecordDestination; onChange: (next: RecordDestination) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RecordDestinationPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

/** The workspace group an option is listed under. */
function groupOf(option: HTMLElement): HTMLElement {
  const group = option.closest<HTMLElement>('.mantine-Select-group');
  if (!group) throw new Error(`option ${option.textContent} is in no group`);
  return group;
}

function setup(initial: RecordDestination = MY_VIDEOS) {
  const onChange = vi.fn();
  const utils = render(<Harness initial={initial} onChange={onChange} />);
  return { ...utils, onChange, picker: () => screen.getByRole('textbox', { name: 'Record into' }) };
}

describe('RecordDestinationPicker', () => {
  beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));

  it('offers My Videos, then the rooms grouped by workspace, and gives the chosen room with its name', async () => {
    serveTeams();
    const { user, onChange, picker } = setup();
    expect(await screen.findByText('Recordings started here, from the tray or with the hotkey go there.', {}, slow)).toBeInTheDocument();
    expect(picker()).toHaveValue('My Videos');
    await user.click(picker());
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['My Videos', 'Design', 'Standup', 'Support']);
    // Each room sits under its workspace; a workspace without a joined room is left out.
    expect(within(groupOf(options[1])).getByText('Acme')).toBeInTheDocument();
    expect(groupOf(options[2])).toBe(groupOf(options[1]));
    expect(within(groupOf(options[3])).getByText('Globex')).toBeInTheDocument();
    expect(screen.queryByText('Side project')).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Support', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith({ channelId: 9, name: 'Support' });
    expect(picker()).toHaveValue('Support');

    await user.click(picker());
    await user.click(await screen.findByRole('option', { name: 'My Videos', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith(MY_VIDEOS);
  });

  it('shows the remembered room by its name while the rooms load', () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    const { picker } = setup({ channelId: 6, name: 'Standup' });
    expect(picker()).toHaveValue('Standup');
    expect(screen.getByText('Loading your rooms…')).toBeInTheDocument();
  });

  it('says a remembered room is gone and that recordings go to My Videos', async () => {
    serveTeams();
    const { picker } = setup({ channelId: 77, name: 'Old room' });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      '“Old room” is no longer available to you (deleted, or you left it). Recordings go to My Videos.',
    );
    expect(picker()).toHaveValue('My Videos');
  });

  it('still offers My Videos when the rooms cannot be loaded, or there are none', async () => {
    serveTeams('fail');
    const { picker, unmount } = setup();
    expect(await screen.findByText('Your rooms could not be loaded. You can still record into My Videos.', {}, slow)).toBeInTheDocument();
    expect(picker()).toHaveValue('My Videos');
    unmount();
    serveTeams([team(3, 'Side project', [])]);
    setup();
    expect(await screen.findByText('Join or create a room in a workspace to record straight into it.', {}, slow)).toBeInTheDocument();
  });
});

describe('usableDestination', () => {
  it('keeps a room still joined under its current name, else gives My Videos', () => {
    expect(usableDestination({ channelId: 5, name: 'Old name' }, teams)).toEqual({ channelId: 5, name: 'Design' });
    expect(usableDestination({ channelId: 77, name: 'Gone' }, teams)).toEqual(MY_VIDEOS);
    expect(usableDestination({ channelId: 0, name: 'stray' }, teams)).toEqual(MY_VIDEOS);
    // Without the rooms the app checks the room itself when recording starts.
    expect(usableDestination({ channelId: 77, name: 'Gone' }, undefined)).toEqual({ channelId: 77, name: 'Gone' });
  });
});
