import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { channelMembersQuery } from '@/lib/api/endpoints/channels/member-list';
import { teamMembersQuery } from '@/lib/api/endpoints/teams/members';
import type { TeamMember } from '@/lib/api/types.gen';

/** Who is already in the workspace, or in the room when channelId is not 0: pending invitees left out. */
export function useJoinedMembers(teamId: number, channelId = 0, enabled = true) {
  const team = useQuery({ ...teamMembersQuery(teamId), enabled: enabled && channelId === 0 });
  const room = useQuery({ ...channelMembersQuery(channelId), enabled: enabled && channelId !== 0 });
  const source = channelId === 0 ? team : room;
  const members = useMemo<TeamMember[]>(
    () => (source.data?.members ?? []).filter((member) => !member.isPending),
    [source.data],
  );
  const emails = useMemo(() => members.map((member) => member.email).filter(Boolean), [members]);
  return { members, emails, isPending: source.isPending, isError: source.isError };
}
