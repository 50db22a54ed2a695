import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

import type { LiveSubscription } from '@/lib/live';
import type { PlayerHandle } from '@/lib/player';
import { render } from '@/testing/render';

import { VideoComments } from '../components/VideoComments';

/** A player that stands still at positionMs and records where it was sent. */
export function fakePlayer(positionMs = 0): PlayerHandle & { seek: ReturnType<typeof vi.fn> } {
  return {
    positionMs: () => positionMs,
    currentTimeMs: () => null,
    playing: () => false,
    seek: vi.fn(),
  };
}

interface Options {
  shareKey?: string;
  durationMs?: number;
  player?: PlayerHandle;
  route?: string;
  path?: string;
  closedNotice?: ReactNode;
}

/** The panel and the timeline of video 7, as a player page lays them out. */
export function renderComments({ shareKey = '', durationMs = 100_000, player = fakePlayer(), route, path, closedNotice }: Options = {}) {
  const result = render(
    <>
      <Notifications />
      <VideoComments video={{ id: 7, duration: durationMs }} shareKey={shareKey} player={player} closedNotice={closedNotice}>
        {({ timeline, panel }) => (
          <>
            {timeline}
            {panel}
          </>
        )}
      </VideoComments>
    </>,
    { route, path },
  );
  return { ...result, player };
}

/** What the mocked live client was last given, to push events through. */
export interface LiveProbe {
  topic: string | null;
  sub: LiveSubscription | null;
}
