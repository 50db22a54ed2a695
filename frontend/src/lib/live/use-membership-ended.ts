import {
  EventChannelRemoved,
  EventTeamRemoved,
  type ChannelRemovedEvent,
  type TeamRemovedEvent,
} from '@/lib/api/types.gen';

import type { LiveEvent } from './types';
import { useLiveTopic } from './use-live-topic';

/** A membership of the signed-in user that ended: a room's or a whole workspace's (and so its rooms'). */
export type MembershipEnded =
  | { kind: 'room'; event: ChannelRemovedEvent }
  | { kind: 'workspace'; event: TeamRemovedEvent };

/** The membership a user-topic event says ended, or null for any other event. */
export function membershipEnded(event: LiveEvent): MembershipEnded | null {
  if (event.type === EventChannelRemoved) return { kind: 'room', event: event.data as ChannelRemovedEvent };
  if (event.type === EventTeamRemoved) return { kind: 'workspace', event: event.data as TeamRemovedEvent };
  return null;
}

/** Whether an ended membership takes the user out of room channelId of workspace teamId. */
export function endsRoom(ended: MembershipEnded, channelId: number, teamId: number | undefined): boolean {
  return ended.kind === 'room' ? ended.event.channel_id === channelId : ended.event.team_id === teamId;
}

/**
 * Calls onEnded when the user leaves a room or a workspace (removed, quitting, or it was deleted),
 * as their topic "user:{id}" says; the server has already stopped sending that room's events.
 * Nothing while userId is unknown.
 */
export function useMembershipEnded(userId: number | undefined, onEnded: (ended: MembershipEnded) => void): void {
  useLiveTopic(userId ? `user:${userId}` : null, {
    onEvent: (event) => {
      const ended = membershipEnded(event);
      if (ended) onEnded(ended);
    },
  });
}
