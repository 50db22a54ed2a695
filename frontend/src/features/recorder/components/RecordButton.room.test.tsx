import { beforeEach, describe, expect, it } from 'vitest';

import { AllHandsChannelID, PublicChannelID } from '@/lib/api/types.gen';
import { saveTokens } from '@/lib/auth/token-store';
import { envelope, mockFetch } from '@/testing/fetch-mock';
import { render, screen } from '@/testing/render';

import { RecordButton } from './RecordButton';
import { RecorderProvider } from './RecorderProvider';
import { createFakeEngine } from '../testing/fake-engine';

function renderButton(channelId: number, blockedReason: string | null) {
  mockFetch(() => envelope({ id: 1, nickname: 'Me', isVip: false, videoCount: 0, videoLimit: 30 }));
  const fake = createFakeEngine({});
  return render(
    <RecorderProvider engine={fake.engine}>
      <RecordButton channelId={channelId} blockedReason={blockedReason} />
    </RecorderProvider>,
    { route: '/room/1', path: '/room/:cid' },
  );
}

describe('RecordButton in a room', () => {
  beforeEach(() => saveTokens({ token: 'access', refresh_token: 'refresh' }));

  it("is disabled with the room's reason when its role check does not pass", async () => {
    renderButton(AllHandsChannelID, 'Only admins here');
    const button = await screen.findByTestId('record-button');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Only admins here');
  });

  it('opens the recorder for a built-in room with its (negative) id', async () => {
    renderButton(PublicChannelID, null);
    expect(await screen.findByRole('link', { name: 'Record' })).toHaveAttribute('href', `/recorder?channel=${PublicChannelID}`);
  });
});
