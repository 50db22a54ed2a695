import { StorageKeys } from '@/config/storage-keys';
import type { Team } from '@/lib/api/types.gen';
import { getPlatform } from '@/lib/platform';

/** Where the send dialog puts a video: a room of a workspace; team 0 is My Videos (forward only). */
export interface Destination {
  teamId: number;
  channelId: number;
}

/** 'send' moves the author's own video; 'forward' copies a video, also to My Videos. */
export type SendMode = 'send' | 'forward';

/** The pseudo workspace '0' of spec 3: My Videos. */
export const MY_VIDEOS_TEAM = 0;

function keyOf(mode: SendMode): string {
  return mode === 'send' ? StorageKeys.lastSend : StorageKeys.lastForward;
}

export function loadDestination(mode: SendMode): Destination | null {
  const raw = getPlatform().storage.get(keyOf(mode));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<Destination>;
    if (typeof parsed.teamId === 'number' && typeof parsed.channelId === 'number') {
      return { teamId: parsed.teamId, channelId: parsed.channelId };
    }
  } catch {
    // A damaged setting is forgotten.
  }
  return null;
}

export function saveDestination(mode: SendMode, destination: Destination): void {
  getPlatform().storage.set(keyOf(mode), JSON.stringify(destination));
}

/** The remembered destination when it can still be chosen: My Videos for forward, or a room still joined that takes videos from the user. */
export function validDestination(saved: Destination | null, teams: readonly Team[], mode: SendMode): Destination | null {
  if (!saved) return null;
  if (saved.teamId === MY_VIDEOS_TEAM) return mode === 'forward' ? { teamId: MY_VIDEOS_TEAM, channelId: 0 } : null;
  const team = teams.find((each) => each.id === saved.teamId);
  if (!team) return null;
  return team.channels.some((room) => room.id === saved.channelId && room.can_add_video) ? saved : null;
}
