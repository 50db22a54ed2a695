import { describe, expect, it, vi } from 'vitest';

import { CodeInvalidParam, CodeNotFound, type HandoffInfo, type User } from '@/lib/api/types.gen';
import { getSessionState, saveTokens } from '@/lib/auth/token-store';
import { getPlatform } from '@/lib/platform';
import { envelope, mockFetch, type Call } from '@/testing/fetch-mock';
import { render, screen, waitFor, within } from '@/testing/render';

import { readHandoff } from '../handoff';
import { HandoffFlow } from './HandoffFlow';

const checkuid = 'x'.repeat(43);
const appInfo = 'Reelroom Desktop 1.4.0, macOS 15';
const user = { id: 1, nickname: 'Ann', email: 'ann@example.com', avatar: '' } as User;
const link = 'reelroom://auth?code=c0de%2F%2B';
const serverAppInfo = 'Reelroom Desktop 1.4.0 (macOS, anns-mac)';
const info: HandoffInfo = {
  app_info: serverAppInfo,
  app_address: '203.0.113.7',
  same_network: true,
  asked_at: 1_700_000_000,
  expires_in: 540,
};
const infoUrl = `/api/auth/handoff/info?checkuid=${checkuid}`;

function answer(overrides: Record<string, () => Response> = {}) {
  return mockFetch((call: Call) => {
    const custom = overrides[call.url];
    if (custom) return custom();
    switch (call.url) {
      case '/api/auth/login':
        return envelope({ token: 'new', refresh_token: 'new-r' });
      case '/api/user/info':
        return envelope(user);
      case '/api/auth/handoff/bind':
        return envelope({ code: 'c0de/+', expires_in: 300 });
      case infoUrl:
        return envelope(info);
      default:
        return envelope(null);
    }
  });
}

function setup(info = appInfo) {
  const openAppLink = vi.spyOn(getPlatform(), 'openAppLink').mockImplementation(() => undefined);
  const query = new URLSearchParams({ checkuid, app_info: info, redirect: '/my_videos' });
  const utils = render(<HandoffFlow handoff={readHandoff(query)!} />);
  return { ...utils, openAppLink };
}

const bindCalls = (calls: Call[]) => calls.filter((call) => call.url === '/api/auth/handoff/bind');

