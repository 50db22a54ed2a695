import { describe, expect, it, vi } from 'vitest';

import { mockFetch, envelope } from '@/testing/fetch-mock';
import { render, screen, waitFor } from '@/testing/render';

import { CreateRoomModal } from './CreateRoomModal';
import { EditRoomModal } from './EditRoomModal';
import { checkRoomForm } from '../room-form';
import { roomFixture } from '../testing/room-fixture';

describe('checkRoomForm', () => {
  it('trims the name and counts what is left of the 20 characters', () => {
    const check = checkRoomForm({ name: '  Design  ', description: '', isPrivate: false });
    expect(check).toMatchObject({ name: 'Design', nameLeft: 14, valid: true });
  });

  it('refuses an empty or blank name', () => {
    expect(checkRoomForm({ name: '   ', description: '', isPrivate: false })).toMatchObject({ nameEmpty: true, valid: false });
  });

  it('refuses a name over 20 characters and a description over 200, counting an emoji once', () => {
    expect(checkRoomForm({ name: 'a'.repeat(20), description: '', isPrivate: false }).valid).toBe(true);
    expect(checkRoomForm({ name: '😀'.repeat(20), description: '', isPrivate: false }).valid).toBe(true);
    expect(checkRoomForm({ name: 'a'.repeat(21), description: '', isPrivate: false })).toMatchObject({ nameLeft: -1, nameTooLong: true, valid: false });
    expect(checkRoomForm({ name: 'ok', description: 'd'.repeat(200), isPrivate: false }).valid).toBe(true);
    expect(checkRoomForm({ name: 'ok', description: 'd'.repeat(201), isPrivate: false })).toMatchObject({ descriptionTooLong: true, valid: false });
  });
});

describe('CreateRoomModal', () => {
  it('shows the characters left, keeps Create disabled while the name is empty or too long, and creates a trimmed room', async () => {
    const room = { id: 31, team_id: 4, name: 'Design' };
    const { calls } = mockFetch((call) => (call.url === '/api/channel/create' ? envelope(room) : envelope({ teams: [] })));
    const onCreated = vi.fn();
    const onClose = vi.fn();
    const { user } = render(<CreateRoomModal teamId={4} opened onClose={onClose} onCreated={onCreated} />);

    const submit = await screen.findByTestId('room-submit');
    expect(screen.getByTestId('room-name-left')).toHaveTextContent('20 characters left');
    expect(submit).toBeDisabled();

    const name = screen.getByTestId('room-name');
    await user.type(name, 'x'.repeat(21));
    expect(screen.getByTestId('room-name-left')).toHaveTextContent('1 character too many');
    expect(screen.getByText('At most 20 characters')).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.clear(name);
    await user.type(name, '  Design ');
    expect(screen.getByTestId('room-name-left')).toHaveTextContent('14 characters left');
    expect(submit).toBeEnabled();

    await user.type(screen.getByTestId('room-description'), 'd'.repeat(201));
    expect(submit).toBeDisabled();
    await user.clear(screen.getByTestId('room-description'));
    await user.type(screen.getByTestId('room-description'), 'Reviews');
    await user.click(screen.getByTestId('room-private'));
    await user.click(submit);

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(room));
    expect(onClose).toHaveBeenCalled();
    expect(calls.find((call) => call.url === '/api/channel/create')).toMatchObject({
      method: 'POST',
      body: { team_id: 4, name: 'Design', description: 'Reviews', is_private: true },
    });
  });
});

describe('EditRoomModal', () => {
  it('starts from the room and saves the changes', async () => {
    const { calls } = mockFetch(() => envelope(null));
    const onClose = vi.fn();
    const { user } = render(<EditRoomModal room={roomFixture({ id: 5, name: 'Design', description: 'Old', is_private: true })} opened onClose={onClose} />);
    const name = await screen.findByTestId('room-name');
    expect(name).toHaveValue('Design');
    expect(screen.getByTestId('room-name-left')).toHaveTextContent('14 characters left');
    await user.clear(name);
    await user.type(name, 'Design crit');
    await user.click(screen.getByTestId('room-submit'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((call) => call.url === '/api/channel/update')).toMatchObject({
      method: 'PUT',
      body: { id: 5, name: 'Design crit', description: 'Old', is_private: true },
    });
  });
});
