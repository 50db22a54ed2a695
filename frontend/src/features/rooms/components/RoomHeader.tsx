import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconWorld } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { ConfirmModal } from '@/components/ui/ConfirmModal';
import { paths } from '@/config/paths';
import type { Channel } from '@/lib/api/types.gen';
import { useRoomName } from '@/lib/workspaces/room-name';

import { EditRoomModal } from './EditRoomModal';
import { RoomMenu } from './RoomMenu';
import { useDeleteRoom, useQuitRoom } from '../api/use-room-mutations';
import type { RoomRights } from '../roles';

interface RoomHeaderProps {
  room: Channel;
  rights: RoomRights;
  /** Record and upload into the room, for its members. */
  actions?: ReactNode;
}

type Asking = 'delete' | 'quit' | null;

/** The room's name, privacy, description and counts, with its actions (spec 2). */
export function RoomHeader({ room, rights, actions }: RoomHeaderProps) {
  const { t } = useTranslation('rooms');
  const roomName = useRoomName();
  const navigate = useNavigate();
  const location = useLocation();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const remove = useDeleteRoom();
  const quit = useQuitRoom();
  // The workspace side's modals open on these hashes (spec 2) and clear them as they close.
  const openHash = (hash: string) => void navigate({ pathname: location.pathname, search: location.search, hash });

  function confirm() {
    const action = asking;
    setAsking(null);
    if (action === 'delete') remove.mutate(room.id, { onSuccess: () => void navigate(paths.myVideos) });
    if (action === 'quit') quit.mutate(room.id, { onSuccess: () => void navigate(paths.myVideos) });
  }

  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs" wrap="nowrap">
          {room.is_private ? (
            <IconLock size={20} aria-label={t('room.private')} data-testid="room-private-icon" />
          ) : (
            <IconWorld size={20} aria-label={t('room.public')} data-testid="room-public-icon" />
          )}
          <Title order={1} size="h2" data-testid="room-name-title" style={{ overflowWrap: 'anywhere' }}>
            {roomName(room)}
          </Title>
          <Badge variant="light" color={room.is_private ? 'gray' : 'teal'}>
            {room.is_private ? t('room.private') : t('room.public')}
          </Badge>
        </Group>
        {room.description && (
          <Text c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="room-description-text">
            {room.description}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('room.members', { count: room.member_count })} · {t('room.videos', { count: room.video_count })}
        </Text>
      </Stack>
      <Group gap="xs">
        {rights.member && actions}
        <RoomMenu
          rights={rights}
          onEdit={() => setEditing(true)}
          onDelete={() => setAsking('delete')}
          onQuit={() => setAsking('quit')}
          onInvite={() => openHash('invite')}
          onAddMembers={() => openHash('invitation')}
        />
      </Group>
      <EditRoomModal room={room} opened={editing} onClose={() => setEditing(false)} />
      <ConfirmModal
        opened={asking !== null}
        title={asking === 'delete' ? t('room.deleteConfirm.title') : t('room.quitConfirm.title')}
        message={asking === 'delete' ? t('room.deleteConfirm.message') : t('room.quitConfirm.message')}
        cancelLabel={t('room.cancel')}
        confirmLabel={asking === 'delete' ? t('room.deleteConfirm.confirm') : t('room.quitConfirm.confirm')}
        confirmTestId="room-confirm"
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      />
    </Group>
  );
}