describe('HandoffFlow signed out', () => {
  it('signs in, binds the checkuid, opens the app and stays on the done card', async () => {
    const { calls } = answer();
    const { user: actor, openAppLink } = setup();

    expect(screen.getByTestId('handoff-banner')).toHaveTextContent(`Sign in to continue in ${appInfo}`);
    await actor.type(screen.getByLabelText('E-mail'), 'ann@example.com');
    await actor.type(screen.getByLabelText('Password'), 'correct horse');
    await actor.click(screen.getAllByRole('button', { name: 'Sign in' }).at(-1)!);

    const done = await screen.findByTestId('handoff-done');
    expect(await within(done).findByTestId('handoff-asker')).toHaveTextContent(
      `${serverAppInfo} asks to sign in to your account`,
    );
    expect(done).toHaveTextContent(`Return to ${serverAppInfo} to finish signing in.`);
    expect(done).toHaveTextContent('Did the app not open? Type the code it shows.');
    expect(bindCalls(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: { checkuid, app_info: appInfo },
        headers: expect.objectContaining({ Authorization: 'Bearer new' }) as unknown,
      }),
    ]);
    expect(openAppLink).toHaveBeenCalledExactlyOnceWith(link);
    expect(screen.queryByTestId('handoff-continue')).not.toBeInTheDocument();

    await actor.click(screen.getByTestId('handoff-open-again'));
    expect(openAppLink).toHaveBeenCalledTimes(2);
    expect(openAppLink).toHaveBeenLastCalledWith(link);
    expect(bindCalls(calls)).toHaveLength(1);
  });

  it('renders app_info as text only', () => {
    answer();
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = setup(hostile);

    expect(screen.getByTestId('handoff-banner')).toHaveTextContent(`Sign in to continue in ${hostile}`);
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('HandoffFlow signed in', () => {
  it('asks to confirm the account, then binds with its token', async () => {
    saveTokens({ token: 'old', refresh_token: 'old-r' });
    const { calls } = answer();
    const { user: actor, openAppLink } = setup();

    expect(await screen.findByText(`Continue in ${serverAppInfo} as Ann (ann@example.com)?`)).toBeInTheDocument();
    expect(screen.getByTestId('handoff-asker')).toHaveTextContent('Asked from the same network as this browser.');
    expect(screen.queryByTestId('handoff-other-network')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    expect(screen.getByTestId('handoff-continue')).toHaveTextContent('Continue as Ann');
    expect(bindCalls(calls)).toHaveLength(0);

    await actor.click(screen.getByTestId('handoff-continue'));

    expect(await screen.findByTestId('handoff-done')).toBeInTheDocument();
    expect(bindCalls(calls)[0]).toMatchObject({
      body: { checkuid, app_info: appInfo },
      headers: { Authorization: 'Bearer old' },
    });
    expect(openAppLink).toHaveBeenCalledExactlyOnceWith(link);
  });

  it('signs out on "Use another account" and shows the form', async () => {
    saveTokens({ token: 'old', refresh_token: 'old-r' });
    const { calls } = answer();
    const { user: actor } = setup();

    await actor.click(await screen.findByTestId('handoff-switch'));

    expect(await screen.findByTestId('handoff-banner')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/auth/logout')).toMatchObject({
      method: 'POST',
      headers: { Authorization: 'Bearer old' },
    });
    expect(getSessionState().session).toBeNull();
    expect(bindCalls(calls)).toHaveLength(0);
  });
});

describe('HandoffFlow approving with the app\'s code', () => {
  it('approves with the typed code when the link did not reach the app', async () => {
    saveTokens({ token: 'old', refresh_token: 'old-r' });
    const { calls } = answer();
    const { user: actor } = setup();

    await actor.click(await screen.findByTestId('handoff-continue'));
    await actor.type(await screen.findByTestId('handoff-code'), 'bcdf ghjk');
    await actor.click(screen.getByTestId('handoff-approve'));

    expect(await screen.findByTestId('handoff-approved')).toHaveTextContent(
      `Approved. ${serverAppInfo} finishes signing in within a few seconds.`,
    );
    expect(calls.filter((call) => call.url === '/api/auth/handoff/approve')).toEqual([
      expect.objectContaining({ method: 'POST', body: { checkuid, user_code: 'bcdf ghjk' } }),
    ]);
  });

  it('shows why a code was refused and lets the person try again', async () => {
    saveTokens({ token: 'old', refresh_token: 'old-r' });
    const wrong = 'That code does not match the one the app shows.';
    answer({ '/api/auth/handoff/approve': () => envelope(null, CodeInvalidParam, wrong) });
    const { user: actor } = setup();

    await actor.click(await screen.findByTestId('handoff-continue'));
    await actor.type(await screen.findByTestId('handoff-code'), 'BBBB-BBBB');
    await actor.click(screen.getByTestId('handoff-approve'));

    expect(await screen.findByText(`Reason : ${wrong}`)).toBeInTheDocument();
    expect(screen.queryByTestId('handoff-approved')).not.toBeInTheDocument();
    expect(screen.getByTestId('handoff-approve')).toBeEnabled();
  });

  it('warns when the app asked from another network', async () => {
    saveTokens({ token: 'old', refresh_token: 'old-r' });
    answer({ [infoUrl]: () => envelope({ ...info, same_network: false }) });
    setup();

    expect(await screen.findByTestId('handoff-other-network')).toHaveTextContent(
      'This request came from another network (203.0.113.7).',
    );
  });
});

describe('HandoffFlow errors', () => {
  it('says the request expired when the app never started it', async () => {
    saveTokens({ token: 'old', refresh_token: 'old-r' });
    const expired = 'This sign-in request has expired or was not made by the app.';
    answer({ [infoUrl]: () => envelope(null, CodeNotFound, expired, 404) });
    setup();

    expect(await screen.findByTestId('handoff-error')).toHaveTextContent(`Reason : ${expired}`);
    expect(screen.queryByTestId('handoff-continue')).not.toBeInTheDocument();
  });

  const malformed = 'The sign-in request from the app is malformed. Start signing in again from the app.';

  it('shows the server message for a malformed checkuid and does not open the app', async () => {
    saveTokens({ token: 'old', refresh_token: 'old-r' });
    answer({ '/api/auth/handoff/bind': () => envelope(null, CodeInvalidParam, malformed) });
    const { user: actor, openAppLink } = setup();

    await actor.click(await screen.findByTestId('handoff-continue'));

    const error = await screen.findByTestId('handoff-error');
    expect(error).toHaveTextContent(`Reason : ${malformed}`);
    expect(screen.queryByTestId('handoff-done')).not.toBeInTheDocument();
    expect(openAppLink).not.toHaveBeenCalled();
  });

  it('shows the generic network error and can try again', async () => {
    saveTokens({ token: 'old', refresh_token: 'old-r' });
    let failures = 1;
    answer({
      '/api/auth/handoff/bind': () => {
        if (failures-- > 0) throw new TypeError('Failed to fetch');
        return envelope({ code: 'c0de/+', expires_in: 300 });
      },
    });
    const { user: actor, openAppLink } = setup();

    await actor.click(await screen.findByTestId('handoff-continue'));
    const error = await screen.findByTestId('handoff-error');
    expect(error).toHaveTextContent('The request failed, perhaps you need to check the network');

    await actor.click(within(error.parentElement!).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(openAppLink).toHaveBeenCalledExactlyOnceWith(link));
    expect(screen.getByTestId('handoff-done')).toBeInTheDocument();
  });
});
