import { beforeEach, describe, expect, it } from 'vitest';

import { AllHandsChannelID, BuiltinTeamID, PublicChannelID, type Channel, type Team } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { render, screen } from '@/testing/render';

import { RecordDestinationPicker } from './RecordDestinationPicker';
import { MY_VIDEOS, usableDestination } from '../destination';

function room(id: number, name: string, canAddVideo: boolean): Channel {
  return {
    id,
    team_id: BuiltinTeamID,
    name,
    description: '',
    is_private: false,
    is_member: true,
    creator_id: -1,
    member_count: 3,
    video_count: 0,
    unread: 0,
    last_read: null,
    role: 2,
    can_add_video: canAddVideo,
    created_at: '2026-11-01T10:00:00Z',
  };
}

/** The built-in workspace as a member (role 3) sees it. */
const everyone: Team = {
  id: BuiltinTeamID,
  name: 'Everyone',
  icon: '',
  role: 3,
  owner_id: -1,
  member_count: 3,
  pending_invite_count: 0,
  channel_count: 2,
  video_count: 0,
  unread: 0,
  created_at: '2026-11-01T10:00:00Z',
  channels: [room(AllHandsChannelID, 'All hands', false), room(PublicChannelID, 'Public', true)],
};

describe('RecordDestinationPicker and the built-in workspace', () => {
  beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));

  it("lists 'All hands' disabled for a member, saying why, and 'Public' to choose", async () => {
    mockFetch((call) => (call.url.includes('/api/team/list') ? envelope({ teams: [everyone] }) : new Response(null, { status: 404 })));
    const { user } = render(<RecordDestinationPicker value={MY_VIDEOS} onChange={() => undefined} />);
    await screen.findByText('Recordings started here, from the tray or with the hotkey go there.', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('textbox', { name: 'Record into' }));
    const allHands = await screen.findByRole('option', { name: 'All hands (workspace owners and admins only)', hidden: true });
    expect(allHands).toHaveAttribute('data-combobox-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Public', hidden: true })).not.toHaveAttribute('data-combobox-disabled');
  });

  it('records into My Videos instead of a remembered room whose role check fails', () => {
    expect(usableDestination({ channelId: AllHandsChannelID, name: 'All hands' }, [everyone])).toEqual(MY_VIDEOS);
    expect(usableDestination({ channelId: PublicChannelID, name: 'Public' }, [everyone])).toEqual({ channelId: PublicChannelID, name: 'Public' });
  });
});
