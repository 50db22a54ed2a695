import { Avatar } from '@mantine/core';

import type { Team } from '@/lib/api/types.gen';

/** A workspace's icon, or its initials on a colour of its own. */
export function WorkspaceAvatar({ team, size = 24 }: { team: Pick<Team, 'name' | 'icon'>; size?: number }) {
  return <Avatar src={team.icon || null} name={team.name} color="initials" radius="sm" size={size} />;
}
