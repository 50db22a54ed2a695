import { Button, Group, SegmentedControl } from '@mantine/core';
import { IconChecks, IconFolderPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { FolderSort } from '@/lib/api/endpoints/videos/list';

interface LibraryToolbarProps {
  sort: FolderSort;
  onSort: (sort: FolderSort) => void;
  selectMode: boolean;
  onSelectMode: (on: boolean) => void;
  onNewFolder: () => void;
  search: ReactNode;
}

/** Search, order, select mode and a new folder, above a folder's contents. */
export function LibraryToolbar({ sort, onSort, selectMode, onSelectMode, onNewFolder, search }: LibraryToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm">
      {search}
      <Group gap="xs">
        <SegmentedControl
          aria-label={t('library.sortLabel')}
          value={sort}
          onChange={(value) => onSort(value === 'title' ? 'title' : 'create')}
          data={[
            { value: 'create', label: t('library.sortCreate') },
            { value: 'title', label: t('library.sortTitle') },
          ]}
        />
        <Button variant="default" leftSection={<IconFolderPlus size={16} />} onClick={onNewFolder}>
          {t('library.newFolder')}
        </Button>
        <Button
          variant={selectMode ? 'filled' : 'default'}
          leftSection={<IconChecks size={16} />}
          aria-pressed={selectMode}
          onClick={() => onSelectMode(!selectMode)}
        >
          {selectMode ? t('library.doneSelecting') : t('library.select')}
        </Button>
      </Group>
    </Group>
  );
}
