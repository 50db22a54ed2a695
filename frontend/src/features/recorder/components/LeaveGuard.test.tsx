import { beforeEach, describe, expect, it } from 'vitest';

import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { act, screen, within } from '@/testing/render';

import type { RecorderStatus } from '../engine/types';
import { createFakeEngine } from '../testing/fake-engine';
import { renderRecorder } from '../testing/render-recorder';

function unload(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('leaving the recorder', () => {
  beforeEach(() => {
    saveTokens({ token: 'access', refresh_token: 'refresh' });
    mockFetch(() => envelope({ id: 1, nickname: 'Me', isVip: false, videoCount: 0, videoLimit: 30 }));
  });

  it.each<RecorderStatus>(['countdown', 'recording', 'paused', 'uploading'])(
    'asks before the page unloads while %s',
    (status) => {
      renderRecorder(createFakeEngine({ snapshot: { status } }).engine);
      expect(unload().defaultPrevented).toBe(true);
    },
  );

  it.each<RecorderStatus>(['ready', 'connecting', 'waitingAuthorized'])('lets the page unload while %s', (status) => {
    renderRecorder(createFakeEngine({ snapshot: { status } }).engine);
    expect(unload().defaultPrevented).toBe(false);
  });

  it('stops the warning once the recording is done', () => {
    const fake = createFakeEngine({ snapshot: { status: 'uploading' } });
    renderRecorder(fake.engine);
    act(() => fake.set({ status: 'ready' }));
    expect(unload().defaultPrevented).toBe(false);
  });

  it('asks before moving to another page while recording; Stay keeps the recorder', async () => {
    const fake = createFakeEngine({ snapshot: { status: 'recording' } });
    const { user } = renderRecorder(fake.engine);

    await user.click(screen.getByRole('link', { name: 'Go to my videos' }));
    const confirm = await screen.findByTestId('leave-confirm');
    expect(confirm).toHaveTextContent('Changes you made may not be saved.');
    await user.click(within(confirm).getByTestId('leave-stay'));

    expect(screen.getByTestId('recorder-stop')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('goes when confirmed, and the floating bar keeps the recording in reach', async () => {
    const fake = createFakeEngine({ snapshot: { status: 'recording' } });
    const { user } = renderRecorder(fake.engine);

    await user.click(screen.getByRole('link', { name: 'Go to my videos' }));
    await user.click(await screen.findByTestId('leave-proceed'));

    expect(await screen.findByTestId('location')).toHaveTextContent('/my_videos');
    expect(screen.getByTestId('floating-bar')).toBeInTheDocument();
  });

  it('does not ask when nothing is being recorded', async () => {
    const { user } = renderRecorder(createFakeEngine().engine);
    await user.click(screen.getByRole('link', { name: 'Go to my videos' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/my_videos');
    expect(screen.queryByTestId('leave-confirm')).not.toBeInTheDocument();
  });
});
