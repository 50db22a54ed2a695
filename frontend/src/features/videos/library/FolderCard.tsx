import { Card, Text, ThemeIcon } from '@mantine/core';
import { IconFolderFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { Folder } from '@/lib/api/types.gen';

import classes from './FolderCard.module.css';
import { FolderMenu, type FolderActions } from './FolderMenu';
import { useLibrary } from './library-context';
import { SelectableItem } from './SelectableItem';
import { useDropTarget } from '../hooks/use-drop-target';

/**
 * A folder in a folder view: opens it; takes drops in select mode; its menu sits beside the link
 * (select mode has its own actions bar, and the checkbox takes the menu's corner).
 */
export function FolderCard({ folder, ...actions }: FolderActions & { folder: Folder }) {
  const { t } = useTranslation();
  const drop = useDropTarget(folder.id);
  const { selectMode } = useLibrary();
  const item = { itemType: 'folder', id: folder.id, pid: folder.pid } as const;
  return (
    <SelectableItem item={item} name={folder.name} drop={drop} testId={`folder-card-${folder.id}`}>
      <Card component={Link} to={paths.folder(folder.id)} withBorder radius="md" className={classes.card}>
        <ThemeIcon variant="light" size={40} radius="md">
          <IconFolderFilled size={22} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fw={600} truncate title={folder.name}>
            {folder.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('library.folderCount', { count: folder.sub_folders })} · {t('library.videoCount', { count: folder.videos })}
          </Text>
        </div>
      </Card>
      {!selectMode && <FolderMenu folder={folder} {...actions} />}
    </SelectableItem>
  );
}
