import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CodeInviteRefused } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { act, configure, fireEvent, render, screen, waitFor } from '@/testing/render';

import { EmailInviteForm } from './EmailInviteForm';

// Several calls answer before these pages settle; a busy 2-core machine needs more than 1 s.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function row(number: number) {
  return screen.getByRole('textbox', { name: `E-mail ${number}` });
}

function type(number: number, value: string) {
  fireEvent.change(row(number), { target: { value } });
}

const send = () => screen.getByRole('button', { name: 'Send' });

describe('EmailInviteForm', () => {
  it('shows a format error only after 1 s without typing', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<EmailInviteForm teamId={1} memberEmails={[]} />);
    type(1, 'dan@');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.queryByText('Format error')).not.toBeInTheDocument();
    type(1, 'dan@ex');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.queryByText('Format error')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Format error')).toBeInTheDocument();
    expect(send()).toBeDisabled();
  });

  it('marks members as already joined and enables Send only for all-valid rows', () => {
    render(<EmailInviteForm teamId={1} memberEmails={['bea@example.com']} />);
    expect(send()).toBeDisabled();
    type(1, 'dan@example.com');
    expect(send()).toBeEnabled();
    type(2, 'Bea@example.com');
    expect(screen.getByText('Already joined')).toBeInTheDocument();
    expect(send()).toBeDisabled();
    type(2, '');
    expect(send()).toBeEnabled();
  });

  it('blocks adding rows at 30', () => {
    render(<EmailInviteForm teamId={1} memberEmails={[]} />);
    const add = screen.getByRole('button', { name: 'Add another' });
    for (let count = 3; count < 30; count += 1) fireEvent.click(add);
    expect(screen.getAllByRole('textbox')).toHaveLength(30);
    expect(add).toBeDisabled();
    expect(screen.getByText('At most 30 addresses at a time.')).toBeInTheDocument();
    fireEvent.click(add);
    expect(screen.getAllByRole('textbox')).toHaveLength(30);
  });

  it('maps the refused addresses back to their rows', async () => {
    const server = mockFetch(() =>
      envelope({ sent: [], invalid: [], joined: [], registered: ['cal@example.com'] }, CodeInviteRefused, 'refused'),
    );
    render(<EmailInviteForm teamId={7} channelId={3} memberEmails={[]} />);
    type(1, 'dan@example.com');
    type(2, 'cal@example.com');
    fireEvent.click(send());
    expect(await screen.findByText('This address belongs to an account: add it from the team.')).toBeInTheDocument();
    expect(server.calls[0].body).toEqual({ team_id: 7, channel_id: 3, emails: ['dan@example.com', 'cal@example.com'] });
    expect(send()).toBeDisabled();
  });

  it('says the mail has been sent and clears the rows', async () => {
    const onSent = vi.fn();
    mockFetch(() => envelope({ sent: ['dan@example.com'], invalid: [], joined: [], registered: [] }));
    render(<EmailInviteForm teamId={7} memberEmails={[]} onSent={onSent} />);
    type(1, 'dan@example.com');
    fireEvent.click(send());
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(row(1)).toHaveValue('');
  });
});
