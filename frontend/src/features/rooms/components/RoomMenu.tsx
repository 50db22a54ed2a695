import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconDoorExit, IconLink, IconPencil, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { RoomRights } from '../roles';

export interface RoomMenuHandlers {
  onEdit: () => void;
  onDelete: () => void;
  onQuit: () => void;
  onInvite: () => void;
  onAddMembers: () => void;
}

/**
 * The room's more-menu (spec 6): members add members and invite, and leave it unless they made it;
 * room admins also edit and delete it. Nothing for someone not in the room.
 */
export function RoomMenu({ rights, ...on }: RoomMenuHandlers & { rights: RoomRights }) {
  const { t } = useTranslation('rooms');
  // Nothing to offer (a member of the built-in workspace's rooms): no menu.
  if (!rights.canInvite && !rights.canEdit && !rights.canQuit) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('room.more')} data-testid="room-menu">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {rights.canInvite && (
          <>
            <Menu.Item leftSection={<IconUserPlus size={16} />} onClick={on.onAddMembers}>
              {t('room.addMembers')}
            </Menu.Item>
            <Menu.Item leftSection={<IconLink size={16} />} onClick={on.onInvite}>
              {t('room.invite')}
            </Menu.Item>
          </>
        )}
        {rights.canEdit && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={on.onEdit}>
            {t('room.edit')}
          </Menu.Item>
        )}
        {rights.canQuit && (
          <Menu.Item leftSection={<IconDoorExit size={16} />} onClick={on.onQuit}>
            {t('room.quit')}
          </Menu.Item>
        )}
        {rights.canEdit && (
          <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={on.onDelete}>
            {t('room.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
