import { beforeEach, describe, expect, it } from 'vitest';

import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { act, render, screen, waitFor } from '@/testing/render';

import { RecordButton } from './RecordButton';
import { RecorderProvider } from './RecorderProvider';
import type { Unavailable } from '../engine/types';
import { createFakeEngine } from '../testing/fake-engine';

function renderButton(options: { unavailable?: Unavailable; videoCount?: number; pending?: boolean } = {}) {
  mockFetch(() =>
    options.pending
      ? new Promise<Response>(() => undefined)
      : envelope({ id: 1, nickname: 'Me', isVip: false, videoCount: options.videoCount ?? 0, videoLimit: 30 }),
  );
  const fake = createFakeEngine({ unavailable: options.unavailable });
  const utils = render(
    <RecorderProvider engine={fake.engine}>
      <RecordButton />
    </RecorderProvider>,
    { route: '/my_videos', path: '/my_videos' },
  );
  return { ...utils, fake, button: () => screen.getByTestId('record-button') };
}

describe('RecordButton', () => {
  it('is disabled for a visitor who is not signed in, saying why', () => {
    const { button } = renderButton();
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(button()).toHaveAccessibleDescription('Sign in to record');
  });

  describe('signed in', () => {
    beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));

    it('opens the recorder', async () => {
      const { user, button } = renderButton();
      await screen.findByRole('link', { name: 'Record' });
      await user.click(button());
      expect(screen.getByTestId('location')).toHaveTextContent('/recorder');
    });

    it('is disabled while the plan is loading', () => {
      const { button } = renderButton({ pending: true });
      expect(button()).toHaveAccessibleDescription('Loading…');
    });

    it.each([
      [{ kind: 'unsupported', browser: 'Firefox' } as const, 'Recording is not available in Firefox. Use Chrome, Edge or Safari.'],
      [{ kind: 'mobile' } as const, 'Recording is not available on mobile devices'],
    ])('is disabled where recording is unavailable (%o)', async (unavailable, reason) => {
      const { user, button } = renderButton({ unavailable });
      expect(button()).toHaveAttribute('aria-disabled', 'true');
      expect(button()).toHaveAccessibleDescription(reason);
      await user.click(button());
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    });

    it('offers Premium instead at the Basic plan limit', async () => {
      const { user, fake, button } = renderButton({ videoCount: 30 });
      await waitFor(() => expect(button()).not.toHaveAttribute('aria-disabled'));
      await user.click(button());
      expect(await screen.findByRole('dialog')).toHaveTextContent('The Basic plan keeps up to 30 videos.');
      expect(fake.recorder.start).not.toHaveBeenCalled();
    });

    it('leads back to a recording under way', async () => {
      const { fake } = renderButton();
      act(() => fake.set({ status: 'recording' }));
      expect(await screen.findByRole('link', { name: 'Back to recording' })).toHaveAttribute('href', '/recorder');
    });
  });
});
