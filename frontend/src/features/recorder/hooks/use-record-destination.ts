import { useQuery } from '@tanstack/react-query';

import { teamListQuery } from '@/lib/api/endpoints/teams/list';
import type { Channel } from '@/lib/api/types.gen';

export interface RecordDestination {
  /** The room recorded into, once the workspaces are loaded and it is among the joined rooms. */
  room: Channel | null;
  /** False when the room is not one the user may record into (not joined, gone, or 'All hands' for members). */
  allowed: boolean;
}

/**
 * Where a recording started with ?channel= goes: the server checks it again when the recording
 * starts, but a room the user may not record into is told before anything is captured.
 */
export function useRecordDestination(channelId: number): RecordDestination {
  const teams = useQuery({ ...teamListQuery(), enabled: channelId !== 0 });
  if (channelId === 0 || !teams.data) return { room: null, allowed: true };
  const room = teams.data.teams.flatMap((team) => team.channels).find((each) => each.id === channelId) ?? null;
  return { room, allowed: room?.can_add_video ?? false };
}
