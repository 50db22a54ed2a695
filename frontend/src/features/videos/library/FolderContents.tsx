import { SimpleGrid, Stack } from '@mantine/core';
import { IconFolderOpen, IconVideoPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/ui/EmptyState';
import type { FolderList, Video } from '@/lib/api/types.gen';

import { FolderCard } from './FolderCard';
import type { FolderActions } from './FolderMenu';
import { useLibrary } from './library-context';
import { SelectableItem } from './SelectableItem';
import { VideoCard } from '../components/VideoCard';

interface FolderContentsProps extends FolderActions {
  list: FolderList;
  emptyAction?: ReactNode;
  uploadProgress?: ReadonlyMap<number, number>;
  /** A video card's menu (send to a room, forward); none in select mode. */
  videoActions?: (video: Video) => ReactNode;
}

/** A folder's subfolders first, then its videos; an empty state when it holds neither. */
export function FolderContents({ list, emptyAction, uploadProgress, videoActions, ...actions }: FolderContentsProps) {
  const { t } = useTranslation();
  const { selectMode } = useLibrary();
  if (list.folders.length === 0 && list.videos.length === 0) {
    const atRoot = list.folder === null;
    return (
      <EmptyState
        icon={atRoot ? <IconVideoPlus size={34} /> : <IconFolderOpen size={34} />}
        title={atRoot ? t('videos.empty.title') : t('library.emptyFolderTitle')}
        description={atRoot ? t('videos.empty.description') : t('library.emptyFolderDescription')}
        action={emptyAction}
      />
    );
  }
  return (
    <Stack gap="xl">
      {list.folders.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="lg">
          {list.folders.map((folder) => (
            <FolderCard key={folder.id} folder={folder} {...actions} />
          ))}
        </SimpleGrid>
      )}
      {list.videos.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="lg" verticalSpacing="lg">
          {list.videos.map((video) => (
            <SelectableItem
              key={video.id}
              item={{ itemType: 'video', id: video.id, pid: video.pid }}
              name={video.title}
              testId={`video-item-${video.id}`}
            >
              <VideoCard
                video={video}
                uploadPercent={uploadProgress?.get(video.id)}
                actions={selectMode ? undefined : videoActions?.(video)}
              />
            </SelectableItem>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
