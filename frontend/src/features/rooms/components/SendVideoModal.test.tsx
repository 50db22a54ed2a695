import { Notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { StorageKeys } from '@/config/storage-keys';
import { CodeVideoLimit, RoleAdmin, RoleMember, type Team } from '@/lib/api/types.gen';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { render, screen, waitFor } from '@/testing/render';

import { SendVideoModal } from './SendVideoModal';
import { roomFixture, teamFixture } from '../testing/room-fixture';

function server(teams: Team[]) {
  return mockFetch((call) => {
    if (call.url === '/api/team/list') return envelope({ teams });
    if (call.url.startsWith('/api/channel/video/')) return envelope({ video_id: 70, channel_id: call.body ? (call.body as { channel_id: number }).channel_id : 0 });
    return envelope(null);
  });
}

const acme = teamFixture({ id: 2, name: 'Acme', channels: [roomFixture({ id: 5, name: 'Design' }), roomFixture({ id: 6, name: 'Sales', is_private: true })] });
const globex = teamFixture({ id: 3, name: 'Globex', role: RoleMember, channels: [] });

beforeEach(() => localStorage.clear());

describe('SendVideoModal', () => {
  it('asks for a workspace, then a room, and keeps Send disabled until a room is chosen', async () => {
    const { calls } = server([acme, globex]);
    const onClose = vi.fn();
    const { user } = render(
      <>
        <Notifications />
        <SendVideoModal videoId={7} mode="send" opened onClose={onClose} />
      </>,
    );

    const submit = await screen.findByTestId('send-submit');
    expect(submit).toBeDisabled();
    expect(screen.queryByTestId('send-team-0')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Acme' }));
    expect(await screen.findByRole('radio', { name: 'Design' })).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Sales' }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.url === '/api/channel/video/move')).toMatchObject({ method: 'POST', body: { video_id: 7, channel_id: 6 } });
    expect(JSON.parse(localStorage.getItem(StorageKeys.lastSend) ?? 'null')).toEqual({ teamId: 2, channelId: 6 });
    expect(await screen.findByText('Sent to the room')).toBeInTheDocument();
  });

  it('preselects the remembered destination', async () => {
    localStorage.setItem(StorageKeys.lastForward, JSON.stringify({ teamId: 2, channelId: 5 }));
    const { calls } = server([acme, globex]);
    const { user } = render(
      <>
        <Notifications />
        <SendVideoModal videoId={7} mode="forward" opened onClose={() => undefined} />
      </>,
    );

    expect(await screen.findByRole('radio', { name: 'Design' })).toBeChecked();
    await user.click(screen.getByTestId('send-submit'));
    await waitFor(() => expect(calls.find((call) => call.url === '/api/channel/video/forward')).toMatchObject({ body: { video_id: 7, channel_id: 5 } }));
    expect(await screen.findByText('Forwarded!')).toBeInTheDocument();
  });

  it('forgets a remembered room the user is no longer in', async () => {
    localStorage.setItem(StorageKeys.lastSend, JSON.stringify({ teamId: 2, channelId: 99 }));
    server([acme]);
    render(
      <>
        <Notifications />
        <SendVideoModal videoId={7} mode="send" opened onClose={() => undefined} />
      </>,
    );
    expect(await screen.findByRole('radio', { name: 'Acme' })).not.toBeChecked();
    expect(screen.getByTestId('send-submit')).toBeDisabled();
  });

  it('forwards straight to My Videos as target 0', async () => {
    const { calls } = server([acme]);
    const { user } = render(
      <>
        <Notifications />
        <SendVideoModal videoId={7} mode="forward" opened onClose={() => undefined} />
      </>,
    );
    await user.click(await screen.findByRole('radio', { name: /My Videos/ }));
    await user.click(screen.getByTestId('send-submit'));
    await waitFor(() => expect(calls.find((call) => call.url === '/api/channel/video/forward')).toMatchObject({ body: { video_id: 7, channel_id: 0 } }));
    expect(JSON.parse(localStorage.getItem(StorageKeys.lastForward) ?? 'null')).toEqual({ teamId: 0, channelId: 0 });
  });

  it('opens the subscribe modal (forward) when My Videos is at the Basic plan limit, without Forward Fail', async () => {
    mockFetch((call) => {
      if (call.url === '/api/team/list') return envelope({ teams: [acme] });
      if (call.url === '/api/user/info') return envelope({ id: 1, isVip: false, videoCount: 30, videoLimit: 30 });
      if (call.url === '/api/channel/video/forward') return envelope(null, CodeVideoLimit, 'limit', 403);
      return envelope(null);
    });
    const { user, queryClient } = render(
      <>
        <Notifications />
        <SendVideoModal videoId={7} mode="forward" opened onClose={() => undefined} />
      </>,
    );
    queryClient.setQueryData(['user'], { id: 1, isVip: false, videoCount: 30, videoLimit: 30 });
    await user.click(await screen.findByRole('radio', { name: /My Videos/ }));
    await user.click(screen.getByTestId('send-submit'));
    const modal = await screen.findByTestId('subscribe-modal');
    expect(modal).toHaveAttribute('data-subscribe-type', 'forward');
    expect(modal).toHaveTextContent('The Basic plan keeps up to 30 videos, so this video cannot be forwarded to My Videos.');
    expect(screen.queryByText('Forward Fail')).not.toBeInTheDocument();
  });

  it('says Forward Fail when the server refuses', async () => {
    mockFetch((call) => (call.url === '/api/team/list' ? envelope({ teams: [acme] }) : envelope(null, 404001, 'not found', 404)));
    const { user } = render(
      <>
        <Notifications />
        <SendVideoModal videoId={7} mode="forward" opened onClose={() => undefined} />
      </>,
    );
    await user.click(await screen.findByRole('radio', { name: /My Videos/ }));
    await user.click(screen.getByTestId('send-submit'));
    expect(await screen.findByText('Forward Fail')).toBeInTheDocument();
    expect(localStorage.getItem(StorageKeys.lastForward)).toBeNull();
  });

  it('offers to create a workspace when the user has none', async () => {
    server([]);
    render(
      <>
        <Notifications />
        <SendVideoModal videoId={7} mode="send" opened onClose={() => undefined} />
      </>,
    );
    expect(await screen.findByTestId('send-no-workspace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a workspace' })).toHaveAttribute('href', '/workspace/create');
    expect(screen.getByTestId('send-submit')).toBeDisabled();
  });

  it('offers an admin to create a room when the workspace has none, and asks others to find an admin', async () => {
    server([teamFixture({ id: 4, name: 'Own', role: RoleAdmin, channels: [] }), globex]);
    const { user } = render(
      <>
        <Notifications />
        <SendVideoModal videoId={7} mode="send" opened onClose={() => undefined} />
      </>,
    );
    await user.click(await screen.findByRole('radio', { name: 'Own' }));
    expect(await screen.findByTestId('send-create-room')).toBeInTheDocument();
    await user.click(screen.getByTestId('send-back'));
    await user.click(await screen.findByRole('radio', { name: 'Globex' }));
    expect(await screen.findByTestId('send-no-room')).toHaveTextContent('Ask an admin');
    expect(screen.queryByTestId('send-create-room')).not.toBeInTheDocument();
    expect(screen.getByTestId('send-submit')).toBeDisabled();
  });
});
