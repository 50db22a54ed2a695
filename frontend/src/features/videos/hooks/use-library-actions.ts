import { useState } from 'react';

import type { Folder } from '@/lib/api/types.gen';

import { useMoveItems } from '../api/move-items';
import { useTrashItems } from '../api/trash-items';
import { moveRefusal, type MovableItem } from '../library/drop-rules';

const asItem = (folder: Folder): MovableItem => ({ itemType: 'folder', id: folder.id, pid: folder.pid });

function split(items: readonly MovableItem[]) {
  return {
    folders: items.filter((item) => item.itemType === 'folder').map((item) => item.id),
    videos: items.filter((item) => item.itemType === 'video').map((item) => item.id),
  };
}

/**
 * Moving and trashing in a folder view: the dialogs' pending items and the calls.
 * `done` runs after a move or trash succeeded (select mode clears its picks).
 */
export function useLibraryActions(parentOf: ReadonlyMap<number, number>, done: () => void) {
  const move = useMoveItems();
  const trash = useTrashItems();
  const [moving, setMoving] = useState<readonly MovableItem[] | null>(null);
  const [deleting, setDeleting] = useState<readonly MovableItem[] | null>(null);

  const moveInto = (items: readonly MovableItem[], target: number) => {
    if (items.length === 0 || moveRefusal(items, target, parentOf) !== null) return false;
    move.mutate({ ...split(items), target }, { onSuccess: done });
    return true;
  };
  const confirmDelete = () => {
    if (deleting) trash.mutate(split(deleting), { onSuccess: done });
    setDeleting(null);
  };

  return {
    moveInto,
    moving,
    askMove: (items: readonly MovableItem[]) => setMoving(items),
    askMoveFolder: (folder: Folder) => setMoving([asItem(folder)]),
    closeMove: () => setMoving(null),
    deleting,
    askDelete: (items: readonly MovableItem[]) => setDeleting(items),
    askDeleteFolder: (folder: Folder) => setDeleting([asItem(folder)]),
    cancelDelete: () => setDeleting(null),
    confirmDelete,
  };
}
