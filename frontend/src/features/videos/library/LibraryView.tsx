import { Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Folder, FolderList, Video } from '@/lib/api/types.gen';

import { DeleteItemsConfirm } from './DeleteItemsConfirm';
import type { MovableItem } from './drop-rules';
import { FolderBreadcrumb } from './FolderBreadcrumb';
import { FolderContents } from './FolderContents';
import { FolderLoadError } from './FolderLoadError';
import { FolderNameDialogs, type NameDialog } from './FolderNameDialogs';
import { LibraryContext, type LibraryContextValue } from './library-context';
import { LibraryToolbar } from './LibraryToolbar';
import { MoveDialog } from './MoveDialog';
import { SelectionBar } from './SelectionBar';
import { VideoSearchBox } from './VideoSearchBox';
import { VideoSearchResults } from './VideoSearchResults';
import { useFolderList } from '../api/get-videos';
import { VideoGridSkeleton } from '../components/VideoGridSkeleton';
import { useFolderSort } from '../hooks/use-folder-sort';
import { useLibraryActions } from '../hooks/use-library-actions';
import { useSelection } from '../hooks/use-selection';

export interface LibraryViewProps {
  /** The open folder; 0 is the root of My Videos. */
  folderId: number;
  /** Record and upload buttons, shown beside the title. */
  actions?: ReactNode;
  emptyAction?: ReactNode;
  uploadProgress?: ReadonlyMap<number, number>;
  /** Opens folder sharing; without it folder cards offer no Share item. */
  onShareFolder?: (folder: Folder) => void;
  /** A video card's menu (send to a room, forward). */
  videoActions?: (video: Video) => ReactNode;
}

/** Folder parents the view knows: its subfolders and the breadcrumb chain above it. */
function knownParents(list: FolderList | undefined): Map<number, number> {
  const parentOf = new Map<number, number>();
  if (!list) return parentOf;
  list.breadcrumb.forEach((crumb, index) => parentOf.set(crumb.id, index === 0 ? 0 : list.breadcrumb[index - 1].id));
  for (const folder of list.folders) parentOf.set(folder.id, folder.pid);
  return parentOf;
}

/** /my_videos and /folder/:pid (spec 2): breadcrumb, search, order, select mode, folders then videos. */
export function LibraryView({ folderId, actions, emptyAction, uploadProgress, onShareFolder, videoActions }: LibraryViewProps) {
  const { t } = useTranslation();
  const [sort, setSort] = useFolderSort();
  const list = useFolderList(folderId, sort);
  const [selectMode, setSelectMode] = useState(false);
  const [query, setQuery] = useState('');
  const [nameDialog, setNameDialog] = useState<NameDialog | null>(null);
  const [dragging, setDragging] = useState<readonly MovableItem[] | null>(null);
  const selection = useSelection();
  const parentOf = useMemo(() => knownParents(list.data), [list.data]);
  const library = useLibraryActions(parentOf, selection.clear);

  const context: LibraryContextValue = { selectMode, selection, dragging, setDragging, parentOf, moveInto: library.moveInto };
  const toggleSelectMode = (on: boolean) => {
    setSelectMode(on);
    selection.clear();
  };

  return (
    <LibraryContext.Provider value={context}>
      <Stack gap="lg" maw={1400} mx="auto">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <FolderBreadcrumb crumbs={list.data?.breadcrumb ?? []} />
            <Title order={1} size="h2">
              {list.data?.folder?.name ?? t('videos.title')}
            </Title>
            {list.data && (
              <Text c="dimmed" size="sm">
                {t('library.folderCount', { count: list.data.folders.length })} · {t('videos.count', { count: list.data.videos.length })}
              </Text>
            )}
          </Stack>
          <Group gap="xs">{actions}</Group>
        </Group>
        <LibraryToolbar
          sort={sort}
          onSort={setSort}
          selectMode={selectMode}
          onSelectMode={toggleSelectMode}
          onNewFolder={() => setNameDialog({ kind: 'create', pid: folderId })}
          search={<VideoSearchBox onSearch={setQuery} />}
        />
        {selectMode && (
          <SelectionBar
            count={selection.items.length}
            onMove={() => library.askMove(selection.items)}
            onDelete={() => library.askDelete(selection.items)}
          />
        )}
        {query !== '' && <VideoSearchResults key={query} q={query} />}
        {query === '' && list.isPending && <VideoGridSkeleton />}
        {query === '' && list.isError && <FolderLoadError error={list.error} onRetry={() => void list.refetch()} />}
        {query === '' && list.isSuccess && (
          <FolderContents
            list={list.data}
            emptyAction={emptyAction}
            uploadProgress={uploadProgress}
            videoActions={videoActions}
            onRename={(folder) => setNameDialog({ kind: 'rename', folder })}
            onMove={library.askMoveFolder}
            onDelete={library.askDeleteFolder}
            onShare={onShareFolder}
          />
        )}
      </Stack>
      {nameDialog && <FolderNameDialogs dialog={nameDialog} onClose={() => setNameDialog(null)} />}
      {library.moving && (
        <MoveDialog
          items={library.moving}
          onClose={library.closeMove}
          onMove={(target) => {
            if (library.moving) library.moveInto(library.moving, target);
            library.closeMove();
          }}
        />
      )}
      {library.deleting && (
        <DeleteItemsConfirm count={library.deleting.length} onConfirm={library.confirmDelete} onCancel={library.cancelDelete} />
      )}
    </LibraryContext.Provider>
  );
}
