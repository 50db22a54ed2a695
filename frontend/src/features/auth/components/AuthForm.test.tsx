import { describe, expect, it, vi } from 'vitest';

import { CodeBadCredentials, CodeEmailTaken, CodeInvalidParam } from '@/lib/api/types.gen';
import { getSessionState } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { render, screen, waitFor } from '@/testing/render';

import { AuthForm } from './AuthForm';

const tokens = { token: 'access', refresh_token: 'refresh' };

function setup() {
  const onSignedIn = vi.fn();
  const utils = render(<AuthForm onSignedIn={onSignedIn} />);
  const submit = () => utils.user.click(screen.getAllByRole('button', { name: /sign in|create account/i }).at(-1)!);
  return { ...utils, onSignedIn, submit };
}

describe('AuthForm validation', () => {
  it('asks for e-mail and password before calling the server', async () => {
    const { calls } = mockFetch(() => envelope(tokens));
    const { submit } = setup();

    await submit();

    expect(screen.getByText('Please enter your e-mail')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('rejects a malformed e-mail and a short password', async () => {
    mockFetch(() => envelope(tokens));
    const { user, submit } = setup();

    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await submit();

    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be 8 to 72 characters')).toBeInTheDocument();
  });

  it('rejects a password longer than 72 bytes', async () => {
    mockFetch(() => envelope(tokens));
    const { user, submit } = setup();

    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'p'.repeat(73));
    await submit();

    expect(screen.getByText('Password must be 8 to 72 characters')).toBeInTheDocument();
  });

  it('requires a nickname of at most 32 characters when creating an account', async () => {
    mockFetch(() => envelope(tokens));
    const { user, submit } = setup();

    await user.click(screen.getByRole('radio', { name: 'Create account' }));
    await submit();
    expect(screen.getByText('Please enter a nickname')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nickname'), 'n'.repeat(33));
    expect(screen.getByText('Nickname can be at most 32 characters')).toBeInTheDocument();
  });
});

describe('AuthForm with the server', () => {
  it('signs in, stores the tokens and reports success', async () => {
    const { calls } = mockFetch(() => envelope(tokens));
    const { user, submit, onSignedIn } = setup();

    await user.type(screen.getByLabelText('E-mail'), ' ann@example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await submit();

    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      url: '/api/auth/login',
      body: { email: 'ann@example.com', password: 'correct horse' },
    });
    expect(getSessionState().session?.token).toBe('access');
  });

  it('creates an account with the trimmed nickname', async () => {
    const { calls } = mockFetch(() => envelope(tokens));
    const { user, submit, onSignedIn } = setup();

    await user.click(screen.getByRole('radio', { name: 'Create account' }));
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Nickname'), '  Ann  ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await submit();

    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      url: '/api/auth/register',
      body: { email: 'ann@example.com', password: 'correct horse', nickname: 'Ann' },
    });
  });

  it.each([
    [CodeBadCredentials, 'E-mail or password is wrong'],
    [CodeInvalidParam, 'Reason : password is too common'],
  ])('shows server code %i as "%s"', async (code, text) => {
    mockFetch(() => envelope(null, code, 'password is too common'));
    const { user, submit, onSignedIn } = setup();

    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('marks the e-mail field when the address is taken', async () => {
    mockFetch(() => envelope(null, CodeEmailTaken, 'email taken', 409));
    const { user, submit } = setup();

    await user.click(screen.getByRole('radio', { name: 'Create account' }));
    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Nickname'), 'Ann');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await submit();

    expect(await screen.findByText('This email address has already been registered for an account.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });
});
