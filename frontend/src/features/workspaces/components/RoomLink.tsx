import { Badge, NavLink } from '@mantine/core';
import { IconLock, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import type { Channel } from '@/lib/api/types.gen';
import { useRoomName } from '@/lib/workspaces/room-name';

import { roomPath } from '../paths';

/** A joined room in the sidebar: lock or public icon, its name, and its unread count. */
export function RoomLink({ room, onNavigate }: { room: Channel; onNavigate?: () => void }) {
  const { t } = useTranslation('workspaces');
  const { pathname } = useLocation();
  const roomName = useRoomName();
  const path = roomPath(room.id);
  const Icon = room.is_private ? IconLock : IconWorld;
  return (
    <NavLink
      component={Link}
      to={path}
      onClick={onNavigate}
      active={pathname === path || pathname.startsWith(`/roomDetail/${room.id}/`)}
      variant="light"
      label={roomName(room)}
      data-testid={`sidebar-room-${room.id}`}
      leftSection={
        <Icon
          size={16}
          stroke={1.6}
          aria-label={room.is_private ? t('sidebar.privateRoom') : t('sidebar.publicRoom')}
          role="img"
        />
      }
      rightSection={
        room.unread > 0 ? (
          <Badge size="sm" circle={room.unread < 10} color="red" aria-label={t('sidebar.unread', { count: room.unread })}>
            {room.unread > 99 ? '99+' : room.unread}
          </Badge>
        ) : null
      }
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}
