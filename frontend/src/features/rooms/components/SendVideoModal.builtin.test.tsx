import { beforeEach, describe, expect, it } from 'vitest';

import { StorageKeys } from '@/config/storage-keys';
import { AllHandsChannelID, BuiltinTeamID, PublicChannelID, RoleMember, type Team } from '@/lib/api/types.gen';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { render, screen } from '@/testing/render';

import { SendVideoModal } from './SendVideoModal';
import { roomFixture, teamFixture } from '../testing/room-fixture';

function server(teams: Team[]) {
  return mockFetch((call) => (call.url === '/api/team/list' ? envelope({ teams }) : envelope(null)));
}

/** The built-in workspace as a member (role 3) sees it: 'All hands' takes videos from admins only. */
const everyone = teamFixture({
  id: BuiltinTeamID,
  name: 'Everyone',
  role: RoleMember,
  channels: [
    roomFixture({ id: AllHandsChannelID, team_id: BuiltinTeamID, name: 'All hands', can_add_video: false }),
    roomFixture({ id: PublicChannelID, team_id: BuiltinTeamID, name: 'Public' }),
  ],
});
const acme = teamFixture({ id: 2, name: 'Acme', channels: [roomFixture({ id: 5, name: 'Design' })] });

beforeEach(() => localStorage.clear());

describe('SendVideoModal and the built-in workspace', () => {
  it('offers to create a workspace when the built-in one is the only one', async () => {
    server([everyone]);
    render(<SendVideoModal videoId={7} mode="send" opened onClose={() => undefined} />);
    expect(await screen.findByRole('radio', { name: 'Everyone' })).toBeInTheDocument();
    expect(screen.getByTestId('send-no-workspace')).toBeInTheDocument();
  });

  it('does not when the user has a workspace of their own too', async () => {
    server([everyone, acme]);
    render(<SendVideoModal videoId={7} mode="send" opened onClose={() => undefined} />);
    expect(await screen.findByRole('radio', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.queryByTestId('send-no-workspace')).not.toBeInTheDocument();
  });

  it("disables a room whose role check the user does not pass, with the reason", async () => {
    server([everyone]);
    const { user } = render(<SendVideoModal videoId={7} mode="send" opened onClose={() => undefined} />);
    await user.click(await screen.findByRole('radio', { name: 'Everyone' }));
    const allHands = await screen.findByTestId(`send-room-${AllHandsChannelID}`);
    expect(allHands).toBeDisabled();
    expect(allHands).toHaveTextContent("Only the workspace's owner and admins send here");
    await user.click(allHands);
    expect(screen.getByTestId('send-submit')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Public' }));
    expect(screen.getByTestId('send-submit')).toBeEnabled();
  });

  it('forgets a remembered room the user may no longer send to', async () => {
    localStorage.setItem(StorageKeys.lastSend, JSON.stringify({ teamId: BuiltinTeamID, channelId: AllHandsChannelID }));
    server([everyone]);
    render(<SendVideoModal videoId={7} mode="send" opened onClose={() => undefined} />);
    expect(await screen.findByRole('radio', { name: 'Everyone' })).not.toBeChecked();
    expect(screen.getByTestId('send-submit')).toBeDisabled();
  });
});
