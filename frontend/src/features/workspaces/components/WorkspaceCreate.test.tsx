import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MaxTeamName } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { configure, render, screen } from '@/testing/render';

import { WorkspaceCreate, WorkspaceCreated } from './WorkspaceCreate';
import type { RoomCreatorProps } from '../room-creator';
import { roomFixture, teamFixture } from '../testing/fixtures';

// Several calls answer before these pages settle; a busy 2-core machine needs more than 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));
afterEach(() => vi.unstubAllGlobals());

/** Creates a room at once when opened, as the rooms feature's dialog would after its form. */
function InstantRoomCreator({ opened, onCreated }: RoomCreatorProps) {
  return opened ? <button onClick={() => onCreated?.(roomFixture({ id: 77 }))}>make the room</button> : null;
}

function Pages() {
  return (
    <Routes>
      <Route path="/workspace/create" element={<WorkspaceCreate />} />
      <Route path="/workspace/create/:id" element={<WorkspaceCreated teamId={8} RoomCreator={InstantRoomCreator} />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>
  );
}

describe('WorkspaceCreate', () => {
  it('needs a trimmed name of at most 40 characters', async () => {
    mockFetch(() => envelope(null));
    const { user } = render(<WorkspaceCreate />);
    const name = screen.getByRole('textbox', { name: 'Workspace name' });
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await user.type(name, '   ');
    await user.tab();
    expect(screen.getByText('The name cannot be empty!')).toBeInTheDocument();
    expect(create).toBeDisabled();
    await user.clear(name);
    await user.type(name, 'x'.repeat(MaxTeamName + 1));
    expect(screen.getByText('The name is too long!')).toBeInTheDocument();
    expect(create).toBeDisabled();
  });

  it('creates the workspace, then offers its first room and opens it', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url === '/api/team/create') return envelope(teamFixture({ id: 8, name: 'Studio' }));
      if (call.url === '/api/team/list') return envelope({ teams: [teamFixture({ id: 8, name: 'Studio', role: 1 })] });
      return envelope(null);
    });
    const { user } = render(<Pages />, { route: '/workspace/create' });
    await user.type(screen.getByRole('textbox', { name: 'Workspace name' }), '  Studio ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Studio is ready')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/team/create')?.body).toEqual({ name: 'Studio' });
    expect(screen.getByRole('link', { name: 'Workspace settings' })).toHaveAttribute('href', '/workspace/manage/8');
    await user.click(screen.getByRole('button', { name: 'Create a room' }));
    await user.click(screen.getByRole('button', { name: 'make the room' }));
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });
});
