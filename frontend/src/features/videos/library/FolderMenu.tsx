import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconFolderShare, IconFolderSymlink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { Folder } from '@/lib/api/types.gen';

import classes from './FolderCard.module.css';

export interface FolderActions {
  onRename: (folder: Folder) => void;
  onMove: (folder: Folder) => void;
  onDelete: (folder: Folder) => void;
  /** Folder sharing; the item is left out when no one handles it. */
  onShare?: (folder: Folder) => void;
}

/** A folder's more-menu: rename, share, move, delete. */
export function FolderMenu({ folder, onRename, onMove, onDelete, onShare }: FolderActions & { folder: Folder }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" className={classes.menu} aria-label={t('library.folderActions', { name: folder.name })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onRename(folder)}>
          {t('library.rename')}
        </Menu.Item>
        {onShare && (
          <Menu.Item leftSection={<IconFolderShare size={16} />} onClick={() => onShare(folder)}>
            {t('library.share')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconFolderSymlink size={16} />} onClick={() => onMove(folder)}>
          {t('library.move')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onDelete(folder)}>
          {t('library.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
