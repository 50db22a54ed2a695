import type { Team } from '@/lib/api/types.gen';

/** Where the desktop app's recordings go: a room (its ID and name), or My Videos (ID 0, no name). */
export interface RecordDestination {
  channelId: number;
  name: string;
}

export const MY_VIDEOS: RecordDestination = { channelId: 0, name: '' };

/** The joined room `channelId` among the workspaces, or undefined. */
export function findRoom(teams: readonly Team[], channelId: number) {
  for (const team of teams) {
    const room = team.channels.find((each) => each.id === channelId);
    if (room) return room;
  }
  return undefined;
}

/**
 * What a recording can really go into: the chosen room while the user is still in it (under its
 * current name), else My Videos. Without the workspaces (not loaded) the choice stands: the app
 * checks the room itself when the recording starts.
 */
export function usableDestination(chosen: RecordDestination, teams: readonly Team[] | undefined): RecordDestination {
  if (chosen.channelId === 0 || !teams) return chosen.channelId === 0 ? MY_VIDEOS : chosen;
  const room = findRoom(teams, chosen.channelId);
  return room ? { channelId: room.id, name: room.name } : MY_VIDEOS;
}
