import { describe, expect, it, vi } from 'vitest';

import { CodeBadCredentials, CodeEmailTaken, CodeInvalidParam, CodeWeakPassword } from '@/lib/api/types.gen';
import { readInviteCode, rememberInviteCode } from '@/lib/auth/invite-code';
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

  it('counts characters, not UTF-16 units: four emoji are too short', async () => {
    const { calls } = mockFetch(() => envelope(tokens));
    const { user, submit } = setup();

    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), '😀😀😀😀');
    await submit();

    expect(screen.getByText('Password must be 8 to 72 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses control characters in a password', async () => {
    const { calls } = mockFetch(() => envelope(tokens));
    const { user, submit } = setup();

    await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('quiet\tharbor kettle');
    await submit();

    expect(screen.getByText('Password cannot contain control characters such as tabs or line breaks')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
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

  async function createWith(password: string) {
    const utils = setup();
    await utils.user.click(screen.getByRole('radio', { name: 'Create account' }));
    await utils.user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await utils.user.type(screen.getByLabelText('Nickname'), 'Ann');
    await utils.user.type(screen.getByLabelText('Password'), password);
    await utils.submit();
    return utils;
  }

  function weakPassword(reason: string, msg: string) {
    return new Response(JSON.stringify({ code: CodeWeakPassword, msg, reason, data: null }), {
      status: 400,
      headers: { 'Content-Type': 'application/json' },
    });
  }

  it.each([
    ['common', 'Password is too easy to guess: it is a common password or made of common words. Add more words or characters'],
    ['personal', 'Password is too easy to guess: it is built on your e-mail or nickname'],
    ['weak', 'Password is too easy to guess: avoid sequences, keyboard rows, dates and repeats. Add more words or characters'],
    ['too_short', 'Password is too short: use at least 8 characters'],
  ])('says on the password field why the server refused it (%s)', async (reason, text) => {
    mockFetch(() => weakPassword(reason, 'server words'));
    const { onSignedIn } = await createWith('iloveyou1');

    const shown = await screen.findByText(text, {}, { timeout: 5000 });
    // On the password field, not in the form's alert.
    expect(shown.id).not.toBe('');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toContain(shown.id);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("shows the server's words for a reason it does not know", async () => {
    mockFetch(() => weakPassword('brand_new_reason', 'The password is refused for a new reason'));
    await createWith('iloveyou1');

    expect(
      await screen.findByText('Reason : The password is refused for a new reason', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
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

describe('AuthForm and the invitation program', () => {
  it('opens on create account and sends the invitation code of the link the person came through', async () => {
    rememberInviteCode('AB12CD34EF');
    const { calls } = mockFetch(() => envelope(tokens));
    const { user, submit, onSignedIn } = setup();

    expect(screen.getByRole('radio', { name: 'Create account' })).toBeChecked();
    await user.type(screen.getByLabelText('E-mail'), 'bo@example.com');
    await user.type(screen.getByLabelText('Nickname'), 'Bo');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await submit();

    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ url: '/api/auth/register', body: { invite_code: 'AB12CD34EF' } });
    // Used once: the next account made in this browser is nobody's invitee.
    expect(readInviteCode()).toBe('');
  });
});
