import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { configure, render, screen, waitFor } from '@/testing/render';

import { AddMembersModal, roomCandidates } from './AddMembersModal';
import { memberFixture } from '../testing/fixtures';

// Several calls answer before the dialog settles; a busy 2-core machine needs more than 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));
afterEach(() => vi.unstubAllGlobals());

const ann = memberFixture({ id: 1, nickname: 'Ann', email: 'ann@example.com', role: 1 });
const bea = memberFixture({ id: 2, nickname: 'Bea', email: 'bea@example.com', role: 3 });
const cal = memberFixture({ id: 3, nickname: 'Cal', email: 'cal@example.com', role: 4 });
const dan = memberFixture({ id: 0, nickname: '', email: 'dan@example.com', role: 5, isPending: true, joined_at: null });

function server() {
  return mockFetch((call) => {
    if (call.url === '/api/team/member/list/1') return envelope({ members: [ann, bea, cal, dan] });
    if (call.url === '/api/channel/member/list/9') return envelope({ members: [{ ...ann, role: 1 }] });
    return envelope(null);
  });
}

describe('AddMembersModal', () => {
  it('never offers pending invitees nor those already in the room', () => {
    expect(roomCandidates([ann, bea, cal, dan], [ann]).map((member) => member.id)).toEqual([2, 3]);
  });

  it('adds the picked workspace members to the room', async () => {
    const { calls } = server();
    const onClose = vi.fn();
    const { user } = render(<AddMembersModal teamId={1} channelId={9} opened onClose={onClose} />);
    await user.click(await screen.findByRole('checkbox', { name: /Cal/ }));
    expect(screen.queryByRole('checkbox', { name: /Ann/ })).not.toBeInTheDocument();
    expect(screen.queryByText('dan@example.com')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.url === '/api/channel/member/add')?.body).toEqual({ channel_id: 9, users: [3] });
  });

  it('marks room members as already joined in the e-mail tab', async () => {
    server();
    const { user } = render(<AddMembersModal teamId={1} channelId={9} opened onClose={() => undefined} defaultTab="emails" />);
    const first = await screen.findByRole('textbox', { name: 'E-mail 1' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'From e-mails' })).toHaveAttribute('aria-selected', 'true'));
    await user.type(first, 'ann@example.com');
    expect(await screen.findByText('Already joined')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
